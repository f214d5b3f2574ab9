// Which of a sermon's transcript files a download means: one rule for the download endpoint and for the sermon's
// `transcript.downloadURL`, so the link always fetches the file it names.

export interface TranscriptFileRef {
  storageKey: string;
  /** ISO 639-3 */
  language: string | null;
}

/**
 * With a language: the newest transcript in it (a re-run of the pipeline adds a newer file), or none. Without one:
 * the newest in the sermon's own language, else the first transcript it has.
 */
export function chooseTranscript<T extends TranscriptFileRef>(
  files: readonly T[],
  language: string | undefined,
  sermonLanguage3: string,
): T | undefined {
  const newestIn = (code: string) => files.findLast((file) => file.language === code);
  if (language !== undefined) return newestIn(language);
  return newestIn(sermonLanguage3) ?? files[0];
}

/** The API path of a transcript download (the language only when the file records one). */
export function transcriptPath(sermonID: string, language: string | null): string {
  const query = language ? `?language=${encodeURIComponent(language)}` : '';
  return `/v2/node/sermons/${encodeURIComponent(sermonID)}/transcript${query}`;
}
