import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { broadcasterSchema, liteBroadcasterSchema } from '@sermon/shared-contracts/entities/broadcaster.schema';
import { nodeListSchema } from '@sermon/shared-contracts/entities/node-list.schema';
import { sermonSeriesSchema } from '@sermon/shared-contracts/entities/sermon-series.schema';
import type { Broadcaster } from '@sermon/shared-contracts/entities/broadcaster';
import type { NodeList } from '@sermon/shared-contracts/entities/node-list';
import type { SermonSeries } from '@sermon/shared-contracts/entities/sermon-series';
import { getJson, startTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
before(async () => {
  t = await startTestApp();
});
after(() => t.close());

describe('GET /v2/node/broadcasters/{id}', () => {
  it('answers the full broadcaster by default', async () => {
    const { status, body } = await getJson<Broadcaster>(t.app, '/v2/node/broadcasters/gracechapel');
    assert.equal(status, 200);
    broadcasterSchema.parse(body);
    assert.equal(body.type, 'broadcaster');
    assert.equal(body.numberOfSermons, 5);
    assert.equal(body.serviceTimes, 'Sunday 10:30 AM\nSunday 6:00 PM');
    assert.equal(body.categories, 1);
  });

  it('writes whole-number coordinates as floats', async () => {
    const { raw, body } = await getJson<Broadcaster>(t.app, '/v2/node/broadcasters/berlinradio');
    assert.match(raw, /"latitude":52\.0,"longitude":13\.0/);
    assert.equal(body.latitude, 52);
  });

  it('answers the lite broadcaster with lite=true', async () => {
    const { body } = await getJson(t.app, '/v2/node/broadcasters/gracechapel?lite=true');
    liteBroadcasterSchema.parse(body);
    assert.equal(body.type, 'lite_broadcaster');
  });

  it('answers 404 with the spec message for an unknown broadcaster', async () => {
    for (const url of ['/v2/node/broadcasters/nobody', '/v2/node/broadcasters/nobody/series']) {
      const { status, body } = await getJson(t.app, url);
      assert.equal(status, 404);
      assert.deepEqual(body, { message: 'Broadcaster not found', errors: { code: 'NOT_FOUND' } });
    }
  });
});

describe('GET /v2/node/broadcasters/{id}/series', () => {
  it('lists every series of the broadcaster, last updated first', async () => {
    const { status, body } = await getJson<NodeList<SermonSeries>>(t.app, '/v2/node/broadcasters/gracechapel/series');
    assert.equal(status, 200);
    nodeListSchema(sermonSeriesSchema).parse(body);
    assert.equal(body.nodeType, 'series_list');
    assert.deepEqual(body.results.map((s) => s.seriesID), [10, 11]);
    const romans = body.results[0]!;
    assert.equal(romans.count, 2);
    assert.equal(romans.earliest, '2024-01-14');
    assert.equal(romans.latest, '2024-05-05');
    assert.equal(romans.pickDate, '2024-06-01');
    assert.equal(romans.broadcaster?.broadcasterID, 'gracechapel');
  });

  it('sorts with sort_by and filters with filterBy', async () => {
    const byTitle = await getJson<NodeList<SermonSeries>>(t.app, '/v2/node/broadcasters/gracechapel/series?sort_by=title');
    assert.deepEqual(byTitle.body.results.map((s) => s.title), ['Psalms of Ascent', 'Romans: The Gospel of God']);
    const lowest = await getJson<NodeList<SermonSeries>>(t.app, '/v2/node/broadcasters/gracechapel/series?sort_by=sermon_count_lowest');
    assert.deepEqual(lowest.body.results.map((s) => s.seriesID), [11, 10]);
    const unknownSort = await getJson<NodeList<SermonSeries>>(t.app, '/v2/node/broadcasters/gracechapel/series?sort_by=zigzag');
    assert.equal(unknownSort.status, 200);
    const podcasts = await getJson<NodeList<SermonSeries>>(t.app, '/v2/node/broadcasters/gracechapel/series?filterBy=podcast-enabled');
    assert.deepEqual(podcasts.body.results.map((s) => s.seriesID), [10]);
    const disabled = await getJson<NodeList<SermonSeries>>(t.app, '/v2/node/broadcasters/gracechapel/series?filterBy=podcast-disabled');
    assert.deepEqual(disabled.body.results.map((s) => s.seriesID), [11]);
  });

  it('pages with next and rejects bad values', async () => {
    const page = await getJson<NodeList<SermonSeries>>(t.app, '/v2/node/broadcasters/gracechapel/series?pageSize=1');
    assert.equal(page.body.next, '/v2/node/broadcasters/gracechapel/series?pageSize=1&page=2');
    const bad = await getJson(t.app, '/v2/node/broadcasters/gracechapel/series?filterBy=some');
    assert.equal(bad.status, 400);
    assert.equal(typeof bad.body.errors.filterBy, 'string');
  });

  it('finds one series of the broadcaster by id or title', async () => {
    const byTitle = await getJson<SermonSeries>(t.app, '/v2/node/broadcasters/gracechapel/series/Psalms%20of%20Ascent');
    assert.equal(byTitle.body.seriesID, 11);
    const elsewhere = await getJson(t.app, '/v2/node/broadcasters/berlinradio/series/11');
    assert.equal(elsewhere.status, 404);
    assert.equal(elsewhere.body.message, 'Series not found');
  });
});

describe('GET /v2/node/series/{id}', () => {
  it('answers one series with its stats', async () => {
    const { status, body } = await getJson<SermonSeries>(t.app, '/v2/node/series/12');
    assert.equal(status, 200);
    sermonSeriesSchema.parse(body);
    assert.equal(body.title, 'Predigten aus Berlin');
    assert.equal(body.languageCode, 'de');
    assert.equal(body.count, 1);
  });

  it('answers 404 with the spec message', async () => {
    for (const id of ['999', 'romans']) {
      const { status, body } = await getJson(t.app, `/v2/node/series/${id}`);
      assert.equal(status, 404);
      assert.deepEqual(body, { message: 'Series not found', errors: { code: 'NOT_FOUND' } });
    }
  });
});
