import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import type { Sermon } from '@sermon/shared-contracts/entities/sermon';
import { totalPlayCount } from '@sermon/shared-contracts/rules/sermon-duration';
import { sermons } from '../../db/schema';
import { authHeader, createSignedInUser } from '../../testing/auth-helpers';
import { getJson, startTestApp, type TestApp } from '../../testing/test-app';
import { playCountsSettled } from './play-counting/play-counter';

let t: TestApp;
before(async () => {
  t = await startTestApp();
});
after(() => t.close());

interface Counts {
  audio: number;
  video: number;
  lastAudio: number | null;
  lastVideo: number | null;
}

async function counts(sermonID: string): Promise<Counts> {
  await playCountsSettled();
  const [row] = await t.database.db
    .select({
      audio: sermons.downloadCount,
      video: sermons.videoDownloadCount,
      lastAudio: sermons.lastAudioAccessAt,
      lastVideo: sermons.lastVideoAccessAt,
    })
    .from(sermons)
    .where(eq(sermons.id, sermonID));
  return row!;
}

let nextAddress = 1;
/** A client address no other request of these tests used, so the dedupe of one test never hides another's play. */
function freshAddress(): string {
  const n = nextAddress++;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}

async function get(key: string, options: { ip?: string; range?: string; method?: 'GET' | 'HEAD'; headers?: Record<string, string> } = {}) {
  const response = await t.app.inject({
    method: options.method ?? 'GET',
    url: `/media/${key}`,
    remoteAddress: options.ip ?? freshAddress(),
    headers: { ...(options.range ? { range: options.range } : {}), ...options.headers },
  });
  assert.ok(response.statusCode < 400 || response.statusCode === 416, `${key}: ${response.statusCode}`);
  return response;
}

describe('play counting on GET /media', () => {
  it("counts a full GET of a sermon's audio as one audio play and shows when it was played", async () => {
    const id = t.fixture.ids.romans;
    const before = await counts(id);
    const startedAt = Math.floor(Date.now() / 1000);
    assert.equal((await get(t.fixture.audioKey)).statusCode, 200);
    const after = await counts(id);
    assert.equal(after.audio, before.audio + 1);
    assert.equal(after.video, before.video);
    assert.ok(after.lastAudio !== null && after.lastAudio >= startedAt && after.lastAudio <= startedAt + 5);
    assert.equal(after.lastVideo, null);

    const { body } = await getJson<Sermon>(t.app, `/v2/node/sermons/${id}`);
    assert.equal(body.downloadCount, after.audio);
    assert.equal(body.lastAudioAccessTimestamp, after.lastAudio);
    assert.equal(body.lastVideoAccessTimestamp, null);
    assert.equal(totalPlayCount(body), after.audio + after.video);
  });

  it('counts a range from byte 0, a download and a revalidated copy, but never a seek, a tail probe, HEAD or a refused range', async () => {
    const id = t.fixture.ids.romans;
    const key = t.fixture.audioKey;
    const size = t.fixture.audioBytes.length;
    let expected = (await counts(id)).audio;

    for (const range of ['bytes=0-', 'bytes=0-1', 'bytes=0-99,200-299', 'BYTES = 0-10']) {
      assert.ok([200, 206].includes((await get(key, { range })).statusCode), range);
      expected++;
      assert.equal((await counts(id)).audio, expected, range);
    }
    await get(`${key}?download=1`);
    expected++;
    assert.equal((await counts(id)).audio, expected, 'download');
    const etag = String((await get(key, { method: 'HEAD' })).headers.etag);
    assert.equal((await get(key, { headers: { 'if-none-match': etag } })).statusCode, 304);
    expected++;
    assert.equal((await counts(id)).audio, expected, 'a replay from the browser cache');

    const notPlays: Array<{ label: string; range?: string; method?: 'HEAD' }> = [
      { label: 'seek', range: 'bytes=100-199' },
      { label: 'seek to the end', range: `bytes=${size - 10}-` },
      { label: 'tail probe', range: 'bytes=-10' },
      { label: 'tail probe larger than the file', range: `bytes=-${size * 2}` },
      { label: 'several ranges not from 0', range: 'bytes=100-199,300-399' },
      { label: 'unsatisfiable', range: `bytes=${size}-` },
      { label: 'malformed', range: 'bytes=x-y' },
      { label: 'HEAD', method: 'HEAD' },
      { label: 'HEAD from 0', method: 'HEAD', range: 'bytes=0-' },
    ];
    for (const { label, range, method } of notPlays) await get(key, { range, method });
    assert.equal((await counts(id)).audio, expected, 'none of these counted');
  });

  it('counts a client once per sermon and kind in 30 minutes', async () => {
    const id = t.fixture.ids.video;
    const before = await counts(id);
    const listener = freshAddress();
    for (let i = 0; i < 5; i++) await get('fixture/john-1/audio-high.mp3', { ip: listener });
    await get('fixture/john-1/audio-low.mp3', { ip: listener, range: 'bytes=0-' });
    assert.equal((await counts(id)).audio, before.audio + 1, 'the same sermon in another quality is the same play');
    await get('fixture/john-1/video-high.mp4', { ip: listener });
    await get('fixture/john-1/video-low.mp4', { ip: listener });
    const after = await counts(id);
    assert.equal(after.video, before.video + 1, 'video counts apart from audio');
    assert.equal(after.audio, before.audio + 1);
    const romansBefore = await counts(t.fixture.ids.romans);
    await get(t.fixture.audioKey, { ip: listener });
    assert.equal((await counts(t.fixture.ids.romans)).audio, romansBefore.audio + 1, 'another sermon is another play');
    await get('fixture/john-1/audio-high.mp3', { ip: freshAddress() });
    assert.equal((await counts(id)).audio, before.audio + 2, 'another client counts');
  });

  it('counts the video files and the HLS master playlist as video, and nothing else of the sermon', async () => {
    const id = t.fixture.ids.video;
    const before = await counts(id);
    const romansBefore = await counts(t.fixture.ids.romans);
    const startedAt = Math.floor(Date.now() / 1000);
    await get(t.fixture.keys.videoHigh, { range: 'bytes=0-' });
    await get(t.fixture.keys.videoHlsMaster);
    let after = await counts(id);
    assert.equal(after.video, before.video + 2);
    assert.equal(after.audio, before.audio);
    assert.ok(after.lastVideo !== null && after.lastVideo >= startedAt);

    const notPlays = [
      'fixture/john-1/hls/720p/index.m3u8',
      'fixture/john-1/hls/720p/segment-000.ts',
      'fixture/john-1/hls/360p/segment-001.ts',
      'fixture/john-1/thumbnail.jpg',
      t.fixture.keys.videoPreview,
      t.fixture.keys.videoWaveform,
      t.fixture.keys.romansVtt,
      t.fixture.keys.romansSrt,
      t.fixture.keys.romansWaveform,
    ];
    for (const key of notPlays) await get(key);
    // transcripts are for signed-in readers (the only way to read one)
    const reader = await createSignedInUser(t, { username: 'playcountreader' });
    await get(t.fixture.keys.romansTranscript, { headers: authHeader(reader.tokens) });
    after = await counts(id);
    assert.deepEqual([after.audio, after.video], [before.audio, before.video + 2]);
    assert.equal((await counts(t.fixture.ids.romans)).audio, romansBefore.audio, "romans' captions, transcript and peaks");
  });

  it('counts 20 parallel first requests from 20 clients as 20 plays, and 20 from one client as one', async () => {
    const id = t.fixture.ids.psalm;
    const key = 'fixture/psalm-23/audio-high.mp3';
    const before = await counts(id);
    const responses = await Promise.all(Array.from({ length: 20 }, () => get(key, { range: 'bytes=0-1' })));
    assert.ok(responses.every((r) => r.statusCode === 206));
    assert.equal((await counts(id)).audio, before.audio + 20);
    const one = freshAddress();
    await Promise.all(Array.from({ length: 20 }, () => get(key, { ip: one, range: 'bytes=0-1' })));
    assert.equal((await counts(id)).audio, before.audio + 21);
  });

  it('takes the client address from the connection, not from a forwarded header no proxy vouches for', async () => {
    const id = t.fixture.ids.psalm;
    const before = await counts(id);
    const proxy = freshAddress();
    for (let i = 0; i < 5; i++) {
      await get('fixture/psalm-23/audio-low.mp3', { ip: proxy, headers: { 'x-forwarded-for': `203.0.113.${i}` } });
    }
    assert.equal((await counts(id)).audio, before.audio + 1);
  });

  it('does not count requests for missing files or files of no sermon', async () => {
    const totals = async () => (await t.database.db.select({ a: sermons.downloadCount, v: sermons.videoDownloadCount }).from(sermons)).reduce((n, r) => n + r.a + r.v, 0);
    const before = await totals();
    for (const path of ['/media/fixture/none.mp3', '/media/..%2F..%2Fetc%2Fpasswd', '/media/fixture/romans-8/audio-high.mp3.bak']) {
      const response = await t.app.inject({ method: 'GET', url: path, remoteAddress: freshAddress() });
      assert.equal(response.statusCode, 404, path);
    }
    await playCountsSettled();
    assert.equal(await totals(), before);
  });
});
