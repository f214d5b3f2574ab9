// A sermon language (api-shapes §1.7 plus spec fields).

export interface Language {
  type: 'language';
  /** English name, e.g. 'German' */
  languageName: string;
  /** ISO 639-1, e.g. 'de' */
  languageCode: string;
  /** ISO 639-3, e.g. 'deu' */
  languageCode3: string;
  /** name in the request's locale (Accept-Language) */
  localizedName: string;
  /** name in the language itself, e.g. 'Deutsch' */
  localizedNameInLanguage: string;
}
