// The ONLY list of dependencies shared between the shell and the remotes. Every container uses it, so a
// singleton can never be shared by one container and bundled privately by another.
const path = require('node:path');

const rootDir = path.resolve(__dirname, '../..');

/** @param {string} pkg */
function installedVersion(pkg) {
  return require(require.resolve(`${pkg}/package.json`, { paths: [rootDir] })).version;
}

/** A major range, not the exact pin: independently deployed remotes may drift by a patch (frontend-stack §3). */
function majorRange(version) {
  return `^${version.split('.')[0]}.0.0`;
}

/** What every page needs: the shell renders its chrome with these before any remote loads. */
const EAGER = new Set([
  'react',
  'react-dom',
  'react-dom/client',
  'react/jsx-runtime',
  '@lingui/core',
  '@lingui/react',
  '@emotion/react',
  '@emotion/cache',
]);

/**
 * @param {{ eager?: boolean }} [opts] eager: bundle the shared modules into the initial chunk. Only for the
 *   shell, which always provides them first: one request instead of one per module on every cold page load.
 * @returns {Record<string, { singleton: true, requiredVersion: string, version?: string, eager?: boolean }>}
 */
function sharedDeps({ eager = false } = {}) {
  /** @type {Record<string, string>} shared key -> package providing its version */
  const entries = {
    react: 'react',
    'react-dom': 'react-dom',
    'react-dom/client': 'react-dom',
    'react/jsx-runtime': 'react',
    '@lingui/core': '@lingui/core',
    '@lingui/react': '@lingui/react',
    '@emotion/react': '@emotion/react',
    '@emotion/cache': '@emotion/cache',
    xstate: 'xstate',
    '@xstate/react': '@xstate/react',
  };
  const shared = {};
  for (const [key, pkg] of Object.entries(entries)) {
    const required = majorRange(installedVersion(pkg));
    shared[key] = { singleton: true, requiredVersion: required, ...(eager && EAGER.has(key) ? { eager: true } : {}) };
  }
  // P3: the css prop goes through emotion's jsx runtime, which has its own context module. It must be a
  // singleton too, and its stub package.json has no version, so the version is stated explicitly.
  const emotion = installedVersion('@emotion/react');
  for (const key of ['@emotion/react/jsx-runtime', '@emotion/react/jsx-dev-runtime']) {
    shared[key] = { singleton: true, requiredVersion: majorRange(emotion), version: emotion, ...(eager ? { eager: true } : {}) };
  }
  return shared;
}

module.exports = { sharedDeps };
