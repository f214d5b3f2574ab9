const { createShellConfig } = require('../tools/webpack/create-shell-config.cjs');

module.exports = createShellConfig({ dir: __dirname, devPort: 8090 });
