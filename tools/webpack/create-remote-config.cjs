// webpack config of a remote: a Module Federation container exposing single-spa lifecycles, plus a
// standalone page (main) for developing the remote alone with `webpack serve`.
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { commonConfig, modeFrom, devServer } = require('./common.cjs');
const { sharedDeps } = require('./mf-shared.cjs');

/** Containers are named in shared-contracts/src/mf/remotes.ts; this mirrors its rule (P4). */
function containerName(folder) {
  return folder.replace(/-/g, '_');
}

/**
 * @param {{ dir: string, devPort: number }} opts
 * @returns {(env: unknown, argv: { mode?: string }) => import('webpack').Configuration}
 */
function createRemoteConfig({ dir, devPort }) {
  const folder = path.basename(dir);
  return (_env, argv) => {
    const mode = modeFrom(argv);
    const { config } = commonConfig({ dir, mode });
    return {
      ...config,
      output: {
        ...config.output,
        // 'auto': chunks load from wherever remoteEntry.js was loaded, e.g. /mf/mf-player/ or a CDN.
        publicPath: 'auto',
        uniqueName: containerName(folder),
      },
      optimization: {
        ...config.optimization,
        // A remote's page code loads as one chunk rather than app + vendor + tiny shared pieces: fewer
        // requests on a cold page, which matters more here than caching vendors apart (remotes redeploy alone).
        splitChunks: false,
      },
      plugins: [
        ...config.plugins,
        new ModuleFederationPlugin({
          name: containerName(folder),
          filename: 'remoteEntry.js',
          exposes: { './lifecycles': './src/lifecycles.tsx' },
          shared: sharedDeps(),
          dts: false,
          // A remote never loads other remotes nor reads manifests, so its copy of the federation runtime
          // can drop that code (smaller remoteEntry.js for every page).
          experiments: { optimization: { disableSnapshot: true, disableRemote: true, target: 'web' } },
        }),
        // P6: the standalone page must use absolute URLs and must not load remoteEntry.js as a script.
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

module.exports = { createRemoteConfig, containerName };
