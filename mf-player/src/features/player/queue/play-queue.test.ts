import type { ApiClient, RequestOptions } from '@sermon/shared-contracts/api/create-api-client';
import type { PlayList } from '@sermon/shared-contracts/entities/play-list';
import type { NodeList } from '@sermon/shared-contracts/entities/node-list';
import type { Sermon } from '@sermon/shared-contracts/entities/sermon';
import { fixtureSermon } from '@sermon/shared-contracts/machines/player-sermon-fixture';
import { defaultPlayList, fetchPlayListIDs, PLAY_LIST_MAX_PAGES, playListKey } from './play-list-ids';
import { createPlayQueue, PLAY_LIST_CACHE_MS } from './play-queue';

interface Call {
  path: string;
  query: Record<string, unknown>;
  signal?: AbortSignal;
}

/** GET node/sermons over an in-memory list per query (keyed by the list's own parameters), paged as the API pages. */
function fakeClient(lists: Record<string, string[]>, { fail }: { fail?: Error } = {}) {
  const calls: Call[] = [];
  const client = {
    apiBase: '/v2/',
    locale: 'en',
    async get<T>(path: string, options: RequestOptions = {}): Promise<T> {
      const query = { ...(options.query ?? {}) } as Record<string, unknown>;
      calls.push({ path, query, signal: options.signal });
      if (fail) throw fail;
      const { page, pageSize, lite, liteBroadcaster, ...params } = query;
      const ids = lists[JSON.stringify(params)] ?? [];
      const size = Number(pageSize);
      const start = (Number(page) - 1) * size;
      const slice = ids.slice(start, start + size);
      const body: NodeList<Sermon> = {
        nodeType: 'sermon',
        nodeDisplayName: 'Sermons',
        results: slice.map((sermonID) => fixtureSermon({ sermonID })),
        totalCount: ids.length,
        next: start + size < ids.length ? `/v2/node/sermons?page=${Number(page) + 1}` : null,
      };
      return body as T;
    },
  } as unknown as ApiClient;
  return { client, calls };
}

const series: PlayList = { kind: 'series', params: { series: '12', sortBy: 'oldest' }, label: 'Hebrews' };
const seriesIDs = ['s1', 's2', 's3'];
const signal = () => new AbortController().signal;

describe('play list IDs', () => {
  it('fetches the list with its own parameters, 100 at a time, lite', async () => {
    const { client, calls } = fakeClient({ [JSON.stringify(series.params)]: seriesIDs });
    expect(await fetchPlayListIDs(client, series)).toEqual(seriesIDs);
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({
      path: 'node/sermons',
      query: { series: '12', sortBy: 'oldest', page: 1, pageSize: 100, lite: true, liteBroadcaster: true },
    });
  });

  it('follows the pages, up to 10, and plays a sermon repeated across pages once', async () => {
    const many = Array.from({ length: 1234 }, (_, i) => `id${i}`);
    const { client, calls } = fakeClient({ [JSON.stringify(series.params)]: many });
    const ids = await fetchPlayListIDs(client, series);
    expect(calls).toHaveLength(PLAY_LIST_MAX_PAGES);
    expect(ids).toHaveLength(1000);
    expect(ids[999]).toBe('id999');

    const repeated = [...Array.from({ length: 100 }, (_, i) => `id${i}`), 'id99', 'last'];
    const again = fakeClient({ [JSON.stringify(series.params)]: repeated });
    expect(await fetchPlayListIDs(again.client, series)).toEqual([...repeated.slice(0, 100), 'last']);
  });

  it("plays on through the sermon's series, oldest first, when it was not started from a list", () => {
    expect(defaultPlayList(fixtureSermon())).toBeNull();
    const inSeries = fixtureSermon({ series: { seriesID: 12, title: 'Hebrews' } as Sermon['series'] });
    expect(defaultPlayList(inSeries)).toEqual({ kind: 'series', params: { series: '12', sortBy: 'oldest' }, label: 'Hebrews' });
  });

  it('keys a list by its parameters, whatever their order and without paging', () => {
    expect(playListKey({ kind: 'search', params: { a: '1', b: '2' } })).toBe(
      playListKey({ kind: 'search', params: { b: '2', a: '1', page: '3' } }),
    );
  });
});

describe('the play queue (fetchNext)', () => {
  it('answers the neighbour in the list, wrapping round', async () => {
    const { client } = fakeClient({ [JSON.stringify(series.params)]: seriesIDs });
    const fetchNext = createPlayQueue(client);
    const at = (sermonID: string) => fixtureSermon({ sermonID });
    expect(await fetchNext({ sermon: at('s1'), direction: 'forward', list: series }, signal())).toBe('s2');
    expect(await fetchNext({ sermon: at('s3'), direction: 'forward', list: series }, signal())).toBe('s1');
    expect(await fetchNext({ sermon: at('s1'), direction: 'reverse', list: series }, signal())).toBe('s3');
  });

  it('fetches a list once and uses it again until it is old', async () => {
    let now = 1_000;
    const { client, calls } = fakeClient({ [JSON.stringify(series.params)]: seriesIDs });
    const fetchNext = createPlayQueue(client, { now: () => now });
    const input = { sermon: fixtureSermon({ sermonID: 's1' }), direction: 'forward' as const, list: series };
    await fetchNext(input, signal());
    await fetchNext(input, signal());
    expect(calls).toHaveLength(1);
    now += PLAY_LIST_CACHE_MS;
    await fetchNext(input, signal());
    expect(calls).toHaveLength(2);
  });

  it("uses the sermon's series when no list was given", async () => {
    const { client, calls } = fakeClient({ [JSON.stringify({ series: '12', sortBy: 'oldest' })]: seriesIDs });
    const fetchNext = createPlayQueue(client);
    const sermon = fixtureSermon({ sermonID: 's2', series: { seriesID: 12, title: 'Hebrews' } as Sermon['series'] });
    expect(await fetchNext({ sermon, direction: 'forward', list: null }, signal())).toBe('s3');
    expect(calls[0]?.query).toMatchObject({ series: '12', sortBy: 'oldest' });
  });

  it('answers null without asking when there is no list and no series', async () => {
    const { client, calls } = fakeClient({});
    const fetchNext = createPlayQueue(client);
    expect(await fetchNext({ sermon: fixtureSermon(), direction: 'forward', list: null }, signal())).toBeNull();
    expect(calls).toHaveLength(0);
  });

  it('answers null and warns when the list cannot be fetched', async () => {
    const warn = jest.fn();
    const { client } = fakeClient({}, { fail: new Error('Network Error') });
    const fetchNext = createPlayQueue(client, { warn });
    expect(await fetchNext({ sermon: fixtureSermon(), direction: 'forward', list: series }, signal())).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toContain('next sermon');
  });

  it('passes the abort signal on, and does not report a lookup stopped by a new LOAD', async () => {
    const warn = jest.fn();
    const controller = new AbortController();
    const abortError = Object.assign(new Error('aborted'), { name: 'AbortError' });
    const { client, calls } = fakeClient({}, { fail: abortError });
    const fetchNext = createPlayQueue(client, { warn });
    controller.abort();
    expect(await fetchNext({ sermon: fixtureSermon(), direction: 'forward', list: series }, controller.signal)).toBeNull();
    expect(calls[0]?.signal).toBe(controller.signal);
    expect(warn).not.toHaveBeenCalled();
  });

  it('answers null for an empty list', async () => {
    const { client } = fakeClient({});
    const fetchNext = createPlayQueue(client);
    expect(await fetchNext({ sermon: fixtureSermon(), direction: 'forward', list: series }, signal())).toBeNull();
  });
});
