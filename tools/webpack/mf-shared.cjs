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
 * @param {{ host?: boolean }} [opts] host: the shell's list. It bundles the modules every page needs into its
 *   initial chunk (it always provides them first: one request instead of one per module on a cold page).
 * @returns {Record<string, { singleton: true, requiredVersion: string, version?: string, eager?: boolean }>}
 */
function sharedDeps({ host = false } = {}) {
  const eager = host;
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
  // react-router is shared as the subset the remotes use (see react-router-shared.mjs), under its own name,
  // so `import { Link } from 'react-router'` in any remote resolves to the one shared instance. Not by the
  // shell: it has no router, and a host that declares a shared module it never loads makes the federation
  // runtime fetch every registered remote's entry to settle the version (measured: +75 KB on a cold page).
  const router = installedVersion('react-router');
  if (!host) shared['react-router'] = {
    import: path.join(__dirname, 'react-router-shared.mjs'),
    singleton: true,
    requiredVersion: majorRange(router),
    version: router,
  };
  // P3: the css prop goes through emotion's jsx runtime, which has its own context module. It must be a
  // singleton too, and its stub package.json has no version, so the version is stated explicitly.
  const emotion = installedVersion('@emotion/react');
  for (const key of ['@emotion/react/jsx-runtime', '@emotion/react/jsx-dev-runtime']) {
    shared[key] = { singleton: true, requiredVersion: majorRange(emotion), version: emotion, ...(eager ? { eager: true } : {}) };
  }
  return shared;
}

/** The full react-router, for react-router-shared.mjs only (the alias bypasses the package's exports map). */
const reactRouterFullAlias = {
  'react-router-full$': path.join(path.dirname(require.resolve('react-router/package.json', { paths: [rootDir] })), 'dist/production/index.mjs'),
};

module.exports = { sharedDeps, reactRouterFullAlias };
