const { linguiConfig } = require('../tools/lingui/lingui-config.cjs');

module.exports = linguiConfig({ withRemoteKit: true });
