// A local S3 server (s3rver) for tests of the S3 storage: started on a free port with one bucket, in a temp dir.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { S3StorageConfig } from './s3-storage';

export interface S3TestServer {
  /** a config for S3Storage pointing at this server */
  config: S3StorageConfig;
  close(): Promise<void>;
}

export async function startS3TestServer(bucket = 'sermon-media-test'): Promise<S3TestServer> {
  const directory = await mkdtemp(path.join(os.tmpdir(), 's3rver-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket }] });
  const address = await server.run();
  return {
    // s3rver accepts its fixed default credentials
    config: {
      endpoint: `http://127.0.0.1:${address.port}`,
      bucket,
      region: 'us-east-1',
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
    },
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
