// The sermon languages used by the demo catalogue: ISO 639-1 with the ISO 639-2/T code clients filter by.

export const CATALOGUE_LANGUAGES = {
  en: 'eng',
  de: 'deu',
  es: 'spa',
  fr: 'fra',
  ko: 'kor',
  pt: 'por',
} as const;

export type CatalogueLanguage = keyof typeof CATALOGUE_LANGUAGES;
