import { createI18nLoader } from '@sermon/shared-contracts/i18n/create-i18n';

/** This remote's own lingui instance per locale; webpack emits one lazy chunk per locale catalog. */
export const loadI18n = createI18nLoader(
  (locale) => import(/* webpackChunkName: "locale-[request]" */ `../locales/${locale}/messages.ts`),
);
