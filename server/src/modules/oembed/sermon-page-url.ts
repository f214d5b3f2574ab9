// Which sermon a page address shows: /sermons/{sermonID}, its /a and /v variants and its locale variants
// (/de/sermons/{sermonID}), read with the same route table the shell routes by.
import { splitLocalePath, type LocaleCode } from '@sermon/shared-contracts/i18n/locales';
import { MEDIA_TYPE_URL_CODES } from '@sermon/shared-contracts/constants/media-filter';
import { matchRoute } from '@sermon/shared-contracts/routes/route-table';

export interface SermonPage {
  sermonID: string;
  /** the page's media selector (a = audio, v = video); null when the address has none */
  mediaType: 'audio' | 'video' | null;
  locale: LocaleCode;
}

/** Sermon ids are numeric (anything else is answered 404 by GET node/sermons/{id} too). */
const SERMON_ID = /^\d{1,30}$/;

/** The sermon a locale-prefixed path shows, or null when the path is not a sermon page. */
export function sermonPageOfPath(pathname: string): SermonPage | null {
  let decoded: string;
  try {
    decoded = decodeURI(pathname);
  } catch {
    return null;
  }
  const { locale, path } = splitLocalePath(decoded);
  const match = matchRoute(path);
  if (match?.route.name !== 'sermons-sermonID') return null;
  const { sermonID, mediaType } = match.params;
  if (!sermonID || !SERMON_ID.test(sermonID)) return null;
  if (mediaType !== undefined && mediaType !== 'a' && mediaType !== 'v') return null;
  return { sermonID, mediaType: mediaType ? MEDIA_TYPE_URL_CODES[mediaType] : null, locale };
}

/** 'site.org:443', 'site.org:80' and 'site.org' are one host (URL drops the port of its own scheme only). */
function withoutDefaultPort(host: string): string {
  return host.toLowerCase().replace(/:(80|443)$/, '');
}

export type SermonPageURL =
  | { kind: 'sermon'; page: SermonPage }
  /** an address, but not one of this site's sermon pages */
  | { kind: 'not-ours' }
  /** not an absolute http(s) address at all */
  | { kind: 'invalid' };

/**
 * Reads an oEmbed `url`: an absolute http(s) address on this site (the host of the public base URL, or the host the
 * request came to; http and https count alike, a proxy may end TLS before us) whose path is a sermon page.
 */
export function parseSermonPageURL(value: string, siteHosts: readonly string[]): SermonPageURL {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return { kind: 'invalid' };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return { kind: 'invalid' };
  const host = withoutDefaultPort(url.host);
  if (!siteHosts.some((site) => withoutDefaultPort(site) === host)) return { kind: 'not-ours' };
  const page = sermonPageOfPath(url.pathname);
  return page ? { kind: 'sermon', page } : { kind: 'not-ours' };
}
