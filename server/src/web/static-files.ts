// Serves built frontend files: precompressed .gz when the client takes gzip, and the cache policy
// the federation runtime needs (entry points re-checked every time, hashed chunks cached for good).
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { contentTypeFor } from '../modules/media/content-types';

/** Files whose URL never changes between deployments. */
const ENTRY_FILES = new Set(['index.html', 'remotes.json', 'mf-manifest.json', 'remoteEntry.js', 'build-id.txt', 'mf-stats.json']);
/** webpack's [contenthash] in a name: main.3f9a1c2b.js, 123.3f9a1c2b4d5e6f70.chunk.js */
const HASHED_NAME = /[.-][0-9a-f]{8,}\./i;

export const NO_CACHE = 'no-cache';
export const IMMUTABLE = 'public, max-age=31536000, immutable';
const SHORT_CACHE = 'public, max-age=3600';

export function cacheControlFor(fileName: string): string {
  const base = path.basename(fileName);
  if (ENTRY_FILES.has(base)) return NO_CACHE;
  return HASHED_NAME.test(base) ? IMMUTABLE : SHORT_CACHE;
}

/** Resolves a URL path inside a root, refusing anything that climbs out. */
export function resolveInside(root: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const resolved = path.resolve(root, `.${path.posix.normalize(`/${decoded}`)}`);
  return resolved === root || resolved.startsWith(`${root}${path.sep}`) ? resolved : null;
}

async function fileSize(filePath: string): Promise<number | null> {
  try {
    const info = await stat(filePath);
    return info.isFile() ? info.size : null;
  } catch {
    return null;
  }
}

export async function isFile(filePath: string): Promise<boolean> {
  return (await fileSize(filePath)) !== null;
}

export interface ServeOptions {
  cacheControl?: string;
  cors?: boolean;
}

/** Sends the file if it exists and returns true; returns false (sending nothing) otherwise. */
export async function sendStaticFile(
  request: FastifyRequest,
  reply: FastifyReply,
  filePath: string,
  options: ServeOptions = {},
): Promise<boolean> {
  const size = await fileSize(filePath);
  if (size === null) return false;
  const acceptsGzip = /\bgzip\b/i.test(String(request.headers['accept-encoding'] ?? ''));
  const gzSize = await fileSize(`${filePath}.gz`);
  reply
    .header('Content-Type', contentTypeFor(filePath))
    .header('Cache-Control', options.cacheControl ?? cacheControlFor(filePath));
  if (options.cors) reply.header('Access-Control-Allow-Origin', '*');
  if (gzSize !== null) reply.header('Vary', 'Accept-Encoding');
  const useGzip = gzSize !== null && acceptsGzip;
  if (useGzip) reply.header('Content-Encoding', 'gzip');
  reply.header('Content-Length', String(useGzip ? gzSize : size));
  if (request.method === 'HEAD') {
    await reply.send();
  } else {
    await reply.send(createReadStream(useGzip ? `${filePath}.gz` : filePath));
  }
  return true;
}
