// Picks the media storage from the configuration: local disk under the data dir, or an S3-compatible bucket.
import path from 'node:path';
import type { ServerConfig } from '../config';
import { LocalDiskStorage } from './local-disk-storage';
import { S3Storage } from './s3-storage';
import type { Storage } from './storage';

export function createStorage(config: Pick<ServerConfig, 'dataDir' | 's3'>, mediaRoot = path.join(config.dataDir, 'media')): Storage {
  if (!config.s3) return new LocalDiskStorage(mediaRoot);
  // downloads for ffmpeg go under the data dir: a long video would not fit a small /tmp
  return new S3Storage({ ...config.s3, tempDir: path.join(config.dataDir, 'tmp', 's3-local') });
}
