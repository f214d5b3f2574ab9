// The sermon IDs of a play list, in the order its page showed them: GET node/sermons with the list's parameters,
// page by page (the longest page the API allows), up to a bound so a huge list (a whole broadcaster) stays cheap.
import type { ApiClient } from '@sermon/shared-contracts/api/create-api-client';
import { getSermons, type SermonListParams } from '@sermon/shared-contracts/api/get-sermons';
import { MAX_PAGE_SIZE } from '@sermon/shared-contracts/constants/page-sizes';
import type { PlayList } from '@sermon/shared-contracts/entities/play-list';
import type { Sermon } from '@sermon/shared-contracts/entities/sermon';

/** 10 pages of 100: further than anyone plays on through a list. */
export const PLAY_LIST_MAX_PAGES = 10;

/** The list a sermon plays on through when it was not started from one: its series, oldest first. */
export function defaultPlayList(sermon: Pick<Sermon, 'series'>): PlayList | null {
  const series = sermon.series;
  if (!series) return null;
  return { kind: 'series', params: { series: String(series.seriesID), sortBy: 'oldest' }, label: series.title };
}

/** One key per list, whatever the order its parameters were written in. */
export function playListKey(list: PlayList): string {
  const params = Object.entries(list.params)
    .filter(([name]) => name !== 'page' && name !== 'pageSize')
    .sort(([a], [b]) => a.localeCompare(b));
  return JSON.stringify(params);
}

export async function fetchPlayListIDs(client: ApiClient, list: PlayList, signal?: AbortSignal): Promise<string[]> {
  const ids: string[] = [];
  const seen = new Set<string>();
  // The page gave its parameters in wire form (strings); the API parses them as it would from its own URL.
  const params = { ...list.params } as SermonListParams;
  for (let page = 1; page <= PLAY_LIST_MAX_PAGES; page++) {
    const result = await getSermons(
      client,
      { ...params, page, pageSize: MAX_PAGE_SIZE, lite: true, liteBroadcaster: true },
      { signal },
    );
    for (const sermon of result.results) {
      // A list that changed between two pages can repeat a sermon; play it once.
      if (!seen.has(sermon.sermonID)) {
        seen.add(sermon.sermonID);
        ids.push(sermon.sermonID);
      }
    }
    if (!result.next || result.results.length < MAX_PAGE_SIZE) break;
  }
  return ids;
}
