import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { promisify } from 'node:util';
import { after, before, describe, it } from 'node:test';
import { PROFILE_PICTURE_MAX_BYTES } from '@sermon/shared-contracts/constants/accounts';
import { userSchema } from '@sermon/shared-contracts/entities/user.schema';
import type { LoginTokens, User } from '@sermon/shared-contracts/entities/user';
import { probe } from '../../../media/ffprobe';
import { createSignedInUser, TEST_PASSWORD, type SignedInUser } from '../../../testing/auth-helpers';
import { call, tamperedToken } from '../../../testing/inject-json';
import { startTestApp, type TestApp } from '../../../testing/test-app';
import { pictureKindOf } from './image-kind';
import { nextPictureKey } from './picture-service';
import { UploadTokens } from './upload-tokens';

const run = promisify(execFile);
let t: TestApp;
let ann: SignedInUser;
let dir: string;
const pictures: Record<string, Buffer> = {};

async function makePicture(name: string, args: string[]): Promise<Buffer> {
  const file = path.join(dir, name);
  await run('ffmpeg', ['-v', 'error', '-y', ...args, '-frames:v', '1', file]);
  return readFile(file);
}

before(async () => {
  t = await startTestApp();
  ann = await createSignedInUser(t, { username: 'annpicture' });
  dir = await mkdtemp(path.join(os.tmpdir(), 'picture-test-'));
  pictures.jpeg = await makePicture('photo.jpg', ['-f', 'lavfi', '-i', 'testsrc=size=640x480']);
  pictures.png = await makePicture('logo.png', ['-f', 'lavfi', '-i', 'color=c=red@0.5:s=300x200,format=rgba']);
  pictures.small = await makePicture('small.png', ['-f', 'lavfi', '-i', 'color=c=blue:s=199x400']);
  pictures.gif = await makePicture('anim.gif', ['-f', 'lavfi', '-i', 'testsrc=size=300x300']);
});
after(async () => {
  await t.close();
  await rm(dir, { recursive: true, force: true });
});

async function uploadUrl(token: LoginTokens = ann.tokens): Promise<string> {
  const reply = await call<{ uploadURL: string }>(t.app, 'POST', '/v2/site/users/upload_profile_picture', { token });
  assert.equal(reply.status, 200, reply.raw);
  assert.match(reply.body.uploadURL, /^\/v2\/site\/users\/profile_picture\/[\w-]+\.[\w-]+\.[\w-]+$/);
  return reply.body.uploadURL;
}

async function put(url: string, payload: Buffer | Readable, contentType = 'image/jpeg') {
  const response = await t.app.inject({ method: 'PUT', url, headers: { 'content-type': contentType }, payload });
  return { status: response.statusCode, body: response.body ? JSON.parse(response.body) : undefined, raw: response.body };
}

async function storedPicture(user: User): Promise<Buffer> {
  assert.ok(user.profile_picture);
  const media = await t.app.inject({ method: 'GET', url: new URL(user.profile_picture).pathname });
  assert.equal(media.statusCode, 200);
  assert.equal(media.headers['content-type'], 'image/jpeg');
  return media.rawPayload;
}

describe('profile pictures', () => {
  it('stores an uploaded JPEG as a 400x400 JPEG under /media and shows it on the user', async () => {
    const reply = await put(await uploadUrl(), pictures.jpeg!);
    assert.equal(reply.status, 200, reply.raw);
    userSchema.parse(reply.body.user);
    assert.match(reply.body.user.profile_picture, new RegExp(`^http://localhost:80/media/users/${ann.id}/profile-\\d+\\.jpg$`));
    const stored = await storedPicture(reply.body.user);
    assert.equal(pictureKindOf(stored), 'jpeg');
    const file = path.join(dir, 'stored.jpg');
    await writeFile(file, stored);
    const info = await probe(file);
    assert.deepEqual([info.width, info.height], [400, 400]);
    const me = await call<User>(t.app, 'GET', '/v2/site/users', { token: ann.tokens });
    assert.equal(me.body.profile_picture, reply.body.user.profile_picture);
  });

  it('accepts a PNG with transparency (sent as application/octet-stream) and replaces the old picture', async () => {
    const old = (await call<User>(t.app, 'GET', '/v2/site/users', { token: ann.tokens })).body.profile_picture!;
    const reply = await put(await uploadUrl(), pictures.png!, 'application/octet-stream');
    assert.equal(reply.status, 200, reply.raw);
    assert.notEqual(reply.body.user.profile_picture, old);
    const gone = await t.app.inject({ method: 'GET', url: new URL(old).pathname });
    assert.equal(gone.statusCode, 404, 'the old picture is deleted');
    await storedPicture(reply.body.user);
  });

  it('deletes the picture', async () => {
    const current = (await call<User>(t.app, 'GET', '/v2/site/users', { token: ann.tokens })).body.profile_picture!;
    assert.equal((await call(t.app, 'POST', '/v2/site/users/delete_profile_picture', { token: ann.tokens })).status, 204);
    assert.equal((await call<User>(t.app, 'GET', '/v2/site/users', { token: ann.tokens })).body.profile_picture, null);
    assert.equal((await t.app.inject({ method: 'GET', url: new URL(current).pathname })).statusCode, 404);
    assert.equal((await call(t.app, 'POST', '/v2/site/users/delete_profile_picture', { token: ann.tokens })).status, 204);
  });

  it('names every upload anew, so cached copies of an older picture never show', () => {
    assert.equal(nextPictureKey(7, null, 1000), 'users/7/profile-1000.jpg');
    assert.equal(nextPictureKey(7, 'users/7/profile-5000.jpg', 1000), 'users/7/profile-5001.jpg');
  });

  it('removes the picture file when the account is deleted', async () => {
    const bea = await createSignedInUser(t, { username: 'beapicture' });
    const stored = await put(await uploadUrl(bea.tokens), pictures.jpeg!);
    assert.equal(stored.status, 200);
    const pictureUrl = new URL(stored.body.user.profile_picture).pathname;
    assert.equal((await call(t.app, 'DELETE', '/v2/site/users', { token: bea.tokens, body: { password: TEST_PASSWORD } })).status, 204);
    assert.equal((await t.app.inject({ method: 'GET', url: pictureUrl })).statusCode, 404);
  });
});

describe('attacks', () => {
  const expectError = (reply: { status: number; body: any }, status: number, code: string) => {
    assert.equal(reply.status, status, JSON.stringify(reply.body));
    assert.equal(reply.body.errors.code, code);
  };

  it('refuses a body over 5 MB with 413 IMAGE_TOO_LARGE, declared or streamed', async () => {
    const big = Buffer.concat([pictures.jpeg!, Buffer.alloc(PROFILE_PICTURE_MAX_BYTES, 1)]);
    const declared = await put(await uploadUrl(), big);
    expectError(declared, 413, 'IMAGE_TOO_LARGE');
    assert.equal(declared.body.message, 'The picture is larger than 5 MB.');
    // a chunked body (no Content-Length) is cut off once it passes the limit
    const streamed = await put(await uploadUrl(), Readable.from([big.subarray(0, 3_000_000), big.subarray(3_000_000)]));
    expectError(streamed, 413, 'IMAGE_TOO_LARGE');
    // far over fastify's own limits too
    const huge = await put(await uploadUrl(), Buffer.alloc(20 * 1024 * 1024, 1));
    expectError(huge, 413, 'IMAGE_TOO_LARGE');
    // exactly at the limit is not "too large" (it fails later as an unreadable picture)
    const atLimit = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(PROFILE_PICTURE_MAX_BYTES - 3, 0)]);
    expectError(await put(await uploadUrl(), atLimit), 415, 'UNSUPPORTED_IMAGE');
  });

  it('refuses what is not a JPEG or PNG with 415 UNSUPPORTED_IMAGE, whatever it claims to be', async () => {
    const cases: Array<[string, Buffer, string]> = [
      ['text renamed .png', Buffer.from('just some text, not a picture at all'), 'image/png'],
      ['a PNG sent as text', pictures.png!, 'text/plain'],
      ['a JPEG sent as JSON', pictures.jpeg!, 'application/json'],
      ['a GIF', pictures.gif!, 'image/gif'],
      ['an SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400"><script>alert(1)</script></svg>'), 'image/svg+xml'],
      ['an HTML page', Buffer.from('<!doctype html><script>alert(1)</script>'), 'image/jpeg'],
      ['a JPEG header and noise', Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(5000, 0x42)]), 'image/jpeg'],
      ['a truncated JPEG', pictures.jpeg!.subarray(0, Math.floor(pictures.jpeg!.length / 3)), 'image/jpeg'],
      ['a truncated PNG', pictures.png!.subarray(0, pictures.png!.length - 40), 'image/png'],
      ['a PNG signature only', pictures.png!.subarray(0, 8), 'image/png'],
      ['an empty body', Buffer.alloc(0), 'image/jpeg'],
    ];
    for (const [name, bytes, type] of cases) {
      const reply = await put(await uploadUrl(), bytes, type);
      assert.ok(reply.status === 415 || reply.status === 422, `${name}: ${reply.status} ${reply.raw}`);
      assert.equal(reply.body.errors.code, reply.status === 415 ? 'UNSUPPORTED_IMAGE' : 'IMAGE_TOO_SMALL', name);
    }
    assert.equal((await call<User>(t.app, 'GET', '/v2/site/users', { token: ann.tokens })).body.profile_picture, null);
  });

  it('refuses a picture under 200 x 200 pixels with 422 IMAGE_TOO_SMALL', async () => {
    const reply = await put(await uploadUrl(), pictures.small!, 'image/png');
    expectError(reply, 422, 'IMAGE_TOO_SMALL');
    assert.equal(reply.body.message, 'The picture must be at least 200 × 200 pixels.');
  });

  it('refuses tampered, expired, used and foreign upload URLs with 401', async () => {
    const url = await uploadUrl();
    const token = url.split('/').pop()!;
    expectError(await put(`/v2/site/users/profile_picture/${tamperedToken(token)}`, pictures.jpeg!), 401, 'UNAUTHORIZED');
    expectError(await put('/v2/site/users/profile_picture/not-a-token', pictures.jpeg!), 401, 'UNAUTHORIZED');
    // an access token is not an upload token
    expectError(await put(`/v2/site/users/profile_picture/${ann.tokens.access_token}`, pictures.jpeg!), 401, 'UNAUTHORIZED');
    const elevenMinutesAgo = new UploadTokens(t.database.db, () => Date.now() - 11 * 60_000);
    const expired = await elevenMinutesAgo.sign({ userId: ann.id, currentPicture: '' });
    expectError(await put(`/v2/site/users/profile_picture/${expired}`, pictures.jpeg!), 401, 'UNAUTHORIZED');
    // a URL works once
    assert.equal((await put(url, pictures.jpeg!)).status, 200);
    expectError(await put(url, pictures.jpeg!), 401, 'UNAUTHORIZED');
  });

  it('answers 401 for the upload URL call without a token or with a tampered one', async () => {
    for (const token of [undefined, tamperedToken(ann.tokens.access_token)]) {
      const reply = await call(t.app, 'POST', '/v2/site/users/upload_profile_picture', { token });
      expectError(reply, 401, 'UNAUTHORIZED');
    }
  });
});
