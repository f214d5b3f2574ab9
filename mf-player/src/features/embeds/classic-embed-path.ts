/**
 * Reads the classic player addresses (spec doc 1 §2 "Embeds"):
 *   /embed/classic/player/{a|v}/{sermonID}                                              one sermon
 *   /embed/classic/player/{mediaType?}/{category?}/{categoryValue?}/{filter?}/{filterValue?}   a playlist
 * The category and the filter are the same kind of thing (two filters of GET node/sermons, named as the address
 * query's filter categories of spec doc 1 §3 or by their short names: broadcaster, speaker, series...).
 * Pure, so every address shape is tested once.
 */
import type { SermonListParams } from '@sermon/shared-contracts/api/get-sermons';
import type { PlayList, PlayListKind } from '@sermon/shared-contracts/entities/play-list';
import type { PlayerMediaType } from '@sermon/shared-contracts/machines/player-source';

/** The media codes an address may start with: a and v as the spec writes them, the long names too. */
export function embedMediaType(code: string | undefined): PlayerMediaType | null {
  switch (code?.toLowerCase()) {
    case 'a':
    case 'audio':
      return 'audio';
    case 'v':
    case 'video':
      return 'video';
    default:
      return null;
  }
}

type TextParam = 'broadcasterID' | 'series' | 'eventType' | 'searchKeyword' | 'languageCode' | 'book' | 'denomination' | 'state' | 'country';
type NumberParam = 'chapter' | 'year';

/** What one category name filters by; speaker takes an id or a name. */
type CategoryTarget = { kind: 'text'; param: TextParam } | { kind: 'number'; param: NumberParam; min: number; max: number } | { kind: 'speaker' };

const text = (param: TextParam): CategoryTarget => ({ kind: 'text', param });

/** Category names, lower case: the spec's filter categories and the short names people write in addresses. */
const CATEGORIES: Readonly<Record<string, CategoryTarget>> = {
  broadcaster: text('broadcasterID'),
  broadcasterid: text('broadcasterID'),
  speaker: { kind: 'speaker' },
  speakerid: { kind: 'speaker' },
  series: text('series'),
  seriesid: text('series'),
  event: text('eventType'),
  eventtype: text('eventType'),
  search: text('searchKeyword'),
  keyword: text('searchKeyword'),
  searchkeyword: text('searchKeyword'),
  language: text('languageCode'),
  languagecode: text('languageCode'),
  book: text('book'),
  chapter: { kind: 'number', param: 'chapter', min: 1, max: 200 },
  year: { kind: 'number', param: 'year', min: 1000, max: 9999 },
  denomination: text('denomination'),
  state: text('state'),
  country: text('country'),
};

/** The category names a list embed understands, for the message that lists them. */
export const EMBED_CATEGORY_NAMES: readonly string[] = ['broadcaster', 'speaker', 'series', 'eventType', 'search', 'language', 'book', 'chapter', 'year', 'denomination', 'state', 'country'];

export interface EmbedFilter {
  /** the name as written in the address */
  name: string;
  value: string;
}

export type EmbedPathProblem =
  | { kind: 'unknown-category'; name: string }
  | { kind: 'missing-value'; name: string }
  | { kind: 'bad-value'; name: string; value: string }
  | { kind: 'too-long' };

export interface ListEmbedQuery {
  mediaType: PlayerMediaType | null;
  filters: EmbedFilter[];
  /** one page of the list is these plus page and pageSize */
  params: SermonListParams;
  /** the same list for the player's next/previous (GET node/sermons query values as strings) */
  list: PlayList;
}

export type ClassicEmbedPath =
  | { kind: 'single'; mediaType: PlayerMediaType; sermonID: string }
  | ({ kind: 'list' } & ListEmbedQuery)
  | { kind: 'invalid'; problem: EmbedPathProblem };

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

const isCategory = (name: string | undefined): boolean => name !== undefined && name.toLowerCase() in CATEGORIES;

/** Applies one filter to the list params; a problem when its value cannot be one. */
function applyFilter(params: SermonListParams, { name, value }: EmbedFilter): EmbedPathProblem | null {
  const target = CATEGORIES[name.toLowerCase()];
  if (!target) return { kind: 'unknown-category', name };
  const trimmed = value.trim();
  if (!trimmed) return { kind: 'missing-value', name };
  if (target.kind === 'speaker') {
    if (/^\d+$/.test(trimmed)) params.speakerID = Number(trimmed);
    else params.speakerName = trimmed;
    return null;
  }
  if (target.kind === 'number') {
    const n = /^\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN;
    if (!(n >= target.min && n <= target.max)) return { kind: 'bad-value', name, value };
    params[target.param] = n;
    return null;
  }
  params[target.param] = trimmed;
  return null;
}

/** Which kind of list the player reports it plays from (the first filter that names one). */
function playListKind(params: SermonListParams): PlayListKind {
  if (params.series !== undefined) return 'series';
  if (params.speakerID !== undefined || params.speakerName !== undefined) return 'speaker';
  if (params.broadcasterID !== undefined) return 'broadcaster';
  if (params.searchKeyword !== undefined) return 'search';
  return 'sermons';
}

function asPlayList(params: SermonListParams): PlayList {
  const strings: Record<string, string> = {};
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null) strings[key] = typeof value === 'boolean' ? (value ? '1' : '0') : String(value);
  }
  return { kind: playListKind(params), params: strings };
}

/** The list embed's query from its media type and filters. */
export function listEmbedQuery(mediaType: PlayerMediaType | null, filters: EmbedFilter[]): ListEmbedQuery | EmbedPathProblem {
  const params: SermonListParams = {};
  for (const filter of filters) {
    const problem = applyFilter(params, filter);
    if (problem) return problem;
  }
  if (params.chapter !== undefined && params.book === undefined) return { kind: 'bad-value', name: 'chapter', value: String(params.chapter) };
  // A series plays in order, as it was preached; any other list newest first.
  params.sortBy = params.series !== undefined ? 'oldest' : 'newest';
  if (mediaType === 'audio') params.requireAudio = true;
  if (mediaType === 'video') params.requireVideo = true;
  return { mediaType, filters, params, list: asPlayList(params) };
}

/** The address segments after /embed/classic/player/ (the live embed, /l/..., has its own route). */
export function parseClassicEmbedPath(rest: string): ClassicEmbedPath {
  const segments = rest.split('/').filter(Boolean).map(decode);
  const mediaType = embedMediaType(segments[0]);
  // {a|v}/{sermonID} (the long names too); a category name is never a sermon id: a/broadcaster is a list missing its value
  if (segments.length === 2 && mediaType && !isCategory(segments[1])) {
    return { kind: 'single', mediaType, sermonID: segments[1]! };
  }
  const pairs = mediaType ? segments.slice(1) : segments;
  if (pairs.length > 4) return { kind: 'invalid', problem: { kind: 'too-long' } };
  const filters: EmbedFilter[] = [];
  for (let i = 0; i < pairs.length; i += 2) {
    const name = pairs[i]!;
    if (!isCategory(name)) return { kind: 'invalid', problem: { kind: 'unknown-category', name } };
    filters.push({ name, value: pairs[i + 1] ?? '' });
  }
  const query = listEmbedQuery(mediaType, filters);
  return 'params' in query ? { kind: 'list', ...query } : { kind: 'invalid', problem: query };
}
