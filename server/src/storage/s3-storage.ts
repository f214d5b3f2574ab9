// Storage in an S3-compatible bucket (AWS, or a self-hosted store such as MinIO), chosen with STORAGE=s3.
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { assertValidKey, type ByteRange, type Storage, type StoredObjectInfo } from './storage';

export interface S3StorageConfig {
  /** e.g. http://127.0.0.1:9000 for a self-hosted store; absent means AWS for the region */
  endpoint?: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** key prefix inside the bucket, e.g. 'media' (no slashes at either end) */
  prefix?: string;
  /** where withLocalFile downloads objects; default the OS temp dir (set it to the data dir for big videos) */
  tempDir?: string;
}

export class S3Storage implements Storage {
  readonly client: S3Client;

  constructor(private readonly config: S3StorageConfig) {
    this.client = new S3Client({
      region: config.region,
      endpoint: config.endpoint,
      // path-style (endpoint/bucket/key) works on every S3-compatible store; virtual hosts need DNS per bucket
      forcePathStyle: true,
      // with the default (WHEN_SUPPORTED) a stream body is sent aws-chunked with a trailing checksum, which several
      // S3-compatible stores save as part of the object (backend-stack notes §5); checksums only where required
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
    });
  }

  private objectKey(key: string): string {
    assertValidKey(key);
    return this.config.prefix ? `${this.config.prefix}/${key}` : key;
  }

  async put(key: string, data: Buffer | Readable): Promise<void> {
    // Upload sends small bodies in one request and streams of unknown length as a multipart upload (5 MB parts)
    await new Upload({
      client: this.client,
      params: { Bucket: this.config.bucket, Key: this.objectKey(key), Body: data },
      queueSize: 2,
    }).done();
  }

  async putFile(key: string, filePath: string, options: { move?: boolean } = {}): Promise<void> {
    await this.put(key, createReadStream(filePath));
    if (options.move) await rm(filePath, { force: true });
  }

  async stat(key: string): Promise<StoredObjectInfo | null> {
    try {
      const head = await this.client.send(new HeadObjectCommand({ Bucket: this.config.bucket, Key: this.objectKey(key) }));
      return { size: head.ContentLength ?? 0, modifiedAt: head.LastModified ?? new Date(0) };
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  /**
   * The interface hands back a stream at once (as a file read does), while S3 answers later: the body is piped
   * into a PassThrough when it arrives. A missing object errors the stream with code ENOENT, as on local disk.
   */
  get(key: string, range?: ByteRange): Readable {
    const out = new PassThrough();
    const objectKey = this.objectKey(key);
    this.client
      .send(
        new GetObjectCommand({
          Bucket: this.config.bucket,
          Key: objectKey,
          Range: range ? `bytes=${range.start}-${range.end}` : undefined,
        }),
      )
      .then((response) => {
        const body = response.Body as Readable | undefined;
        if (!body) {
          out.end();
          return;
        }
        body.on('error', (error) => out.destroy(error));
        out.on('close', () => body.destroy());
        body.pipe(out);
      })
      .catch((error: unknown) => {
        if (isNotFound(error)) {
          out.destroy(Object.assign(new Error(`no such object: ${key}`), { code: 'ENOENT' }));
        } else {
          out.destroy(error as Error);
        }
      });
    return out;
  }

  async delete(key: string): Promise<void> {
    // S3 answers 204 for a missing key too, like rm --force
    await this.client.send(new DeleteObjectCommand({ Bucket: this.config.bucket, Key: this.objectKey(key) }));
  }

  async withLocalFile<T>(key: string, work: (filePath: string) => Promise<T>, signal?: AbortSignal): Promise<T> {
    const base = this.config.tempDir ?? os.tmpdir();
    await mkdir(base, { recursive: true });
    const dir = await mkdtemp(path.join(base, 's3-local-'));
    try {
      const filePath = path.join(dir, path.basename(key));
      await pipeline(this.get(key), createWriteStream(filePath), { signal });
      return await work(filePath);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }
}

function isNotFound(error: unknown): boolean {
  if (error instanceof S3ServiceException) {
    return error.name === 'NotFound' || error.name === 'NoSuchKey' || error.$metadata?.httpStatusCode === 404;
  }
  return false;
}
