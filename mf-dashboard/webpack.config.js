const { createRemoteConfig } = require('../tools/webpack/create-remote-config.cjs');

module.exports = createRemoteConfig({ dir: __dirname, devPort: 8093 });
