// What the shell and the remotes build the same way: swc, production output names, build id, gzip copies.
const path = require('node:path');
const webpack = require('webpack');
const { swcOptions } = require('../swc/swc-options.cjs');
const { resolveBuildId, BuildIdFilePlugin } = require('./build-id.cjs');
const { PrecompressPlugin } = require('./precompress-plugin.cjs');
const { reactRouterFullAlias } = require('./mf-shared.cjs');

/**
 * @param {{ dir: string, mode: 'production' | 'development' }} opts
 */
function commonConfig({ dir, mode }) {
  const production = mode === 'production';
  const buildId = production ? resolveBuildId() : 'dev';
  // OUTPUT_DIR lets one package be built into another folder for an independent deploy.
  const outputDir = process.env.OUTPUT_DIR ? path.resolve(process.env.OUTPUT_DIR) : path.join(dir, 'dist');
  const names = production ? '[name].[contenthash:8].js' : '[name].js';
  return {
    buildId,
    config: {
      mode,
      context: dir,
      entry: { main: './src/index.ts' },
      // Separate .map files would be fine, but nothing consumes them yet; inline maps never ship.
      devtool: production ? false : 'eval-cheap-module-source-map',
      // every supported browser runs ES2022: webpack's own runtime code gets shorter too
      target: ['web', 'es2022'],
      output: {
        path: outputDir,
        filename: names,
        chunkFilename: names,
        clean: true,
      },
      resolve: {
        extensions: ['.ts', '.tsx', '.mjs', '.js', '.json'],
        alias: reactRouterFullAlias,
      },
      module: {
        // an import of an export that does not exist (e.g. one missing from react-router-shared.mjs) fails the build
        parser: { javascript: { exportsPresence: 'error' } },
        rules: [
          {
            test: /\.(t|j)sx?$/,
            exclude: /node_modules/,
            use: { loader: require.resolve('swc-loader'), options: swcOptions() },
          },
        ],
      },
      plugins: [
        new webpack.DefinePlugin({ 'process.env.BUILD_ID': JSON.stringify(buildId) }),
        ...(production ? [new BuildIdFilePlugin(buildId), new PrecompressPlugin()] : []),
      ],
      // Rebuilds only recompile what changed (a clean CI clone starts empty and is no slower).
      cache: {
        type: 'filesystem',
        name: `${path.basename(dir)}-${mode}`,
        cacheDirectory: path.join(dir, 'node_modules/.cache/webpack'),
        buildDependencies: { config: [__filename, path.join(dir, 'webpack.config.js')] },
      },
      performance: { hints: false },
      stats: 'errors-warnings',
      infrastructureLogging: { level: 'warn' },
    },
  };
}

/** webpack-cli passes argv.mode; without one we build for production. */
function modeFrom(argv) {
  return argv && argv.mode === 'development' ? 'development' : 'production';
}

/** Dev server: answers /app-config.json itself and proxies the API, so `webpack serve` needs no other process. */
function devServer({ port, dir }) {
  // `npm start` serves the API (and the built remotes) on 8080
  const apiOrigin = process.env.API_ORIGIN || 'http://localhost:8080';
  return {
    port,
    historyApiFallback: true,
    headers: { 'Access-Control-Allow-Origin': '*' },
    static: { directory: path.join(dir, 'public'), watch: false },
    proxy: [{ context: ['/v2', '/remotes.json', '/mf'], target: apiOrigin, changeOrigin: true }],
    setupMiddlewares(middlewares, server) {
      server.app.get('/app-config.json', (_req, res) => {
        res.json({ apiBase: process.env.API_BASE || '/v2/', apiKey: process.env.API_KEY || '' });
      });
      return middlewares;
    },
  };
}

module.exports = { commonConfig, modeFrom, devServer };
