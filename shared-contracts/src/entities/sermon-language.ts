// One translated version of a sermon (spec doc 1 §3 "Sermon language option"), as GET node/sermons/{id}/languages
// lists them: the sermon itself and every sermon of its translation group, each in its own language.
export interface SermonLanguageOption {
  sermonID: string;
  /** ISO 639-1, e.g. 'de' */
  languageCode: string;
  /** ISO 639-3, e.g. 'deu' */
  languageCode3: string;
  /** the language named in the request's locale, e.g. 'German' */
  localizedName: string;
  /** the language named in itself, e.g. 'Deutsch' */
  localizedNameInLanguage: string;
}
