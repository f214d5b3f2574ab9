import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Broadcaster } from '@sermon/shared-contracts/entities/broadcaster';
import type { NodeList } from '@sermon/shared-contracts/entities/node-list';
import type { SermonSeries } from '@sermon/shared-contracts/entities/sermon-series';
import type { Speaker } from '@sermon/shared-contracts/entities/speaker';
import { getJson, startTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
before(async () => {
  t = await startTestApp();
});
after(() => t.close());

async function names<T>(url: string, pick: (item: T) => string | number): Promise<(string | number)[]> {
  const { status, body, raw } = await getJson<NodeList<T>>(t.app, url);
  assert.equal(status, 200, raw);
  return body.results.map(pick);
}

describe('GET /v2/node/discover/speakers', () => {
  const displayName = (s: Speaker) => s.displayName;

  it('lists a speaker group', async () => {
    assert.deepEqual(await names('/v2/node/discover/speakers?group=featured', displayName), ['John Doe', 'Charles H. Spurgeon']);
    assert.deepEqual(await names('/v2/node/discover/speakers?group=puritan', displayName), ['AC/DC Smith']);
  });

  it('lists speakers by first letter of the sort name, accents folded', async () => {
    assert.deepEqual(await names('/v2/node/discover/speakers?letter=m', displayName), ['Anna Müller']);
    assert.deepEqual(await names('/v2/node/discover/speakers?letter=S', displayName), ['AC/DC Smith', 'Charles H. Spurgeon']);
  });

  it('searches and sorts by most recent preaching', async () => {
    assert.deepEqual(await names('/v2/node/discover/speakers?query=spur', displayName), ['Charles H. Spurgeon']);
    assert.equal((await names('/v2/node/discover/speakers?sortBy=newest', displayName))[0], 'John Doe');
  });

  it('rejects an unknown group', async () => {
    const { status, body } = await getJson(t.app, '/v2/node/discover/speakers?group=heroes');
    assert.equal(status, 400);
    assert.equal(typeof body.errors.group, 'string');
  });
});

describe('GET /v2/node/discover/broadcasters', () => {
  const id = (b: Broadcaster) => b.broadcasterID;

  it('lists broadcasters by name with their sermon counts', async () => {
    const { body } = await getJson<NodeList<Broadcaster>>(t.app, '/v2/node/discover/broadcasters');
    assert.equal(body.nodeType, 'broadcasters_list');
    assert.deepEqual(body.results.map(id), ['gracechapel', 'oxfordsem', 'berlinradio']);
    assert.deepEqual(body.results.map((b) => b.numberOfSermons), [5, 2, 1]);
  });

  it('filters by region, country, state, category, group, vacancy, picks and podcasts', async () => {
    assert.deepEqual(await names('/v2/node/discover/broadcasters?region=usa', id), ['gracechapel']);
    assert.deepEqual(await names('/v2/node/discover/broadcasters?region=international', id), ['oxfordsem', 'berlinradio']);
    assert.deepEqual(await names('/v2/node/discover/broadcasters?country=de', id), ['berlinradio']);
    assert.deepEqual(await names('/v2/node/discover/broadcasters?state=Georgia', id), ['gracechapel']);
    assert.deepEqual(await names('/v2/node/discover/broadcasters?category=seminary', id), ['oxfordsem']);
    assert.deepEqual(await names('/v2/node/discover/broadcasters?category=radio', id), ['berlinradio']);
    assert.deepEqual(await names('/v2/node/discover/broadcasters?group=lutheran', id), ['berlinradio']);
    assert.deepEqual(await names('/v2/node/discover/broadcasters?vacantPulpit=true', id), ['berlinradio']);
    assert.deepEqual(await names('/v2/node/discover/broadcasters?featured=true', id), ['gracechapel']);
    assert.deepEqual(await names('/v2/node/discover/broadcasters?podcast=true', id), ['gracechapel']);
    assert.deepEqual(await names('/v2/node/discover/broadcasters?letter=R', id), ['berlinradio']);
    assert.deepEqual(await names('/v2/node/discover/broadcasters?query=savannah', id), ['gracechapel']);
  });

  it('sorts by newest and by sermon count', async () => {
    assert.deepEqual(await names('/v2/node/discover/broadcasters?sortBy=newest', id), ['oxfordsem', 'berlinradio', 'gracechapel']);
    assert.deepEqual(await names('/v2/node/discover/broadcasters?sortBy=sermon-count', id), ['gracechapel', 'oxfordsem', 'berlinradio']);
  });

  it('rejects an unknown category', async () => {
    const { status } = await getJson(t.app, '/v2/node/discover/broadcasters?category=museum');
    assert.equal(status, 400);
  });
});

describe('GET /v2/node/discover/series', () => {
  const id = (s: SermonSeries) => s.seriesID;

  it('lists series with published sermons, most recently preached first', async () => {
    const { body } = await getJson<NodeList<SermonSeries>>(t.app, '/v2/node/discover/series');
    assert.equal(body.nodeType, 'series_list');
    assert.deepEqual(body.results.map(id), [10, 11, 12]);
  });

  it('filters picks, podcasts, a broadcaster and a query', async () => {
    assert.deepEqual(await names('/v2/node/discover/series?staffPick=true', id), [10]);
    assert.deepEqual(await names('/v2/node/discover/series?podcastEnabled=true', id), [10]);
    assert.deepEqual(await names('/v2/node/discover/series?broadcasterID=berlinradio', id), [12]);
    assert.deepEqual(await names('/v2/node/discover/series?query=ascent', id), [11]);
    assert.deepEqual(await names('/v2/node/discover/series?sortBy=title', id), [12, 11, 10]);
  });
});
