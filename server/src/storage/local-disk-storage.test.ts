import assert from 'node:assert/strict';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { after, before, describe, it } from 'node:test';
import { LocalDiskStorage } from './local-disk-storage';
import { InvalidStorageKeyError } from './storage';

describe('LocalDiskStorage', () => {
  let root: string;
  let storage: LocalDiskStorage;
  before(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'storage-test-'));
    storage = new LocalDiskStorage(root);
  });
  after(() => rm(root, { recursive: true, force: true }));

  it('stores, stats, reads a range of and deletes an object', async () => {
    await storage.put('a/b/file.txt', Buffer.from('0123456789'));
    assert.equal((await storage.stat('a/b/file.txt'))?.size, 10);
    assert.equal(await text(storage.get('a/b/file.txt', { start: 2, end: 4 })), '234');
    assert.equal(await text(storage.get('a/b/file.txt')), '0123456789');
    await storage.delete('a/b/file.txt');
    assert.equal(await storage.stat('a/b/file.txt'), null);
  });

  it('refuses keys that could leave the root', () => {
    for (const key of ['../x', '/etc/passwd', 'a//b', 'a/./b', '']) {
      assert.throws(() => storage.pathOf(key), InvalidStorageKeyError);
    }
  });

  it('answers null for a directory or a missing object', async () => {
    await storage.put('dir/inner.txt', Buffer.from('x'));
    assert.equal(await storage.stat('dir'), null);
    assert.equal(await storage.stat('missing/file'), null);
  });

  it('stores a copy of a local file and lends the stored file itself to a tool', async () => {
    const source = path.join(root, 'outside.bin');
    await writeFile(source, 'made by ffmpeg');
    await storage.putFile('x/y/copy.bin', source);
    assert.equal(await readFile(source, 'utf8'), 'made by ffmpeg', 'the source stays');
    const seen = await storage.withLocalFile('x/y/copy.bin', async (filePath) => {
      assert.equal(filePath, storage.pathOf('x/y/copy.bin'));
      return readFile(filePath, 'utf8');
    });
    assert.equal(seen, 'made by ffmpeg');
    await assert.rejects(storage.withLocalFile('x/y/none.bin', async () => 1), { code: 'ENOENT' });
  });

  it('takes a file over with move instead of copying it', async () => {
    const source = path.join(root, 'upload.partial');
    await writeFile(source, 'eight gigabytes, say');
    await storage.putFile('sermons/1/g/original.mp4', source, { move: true });
    assert.equal(await readFile(storage.pathOf('sermons/1/g/original.mp4'), 'utf8'), 'eight gigabytes, say');
    await assert.rejects(readFile(source), { code: 'ENOENT' });
  });
});
