// webpack config of the shell: the single-spa root config and Module Federation host. It bakes in no
// remote: /remotes.json is fetched at run time, so remotes deploy without rebuilding the shell.
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { commonConfig, modeFrom, devServer } = require('./common.cjs');
const { sharedDeps } = require('./mf-shared.cjs');

/**
 * @param {{ dir: string, devPort?: number }} opts
 * @returns {(env: unknown, argv: { mode?: string }) => import('webpack').Configuration}
 */
function createShellConfig({ dir, devPort = 8090 }) {
  return (_env, argv) => {
    const mode = modeFrom(argv);
    const { config } = commonConfig({ dir, mode });
    return {
      ...config,
      output: { ...config.output, publicPath: '/', uniqueName: 'shell' },
      plugins: [
        ...config.plugins,
        new ModuleFederationPlugin({
          name: 'shell',
          remotes: {},
          shared: sharedDeps({ host: true }),
          dts: false,
          // browser-only: drop the runtime's Node.js loading paths
          experiments: { optimization: { target: 'web' } },
        }),
        new HtmlWebpackPlugin({
          template: path.join(dir, 'public/index.html'),
          publicPath: '/',
          chunks: ['main'],
        }),
      ],
      devServer: devServer({ port: devPort, dir }),
    };
  };
}

module.exports = { createShellConfig };
