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
      include: ['<rootDir>/src'],
      exclude: ['**/node_modules/**', '**/*.test.ts', '**/*.test.tsx'],
    },
  ],
  format: 'po',
};
