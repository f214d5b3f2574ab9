import { createI18nLoader } from '@sermon/shared-contracts/i18n/create-i18n';

/** The shell's own lingui instance (its chrome strings); one lazy chunk per locale. */
export const loadI18n = createI18nLoader(
  (locale) => import(/* webpackChunkName: "locale-[request]" */ `../../locales/${locale}/messages.ts`),
);
