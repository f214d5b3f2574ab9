// The one lingui configuration: every package keeps its own catalogs (src/locales/<locale>/messages.po)
// for the 13 locales. lingui loads the package configs through jiti, which compiles TypeScript, so the
// locale list has one source.
const { LOCALES } = require('../../shared-contracts/src/i18n/locales.ts');

/**
 * @param {{ withRemoteKit?: boolean }} [opts] withRemoteKit: a remote renders the shared remote kit's
 *   messages (crash panel, event types, page layout) with its own catalog, so they are extracted into it too.
 * @returns {import('@lingui/conf').LinguiConfig}
 */
function linguiConfig({ withRemoteKit = false } = {}) {
  return {
    locales: [...LOCALES],
    sourceLocale: 'en',
    fallbackLocales: { default: 'en' },
    catalogs: [
      {
        path: '<rootDir>/src/locales/{locale}/messages',
        include: ['<rootDir>/src', ...(withRemoteKit ? ['<rootDir>/../shared-contracts/src/mf'] : [])],
        exclude: ['**/node_modules/**', '**/*.test.ts', '**/*.test.tsx'],
      },
    ],
    format: 'po',
  };
}

module.exports = { linguiConfig };
