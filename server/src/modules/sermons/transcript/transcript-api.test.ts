// GET /v2/node/sermons/{id}/transcript: the raw transcript as a download, for signed-in users only (spec doc 1 §6).
// Runs on PGlite, or on the PostgreSQL of DATABASE_URL (own schema).
import assert from 'node:assert/strict';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { BROADCASTER_ROLES } from '@sermon/shared-contracts/constants/accounts';
import type { Sermon } from '@sermon/shared-contracts/entities/sermon';
import { sermonMedia, sermons } from '../../../db/schema';
import { authHeader, createSignedInUser, type SignedInUser } from '../../../testing/auth-helpers';
import { tamperedToken } from '../../../testing/inject-json';
import { getJson, startTestApp, type TestApp } from '../../../testing/test-app';

let t: TestApp;
let listener: SignedInUser;
let graceStaff: SignedInUser;

const SPANISH = 'Somos más que vencedores.\n\n¿Quién nos separará del amor de Cristo?\n';
const FRENCH = "L'Éternel est mon berger.\n";
const GERMAN = 'Der Herr ist mein Hirte.\n';

/** Adds a transcript row and writes its file (or, with `bytes` null, only the row: a file gone missing). */
async function addTranscript(sermonID: string, language: string, storageKey: string, bytes: string | null): Promise<void> {
  if (bytes !== null) {
    const file = path.join(t.dataDir, 'media', ...storageKey.split('/'));
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, bytes);
  }
  await t.database.db.insert(sermonMedia).values({
    sermonId: sermonID,
    kind: 'text',
    encoding: 'transcript',
    mediaType: 'transcript',
    storageKey,
    contentType: 'text/plain; charset=utf-8',
    fileSizeBytes: bytes === null ? 0 : Buffer.byteLength(bytes),
    language,
  });
}

before(async () => {
  t = await startTestApp();
  listener = await createSignedInUser(t, { username: 'transcriptreader' });
  graceStaff = await createSignedInUser(t, {
    username: 'transcriptstaff',
    broadcasterRoles: [{ broadcasterID: 'gracechapel', role: BROADCASTER_ROLES.Uploader }],
  });
  const { ids } = t.fixture;
  await addTranscript(ids.romans, 'spa', 'fixture/romans-8/transcript.spa.txt', SPANISH);
  await addTranscript(ids.draft, 'fra', 'fixture/psalm-23-fr/transcript.fra.txt', FRENCH);
  await addTranscript(ids.scheduled, 'eng', 'fixture/scheduled/transcript.eng.txt', 'Coming next week.\n');
  await addTranscript(ids.german, 'deu', 'fixture/psalm-23-de/transcript.deu.txt', GERMAN);
  // a title with everything a file name cannot hold: path separators, quotes, colons, angle brackets, umlauts
  await t.database.db
    .update(sermons)
    .set({ fullTitle: 'Der Herr ist mein Hirte: „Gnade“ / Über <alles> "heute"' })
    .where(eq(sermons.id, ids.german));
  await addTranscript('1007', 'eng', 'fixture/justified/transcript.eng.txt', null);
});
after(() => t.close());

const transcriptURL = (id: string, query = '') => `/v2/node/sermons/${id}/transcript${query}`;

function get(url: string, token?: string | SignedInUser) {
  const headers = token === undefined ? {} : authHeader(typeof token === 'string' ? token : token.tokens);
  return t.app.inject({ method: 'GET', url, headers });
}

const SIGN_IN_BODY = { message: 'Please sign in.', errors: { code: 'UNAUTHORIZED' } };
const SERMON_NOT_FOUND = { message: 'Sermon not found', errors: { code: 'NOT_FOUND' } };

describe('GET /v2/node/sermons/{id}/transcript', () => {
  it('answers 401 with the usual JSON error to anonymous callers and to bad tokens, before looking at the sermon', async () => {
    for (const url of [
      transcriptURL(t.fixture.ids.romans),
      transcriptURL(t.fixture.ids.romans, '?language=eng'),
      transcriptURL('999999'),
      transcriptURL(t.fixture.ids.draft, '?allowUnpublished=true'),
      transcriptURL(t.fixture.ids.romans, '?language=nonsense'),
    ]) {
      const anonymous = await get(url);
      assert.equal(anonymous.statusCode, 401, url);
      assert.deepEqual(anonymous.json(), SIGN_IN_BODY, url);
      assert.doesNotMatch(String(anonymous.headers['content-disposition'] ?? ''), /attachment/);
    }
    const tampered = await get(transcriptURL(t.fixture.ids.romans), tamperedToken(listener.tokens.access_token));
    assert.equal(tampered.statusCode, 401);
    const notBearer = await t.app.inject({ method: 'GET', url: transcriptURL(t.fixture.ids.romans), headers: { authorization: 'Basic abc' } });
    assert.equal(notBearer.statusCode, 401);
  });

  it("sends a signed-in user the sermon's own-language transcript as a text attachment named after the sermon", async () => {
    const response = await get(transcriptURL(t.fixture.ids.romans), listener);
    assert.equal(response.statusCode, 200, response.body);
    assert.equal(response.body, t.fixture.files.get(t.fixture.keys.romansTranscript)!.toString('utf8'));
    assert.equal(response.headers['content-type'], 'text/plain; charset=utf-8');
    assert.equal(response.headers['content-disposition'], 'attachment; filename="More Than Conquerors.txt"');
    assert.equal(response.headers['content-length'], String(Buffer.byteLength(response.body)));
    assert.equal(response.headers['cache-control'], 'private, no-store');
    assert.equal(response.headers['x-content-type-options'], 'nosniff');
  });

  it('picks the transcript of the language asked for, in any case', async () => {
    const spanish = await get(transcriptURL(t.fixture.ids.romans, '?language=spa'), listener);
    assert.equal(spanish.statusCode, 200);
    assert.equal(spanish.body, SPANISH);
    assert.equal((await get(transcriptURL(t.fixture.ids.romans, '?language=SPA'), listener)).body, SPANISH);
    const english = await get(transcriptURL(t.fixture.ids.romans, '?language=eng'), listener);
    assert.match(english.body, /^What then shall we say/);
  });

  it('answers 404 with a clear message when there is no transcript in that language, or none at all', async () => {
    const german = await get(transcriptURL(t.fixture.ids.romans, '?language=deu'), listener);
    assert.equal(german.statusCode, 404);
    assert.deepEqual(german.json(), { message: "This sermon has no transcript in the language 'deu'", errors: { code: 'NOT_FOUND' } });
    const none = await get(transcriptURL(t.fixture.ids.video), listener);
    assert.equal(none.statusCode, 404);
    assert.deepEqual(none.json(), { message: 'This sermon has no transcript', errors: { code: 'NOT_FOUND' } });
  });

  it('answers 404, not 500, when the transcript row names a file that is gone', async () => {
    const response = await get(transcriptURL('1007'), listener);
    assert.equal(response.statusCode, 404);
    assert.deepEqual(response.json(), { message: 'The transcript file is missing', errors: { code: 'NOT_FOUND' } });
  });

  it('answers 400 naming the parameter for a language that is not an ISO 639-3 code', async () => {
    for (const language of ['en', 'english', 'e1g', '../eng', 'eng%00', '%2E%2E%2Feng', 'eng,spa']) {
      const response = await get(transcriptURL(t.fixture.ids.romans, `?language=${language}`), listener);
      assert.equal(response.statusCode, 400, language);
      assert.deepEqual(Object.keys(response.json().errors).sort(), ['code', 'language'], language);
      assert.match(response.json().errors.language, /3-letter ISO 639-3/, language);
    }
  });

  it('keeps drafts and scheduled sermons hidden: 404 Sermon not found for anyone but the broadcaster staff asking for them', async () => {
    const { draft, scheduled } = t.fixture.ids;
    for (const url of [
      transcriptURL(draft),
      transcriptURL(draft, '?allowUnpublished=true'),
      transcriptURL(draft, '?language=fra&allowUnpublished=true'),
      transcriptURL(scheduled, '?allowUnpublished=true'),
    ]) {
      const response = await get(url, listener);
      assert.equal(response.statusCode, 404, url);
      assert.deepEqual(response.json(), SERMON_NOT_FOUND, url);
    }
    // staff see it only when they ask for unpublished sermons, as with GET node/sermons/{id}
    assert.equal((await get(transcriptURL(draft), graceStaff)).statusCode, 404);
    const staff = await get(transcriptURL(draft, '?allowUnpublished=true'), graceStaff);
    assert.equal(staff.statusCode, 200);
    assert.equal(staff.body, FRENCH);
    assert.equal(staff.headers['content-disposition'], 'attachment; filename="Le Seigneur est mon berger.txt"');
  });

  it('answers 404 Sermon not found for unknown and malformed sermon IDs, path tricks included', async () => {
    const ids = ['999999', 'abc', '-1', '1001.5', '1'.repeat(40), '..%2F1001', '1001%2F..%2F1002', '1001%00', '%20' + t.fixture.ids.romans];
    for (const id of ids) {
      const response = await get(transcriptURL(id), listener);
      assert.equal(response.statusCode, 404, id);
      assert.deepEqual(response.json(), SERMON_NOT_FOUND, id);
    }
    for (const url of [`/v2/node/sermons/${t.fixture.ids.romans}/extra/transcript`, '/v2/node/sermons/%2E%2E/transcript']) {
      assert.equal((await get(url, listener)).statusCode, 404, url);
    }
  });

  it('names the file after a title with unsafe characters: a plain ASCII name and the exact UTF-8 one', async () => {
    const response = await get(transcriptURL(t.fixture.ids.german), listener);
    assert.equal(response.statusCode, 200);
    assert.equal(response.body, GERMAN);
    const utf8Name = 'Der Herr ist mein Hirte „Gnade“ Über alles heute.txt';
    assert.equal(
      response.headers['content-disposition'],
      `attachment; filename="Der Herr ist mein Hirte _Gnade_ Uber alles heute.txt"; filename*=UTF-8''${encodeURIComponent(utf8Name)}`,
    );
  });

  it("is where the sermon's transcript.downloadURL points", async () => {
    const { body } = await getJson<Sermon>(t.app, `/v2/node/sermons/${t.fixture.ids.romans}`);
    const link = new URL(body.transcript!.downloadURL!);
    assert.equal(link.pathname + link.search, transcriptURL(t.fixture.ids.romans, '?language=eng'));
    assert.equal((await get(link.pathname + link.search)).statusCode, 401);
    const signedIn = await get(link.pathname + link.search, listener);
    assert.equal(signedIn.statusCode, 200);
    assert.match(signedIn.body, /more than conquerors/);
  });
});
