// Transcript files under /media are for signed-in users (spec doc 1 §6); captions and the rest stay public.
// Runs on PGlite, or on the PostgreSQL of DATABASE_URL (own schema).
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sermonMedia } from '../../db/schema';
import { authHeader, createSignedInUser, type SignedInUser } from '../../testing/auth-helpers';
import { tamperedToken } from '../../testing/inject-json';
import { startTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
let reader: SignedInUser;
let transcriptURL: string;
let transcriptBytes: Buffer;

before(async () => {
  t = await startTestApp();
  reader = await createSignedInUser(t, { username: 'mediareader' });
  transcriptURL = `/media/${t.fixture.keys.romansTranscript}`;
  transcriptBytes = t.fixture.files.get(t.fixture.keys.romansTranscript)!;
});
after(() => t.close());

function request(method: 'GET' | 'HEAD', url: string, headers: Record<string, string> = {}) {
  return t.app.inject({ method, url, headers });
}

describe('transcript files under /media', () => {
  it('answers anonymous GET and HEAD with 401 and the JSON error, ranges and downloads included', async () => {
    for (const [method, url, headers] of [
      ['GET', transcriptURL, {}],
      ['HEAD', transcriptURL, {}],
      ['GET', `${transcriptURL}?download=1`, {}],
      ['GET', transcriptURL, { range: 'bytes=0-9' }],
      ['GET', transcriptURL, { range: 'bytes=5-' }],
      ['GET', transcriptURL, { 'if-none-match': '*' }],
    ] as const) {
      const response = await request(method, url, headers);
      const label = `${method} ${url} ${JSON.stringify(headers)}`;
      assert.equal(response.statusCode, 401, label);
      assert.match(String(response.headers['content-type']), /^application\/json/, label);
      assert.doesNotMatch(String(response.headers['cache-control'] ?? ''), /public/, label);
      if (method === 'GET') assert.deepEqual(response.json(), { message: 'Please sign in.', errors: { code: 'UNAUTHORIZED' } }, label);
    }
  });

  it('refuses a token that is not valid', async () => {
    const tampered = await request('GET', transcriptURL, authHeader(tamperedToken(reader.tokens.access_token)));
    assert.equal(tampered.statusCode, 401);
    assert.equal((await request('GET', transcriptURL, { authorization: 'Bearer' })).statusCode, 401);
  });

  it('serves a signed-in reader, with ranges and downloads, for their cache only', async () => {
    const whole = await request('GET', transcriptURL, authHeader(reader.tokens));
    assert.equal(whole.statusCode, 200);
    assert.deepEqual(whole.rawPayload, transcriptBytes);
    assert.equal(whole.headers['content-type'], 'text/plain; charset=utf-8');
    assert.equal(whole.headers['cache-control'], 'private, no-cache');
    const part = await request('GET', transcriptURL, { ...authHeader(reader.tokens), range: 'bytes=0-3' });
    assert.equal(part.statusCode, 206);
    assert.deepEqual(part.rawPayload, transcriptBytes.subarray(0, 4));
    const head = await request('HEAD', `${transcriptURL}?download=1`, authHeader(reader.tokens));
    assert.equal(head.statusCode, 200);
    assert.equal(head.headers['content-disposition'], 'attachment; filename="transcript.eng.txt"');
  });

  it('finds the transcript however its key is spelled in the URL, and never serves it anonymously', async () => {
    const key = t.fixture.keys.romansTranscript;
    const spellings = [
      `/media/${key.split('/').map(encodeURIComponent).join('%2F')}`,
      `/media/${key.replace('transcript', '%74ranscript')}`,
      `/media/${key.replace('.txt', '.%74xt')}`,
      `/media/${key.replace('romans-8/', 'romans-8/./')}`,
      `/media/${key.replace('romans-8/', 'romans-8//')}`,
      `/media/${key.replace('romans-8/', 'psalm-23/../romans-8/')}`,
      `/media/${key.replace('romans-8/', 'psalm-23/%2E%2E/romans-8/')}`,
      `/media/${key}%00`,
      `/media/${key}/`,
      `/media/${key.toUpperCase()}`,
      `/media/${key.replace('.txt', '.TXT')}`,
    ];
    for (const url of spellings) {
      const response = await request('GET', url);
      assert.ok([401, 404].includes(response.statusCode), `${url}: ${response.statusCode}`);
      assert.notDeepEqual(response.rawPayload, transcriptBytes, url);
    }
    assert.equal((await request('GET', spellings[0]!)).statusCode, 401, 'an encoded slash is the same key');
    assert.equal((await request('GET', spellings[1]!)).statusCode, 401, 'an encoded letter is the same key');
  });

  it('keeps captions, peaks, audio, video and HLS public', async () => {
    const { keys, audioKey } = t.fixture;
    for (const key of [keys.romansVtt, keys.romansSrt, keys.romansWaveform, audioKey, keys.videoHigh, keys.videoHlsMaster]) {
      const response = await request('GET', `/media/${key}`);
      assert.equal(response.statusCode, 200, key);
      assert.equal(response.headers['cache-control'], 'public, max-age=86400', key);
    }
  });

  it('guards a transcript stored under any extension: the row decides, not the file name', async () => {
    // a pipeline could keep transcripts as JSON with word timings: the file under the romans' waveform key is not one,
    // so mark a copy of it as a transcript of the same sermon
    await t.database.db.insert(sermonMedia).values({
      sermonId: t.fixture.ids.romans,
      kind: 'text',
      encoding: 'transcript',
      mediaType: 'transcript',
      storageKey: t.fixture.keys.psalmWaveform,
      contentType: 'application/json',
      language: 'eng',
    });
    assert.equal((await request('GET', `/media/${t.fixture.keys.psalmWaveform}`)).statusCode, 401);
    assert.equal((await request('GET', `/media/${t.fixture.keys.psalmWaveform}`, authHeader(reader.tokens))).statusCode, 200);
  });
});
