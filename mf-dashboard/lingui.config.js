// lingui loads this file through jiti, which compiles TypeScript, so the locale list has one source.
const { LOCALES } = require('../shared-contracts/src/i18n/locales.ts');

/** @type {import('@lingui/conf').LinguiConfig} */
module.exports = {
  locales: [...LOCALES],
  sourceLocale: 'en',
  fallbackLocales: { default: 'en' },
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/messages',
      // the remote kit's messages (e.g. the crash panel) are rendered with this remote's catalog too
      include: ['<rootDir>/src', '<rootDir>/../shared-contracts/src/mf'],
      exclude: ['**/node_modules/**', '**/*.test.ts', '**/*.test.tsx'],
    },
  ],
  format: 'po',
};
