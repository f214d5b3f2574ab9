// The sermon's video thumbnail for oEmbed, with the pixel size oEmbed requires beside its URL (read from the
// JPEG's header once per file and remembered).
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sermonMedia } from '../../db/schema';
import type { UrlBuilder } from '../../http/public-url';
import type { Storage } from '../../storage/storage';
import { mediaPath } from '../sermons/present-sermon';
import { jpegSize } from './jpeg-size';

export interface OEmbedThumbnail {
  url: string;
  width: number;
  height: number;
}

/** The frame header sits in the first few KB of a thumbnail; 64 KB leaves room for large EXIF blocks. */
const HEAD_BYTES = 64 * 1024;
/** Sizes of this many files are remembered (a thumbnail is replaced under a new key, so entries never go stale). */
const CACHE_LIMIT = 1000;
const sizes = new Map<string, { width: number; height: number } | null>();

async function readHead(storage: Storage, key: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of storage.get(key, { start: 0, end: HEAD_BYTES - 1 })) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

async function sizeOf(storage: Storage, key: string): Promise<{ width: number; height: number } | null> {
  if (sizes.has(key)) return sizes.get(key)!;
  let size: { width: number; height: number } | null = null;
  try {
    if (await storage.stat(key)) size = jpegSize(await readHead(storage, key));
  } catch {
    // an unreadable file has no size: the answer goes without a thumbnail
    size = null;
  }
  if (sizes.size >= CACHE_LIMIT) sizes.delete(sizes.keys().next().value!);
  sizes.set(key, size);
  return size;
}

/** The thumbnail of a sermon, or null when it has none, or none whose size can be read. */
export async function sermonThumbnail(db: Db, storage: Storage, sermonID: string, url: UrlBuilder): Promise<OEmbedThumbnail | null> {
  const rows = await db
    .select({ storageKey: sermonMedia.storageKey, contentType: sermonMedia.contentType })
    .from(sermonMedia)
    .where(and(eq(sermonMedia.sermonId, sermonID), eq(sermonMedia.kind, 'thumbnail')))
    .limit(1);
  const row = rows[0];
  if (!row || row.contentType !== 'image/jpeg') return null;
  const size = await sizeOf(storage, row.storageKey);
  return size ? { url: url(mediaPath(row.storageKey)), ...size } : null;
}
