import assert from 'node:assert/strict';
import { randomBytes, createHash } from 'node:crypto';
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { buffer, text } from 'node:stream/consumers';
import { after, before, describe, it } from 'node:test';
import { skipOnSecondDatabasePass } from '../testing/database-pass';
import { S3Storage } from './s3-storage';
import { startS3TestServer, type S3TestServer } from './s3-test-server';
import { InvalidStorageKeyError } from './storage';

const sha = (data: Buffer) => createHash('sha256').update(data).digest('hex');

describe('S3Storage against a local S3 server', { skip: skipOnSecondDatabasePass() }, () => {
  let server: S3TestServer;
  let storage: S3Storage;
  let temp: string;
  before(async () => {
    server = await startS3TestServer();
    temp = await mkdtemp(path.join(os.tmpdir(), 's3-storage-test-'));
    storage = new S3Storage({ ...server.config, prefix: 'media', tempDir: temp });
  });
  after(async () => {
    storage?.client.destroy();
    await server?.close();
    await rm(temp, { recursive: true, force: true });
  });

  it('stores, stats, reads a range of and deletes an object', async () => {
    await storage.put('a/b/file.txt', Buffer.from('0123456789'));
    const info = await storage.stat('a/b/file.txt');
    assert.equal(info?.size, 10);
    assert.ok(info.modifiedAt instanceof Date);
    assert.equal(await text(storage.get('a/b/file.txt', { start: 2, end: 4 })), '234');
    assert.equal(await text(storage.get('a/b/file.txt')), '0123456789');
    await storage.delete('a/b/file.txt');
    assert.equal(await storage.stat('a/b/file.txt'), null);
  });

  it('answers null for a missing object, and its stream fails with ENOENT', async () => {
    assert.equal(await storage.stat('missing/file'), null);
    await assert.rejects(text(storage.get('missing/file')), (error: NodeJS.ErrnoException) => error.code === 'ENOENT');
    await storage.delete('missing/file');
  });

  it('keeps a 20 MB stream byte for byte (multipart) and serves ranges from its middle', async () => {
    const data = randomBytes(20 * 1024 * 1024);
    // a stream of unknown length in uneven chunks, as an upload arrives
    const chunks = Array.from({ length: 41 }, (_, i) => data.subarray(i * 512_000, (i + 1) * 512_000));
    await storage.put('big/video.mp4', Readable.from(chunks));
    assert.equal((await storage.stat('big/video.mp4'))?.size, data.length);
    assert.equal(sha(await buffer(storage.get('big/video.mp4'))), sha(data));
    const start = 7 * 1024 * 1024 + 13;
    const part = await buffer(storage.get('big/video.mp4', { start, end: start + 99_999 }));
    assert.ok(part.equals(data.subarray(start, start + 100_000)));
  });

  it('stores a local file and lends a local copy of an object, removed afterwards', async () => {
    const source = path.join(temp, 'source.bin');
    const data = randomBytes(300_000);
    await writeFile(source, data);
    await storage.putFile('files/source.bin', source);
    assert.equal((await storage.stat('files/source.bin'))?.size, data.length);

    let seenPath = '';
    const size = await storage.withLocalFile('files/source.bin', async (filePath) => {
      seenPath = filePath;
      assert.ok((await readFile(filePath)).equals(data));
      return (await stat(filePath)).size;
    });
    assert.equal(size, data.length);
    await assert.rejects(stat(seenPath), { code: 'ENOENT' });
    await assert.rejects(storage.withLocalFile('files/nothing.bin', async () => 1));
  });

  it('refuses keys that could leave the prefix', () => {
    for (const key of ['../x', '/etc/passwd', 'a//b']) {
      assert.throws(() => storage.get(key), InvalidStorageKeyError);
    }
  });
});
