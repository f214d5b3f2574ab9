// Which caption file of a sermon to show for a language setting, and the languages a listener can choose from.
import type { Media } from '@sermon/shared-contracts/entities/media';
import type { Sermon } from '@sermon/shared-contracts/entities/sermon';

/** A caption language a sermon offers: ISO 639-3 (what the player's `subtitles` setting stores) and 639-1 when known. */
export interface CaptionLanguage {
  alpha3: string;
  alpha2: string | null;
}

/** The sermon's caption languages, in the order the server lists them, without duplicates. */
export function captionLanguagesOf(sermon: Sermon | null): CaptionLanguage[] {
  if (!sermon) return [];
  const { alpha_2: alpha2s, alpha_3: alpha3s } = sermon.captionLanguages;
  const seen = new Set<string>();
  const languages: CaptionLanguage[] = [];
  alpha3s.forEach((alpha3, index) => {
    const code = alpha3.toLowerCase();
    if (!code || seen.has(code)) return;
    seen.add(code);
    languages.push({ alpha3: code, alpha2: alpha2s[index]?.toLowerCase() || null });
  });
  return languages;
}

/**
 * The ISO 639-3 code of the captions to show: the setting when this sermon has captions in it (a 639-1 setting is
 * matched too), else null. A language the sermon lacks means "off for this sermon" without changing the setting,
 * so the next sermon that has it shows it again.
 */
export function resolveCaptionLanguage(sermon: Sermon | null, language: string | null | undefined): string | null {
  if (!language) return null;
  const wanted = language.toLowerCase();
  const match = captionLanguagesOf(sermon).find((option) => option.alpha3 === wanted || option.alpha2 === wanted);
  return match?.alpha3 ?? null;
}

/**
 * The language of the transcript panel: the captions shown, else the sermon's own language, else its first caption
 * language. The transcript is worth reading with captions off, so it does not follow "off".
 */
export function transcriptLanguage(sermon: Sermon | null, language: string | null | undefined): string | null {
  const languages = captionLanguagesOf(sermon);
  return (
    resolveCaptionLanguage(sermon, language) ??
    resolveCaptionLanguage(sermon, sermon?.languageCode3) ??
    languages[0]?.alpha3 ??
    null
  );
}

/** "/media/x/captions.eng.vtt?v=2" ends in .vtt: the query and fragment do not count. */
function urlEndsWith(url: string, suffix: string): boolean {
  return (url.split(/[?#]/)[0] ?? '').toLowerCase().endsWith(suffix);
}

function urlOf(media: Media): string | null {
  return media.streamURL ?? media.downloadURL;
}

/**
 * The URL of the caption file for an ISO 639-3 language: WebVTT preferred, then SRT (the caption list carries both,
 * told apart by the URL's suffix), then any other caption file in that language. Null when there is none.
 */
export function captionURL(sermon: Sermon | null, language: string | null): string | null {
  if (!sermon || !language) return null;
  const urls = sermon.media.caption
    .filter((media) => media.language?.toLowerCase() === language.toLowerCase())
    .map(urlOf)
    .filter((url): url is string => Boolean(url));
  return urls.find((url) => urlEndsWith(url, '.vtt')) ?? urls.find((url) => urlEndsWith(url, '.srt')) ?? urls[0] ?? null;
}

/** The language's name in the interface locale ('Englisch' in German), or its code when ICU does not know it. */
export function captionLanguageName(language: CaptionLanguage, localeTag: string): string {
  for (const code of [language.alpha2, language.alpha3]) {
    if (!code) continue;
    try {
      const name = new Intl.DisplayNames([localeTag], { type: 'language', fallback: 'none' }).of(code);
      if (name && name.toLowerCase() !== code) return name;
    } catch {
      // an invalid code or locale: try the next code, then fall back to the code itself
    }
  }
  return language.alpha3.toUpperCase();
}
