// The list a sermon card sits in, as the player needs it to find next and previous (issue 4 "autoplay next").
import type { SermonListParams } from '@sermon/shared-contracts/api/get-sermons';
import type { PlayList, PlayListKind } from '@sermon/shared-contracts/entities/play-list';

/** Paging and payload-shape params: the player pages the list itself and only reads sermon ids. */
const NOT_PART_OF_THE_LIST = new Set<keyof SermonListParams>(['page', 'pageSize', 'lite', 'liteBroadcaster']);

/**
 * Builds the play list from the very params the page fetched its cards with, so the player walks the list in the
 * order the listener saw it. Values become query strings (booleans 'true', arrays comma-joined as the API takes
 * sermonIDs); empty and false filters are dropped because the API reads them as absent anyway.
 */
export function sermonPlayList(kind: PlayListKind, params: SermonListParams, label?: string): PlayList {
  const query: Record<string, string> = {};
  for (const [name, value] of Object.entries(params) as [keyof SermonListParams, unknown][]) {
    if (NOT_PART_OF_THE_LIST.has(name) || value === undefined || value === null || value === false || value === '') continue;
    query[name] = Array.isArray(value) ? value.join(',') : String(value);
  }
  return label ? { kind, params: query, label } : { kind, params: query };
}
