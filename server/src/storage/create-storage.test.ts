import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { loadConfig } from '../config';
import { createStorage } from './create-storage';
import { LocalDiskStorage } from './local-disk-storage';
import { S3Storage } from './s3-storage';

describe('storage choice', () => {
  it('keeps media on the local disk under the data dir unless STORAGE=s3', () => {
    const storage = createStorage(loadConfig({ DATA_DIR: '/srv/sermons' }));
    assert.ok(storage instanceof LocalDiskStorage);
    assert.equal(storage.root, '/srv/sermons/media');
    assert.ok(createStorage(loadConfig({ STORAGE: 'local' })) instanceof LocalDiskStorage);
  });

  it('uses an S3-compatible bucket with STORAGE=s3', () => {
    const config = loadConfig({
      STORAGE: 's3',
      S3_ENDPOINT: 'http://127.0.0.1:9000/',
      S3_BUCKET: 'media',
      S3_ACCESS_KEY_ID: 'id',
      S3_SECRET_ACCESS_KEY: 'secret',
    });
    assert.deepEqual(config.s3, {
      endpoint: 'http://127.0.0.1:9000',
      bucket: 'media',
      region: 'us-east-1',
      accessKeyId: 'id',
      secretAccessKey: 'secret',
    });
    const storage = createStorage(config);
    assert.ok(storage instanceof S3Storage);
    storage.client.destroy();
  });

  it('stops the start when STORAGE is unknown or S3 settings are missing, naming them', () => {
    assert.throws(() => loadConfig({ STORAGE: 'ftp' }), /STORAGE must be local or s3/);
    assert.throws(() => loadConfig({ STORAGE: 's3', S3_BUCKET: 'b' }), /STORAGE=s3 needs S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY/);
  });
});
