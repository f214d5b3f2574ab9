import assert from 'node:assert/strict';
import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { BROADCASTER_ROLES } from '@sermon/shared-contracts/constants/accounts';
import { DEFAULT_WAVEFORM_LENGTH, DEFAULT_WAVEFORM_PEAK } from '@sermon/shared-contracts/constants/waveform';
import type { Waveform } from '@sermon/shared-contracts/entities/waveform';
import { waveformPeaksSchema, waveformSchema } from '@sermon/shared-contracts/entities/waveform.schema';
import { authHeader, createSignedInUser } from '../../../testing/auth-helpers';
import { getJson, startTestApp, type TestApp } from '../../../testing/test-app';

let t: TestApp;
before(async () => {
  t = await startTestApp();
});
after(() => t.close());

const waveformURL = (id: string, query = '') => `/v2/node/sermons/${id}/waveform${query}`;

async function waveform(id: string, query = ''): Promise<Waveform> {
  const { status, body, raw } = await getJson<Waveform>(t.app, waveformURL(id, query));
  assert.equal(status, 200, raw);
  return waveformSchema.parse(body);
}

function assertFlatDefault(answer: Waveform, label: string): void {
  assert.equal(answer.isDefault, true, label);
  assert.equal(answer.waveform.length, DEFAULT_WAVEFORM_LENGTH, label);
  assert.ok(answer.waveform.every((peak) => peak === DEFAULT_WAVEFORM_PEAK), label);
}

describe('GET /v2/node/sermons/{id}/waveform', () => {
  it("answers the peaks computed for the sermon's audio", async () => {
    const answer = await waveform(t.fixture.ids.romans);
    assert.equal(answer.isDefault, false);
    assert.deepEqual(answer.waveform, t.fixture.romansPeaks);
    assert.equal(answer.waveform.length, 1000);
  });

  it('answers the bare peaks with peaksOnly, as the SDG client reads them', async () => {
    for (const flag of ['true', 'True', '1']) {
      const { status, body } = await getJson<number[]>(t.app, waveformURL(t.fixture.ids.romans, `?peaksOnly=${flag}`));
      assert.equal(status, 200);
      assert.deepEqual(waveformPeaksSchema.parse(body), t.fixture.romansPeaks, flag);
    }
    assert.equal((await waveform(t.fixture.ids.romans, '?peaksOnly=false')).isDefault, false);
    const flat = await getJson<number[]>(t.app, waveformURL(t.fixture.ids.german, '?peaksOnly=true'));
    assert.equal(flat.body.length, DEFAULT_WAVEFORM_LENGTH);
  });

  it('answers the flat default with 200 when no peaks were computed or the file is corrupt', async () => {
    assertFlatDefault(await waveform(t.fixture.ids.german), 'no waveform row');
    assertFlatDefault(await waveform(t.fixture.ids.psalm), 'truncated JSON file');
    assertFlatDefault(await waveform('1007'), 'a sermon without any media');
  });

  it('answers 404 Sermon not found for unknown, malformed and unpublished sermons, path tricks included', async () => {
    const ids = [
      '999999',
      'abc',
      '-1',
      '1001.5',
      '1'.repeat(40),
      t.fixture.ids.draft,
      t.fixture.ids.scheduled,
      '..%2F1001',
      '1001%2F..%2F1002',
      '1001%00',
      '%20' + t.fixture.ids.romans,
    ];
    for (const id of ids) {
      const { status, body } = await getJson(t.app, waveformURL(id));
      assert.equal(status, 404, id);
      assert.deepEqual(body, { message: 'Sermon not found', errors: { code: 'NOT_FOUND' } }, id);
    }
    // dot segments are resolved before routing (to /v2/node/sermons/waveform here), and extra segments are no route
    for (const url of [`/v2/node/sermons/${t.fixture.ids.romans}/extra/waveform`, '/v2/node/sermons/%2E%2E/waveform']) {
      assert.equal((await getJson(t.app, url)).status, 404, url);
    }
  });

  it("shows an unpublished sermon's waveform with allowUnpublished to its broadcaster's staff only", async () => {
    const url = waveformURL(t.fixture.ids.draft, '?allowUnpublished=true');
    assert.equal((await getJson(t.app, url)).status, 404);
    const listener = await createSignedInUser(t, { username: 'wavelistener' });
    assert.equal((await getJson(t.app, url, authHeader(listener.tokens))).status, 404);
    const otherStaff = await createSignedInUser(t, {
      username: 'waveberlin',
      broadcasterRoles: [{ broadcasterID: 'berlinradio', role: BROADCASTER_ROLES.Uploader }],
    });
    assert.equal((await getJson(t.app, url, authHeader(otherStaff.tokens))).status, 404);
    const staff = await createSignedInUser(t, {
      username: 'wavegrace',
      broadcasterRoles: [{ broadcasterID: 'gracechapel', role: BROADCASTER_ROLES.Uploader }],
    });
    const { status, body } = await getJson<Waveform>(t.app, url, authHeader(staff.tokens));
    assert.equal(status, 200);
    assertFlatDefault(body, 'the draft has no peaks yet');
    assert.equal((await getJson(t.app, waveformURL(t.fixture.ids.draft), authHeader(staff.tokens))).status, 404, 'only when asked');
  });

  it('answers 400 naming the parameter for a bad cacheTTL or peaksOnly, and accepts a huge cacheTTL', async () => {
    for (const query of ['?cacheTTL=abc', '?cacheTTL=-1', '?cacheTTL=1.5', '?cacheTTL=1e9', `?cacheTTL=${'9'.repeat(41)}`]) {
      const { status, body } = await getJson(t.app, waveformURL(t.fixture.ids.romans, query));
      assert.equal(status, 400, query);
      assert.equal(body.errors.code, 'INVALID_PARAMETER', query);
      assert.match(body.errors.cacheTTL, /whole number/, query);
    }
    const bad = await getJson(t.app, waveformURL(t.fixture.ids.romans, '?peaksOnly=maybe'));
    assert.equal(bad.status, 400);
    assert.ok(bad.body.errors.peaksOnly);
    assert.equal((await waveform(t.fixture.ids.romans, `?cacheTTL=${'9'.repeat(40)}`)).isDefault, false);
    assert.equal((await waveform(t.fixture.ids.romans, '?cacheTTL=')).isDefault, false, 'an empty value counts as absent');
  });
});

describe('the waveform cache and broken files', () => {
  const romansFile = () => path.join(t.dataDir, 'media', ...t.fixture.keys.romansWaveform.split('/'));
  after(() => writeFile(romansFile(), JSON.stringify(t.fixture.romansPeaks)));

  it('answers from the cache until cacheTTL=0 reads the file again', async () => {
    await waveform(t.fixture.ids.romans); // cached
    await writeFile(romansFile(), '[0.25,0.75]');
    assert.deepEqual((await waveform(t.fixture.ids.romans)).waveform, t.fixture.romansPeaks, 'cached answer');
    assert.deepEqual((await waveform(t.fixture.ids.romans, '?cacheTTL=0')).waveform, [0.25, 0.75]);
    assert.deepEqual((await waveform(t.fixture.ids.romans)).waveform, [0.25, 0.75], 'the fresh read replaced the cached one');
  });

  it('answers the flat default for every kind of broken file, never a 500', async () => {
    const broken: [string, string | Buffer][] = [
      ['empty', ''],
      ['not JSON', 'peaks: 0.1 0.2'],
      ['truncated', '[0.1, 0.2'],
      ['an object', '{"waveform":[0.1]}'],
      ['above 1', '[0.5, 1.5]'],
      ['negative', '[-0.2, 0.5]'],
      ['strings', '["0.5"]'],
      ['empty array', '[]'],
      ['binary', Buffer.from([0xff, 0xfe, 0x00, 0x01])],
      ['huge', Buffer.alloc(2 * 1024 * 1024, 0x30)],
    ];
    for (const [label, bytes] of broken) {
      await writeFile(romansFile(), bytes);
      assertFlatDefault(await waveform(t.fixture.ids.romans, '?cacheTTL=0'), label);
    }
    await rm(romansFile());
    assertFlatDefault(await waveform(t.fixture.ids.romans, '?cacheTTL=0'), 'file gone');
  });

  it('answers many parallel requests alike', async () => {
    await writeFile(romansFile(), '[0.1,0.2,0.3]');
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => waveform(t.fixture.ids.romans, i % 2 ? '?cacheTTL=0' : '?cacheTTL=0&peaksOnly=false')),
    );
    assert.ok(answers.every((a) => a.waveform.join() === '0.1,0.2,0.3' && !a.isDefault));
  });
});
