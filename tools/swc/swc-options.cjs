// The one swc configuration: webpack (swc-loader), jest (@swc/jest) and storybook all use it,
// so emotion's css prop and lingui's message ids compile the same way everywhere.
/** @param {{ module?: 'es6' | 'commonjs' }} [opts] */
function swcOptions(opts = {}) {
  return {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      target: 'es2022',
      transform: { react: { runtime: 'automatic', importSource: '@emotion/react' } },
      experimental: { plugins: [['@lingui/swc-plugin', { useLinguiV5IdGeneration: true }]] },
    },
    ...(opts.module ? { module: { type: opts.module } } : {}),
    sourceMaps: true,
  };
}
module.exports = { swcOptions };
