// Deleting a sermon: its jobs stop, its row goes (media rows, uploads, events and scripture cascade) and the
// files it owns leave storage. Only keys under sermons/<sermonID>/ are its own: demo media under demo/ is
// shared by many sermons and stays.
import { rm } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../../app-context';
import { broadcasters, mediaUploads, sermonMedia, sermons } from '../../../db/schema';
import { cancelJobs } from '../../../jobs/job-queue';
import { LocalDiskStorage } from '../../../storage/local-disk-storage';
import type { Storage } from '../../../storage/storage';

export function sermonStoragePrefix(sermonID: string): string {
  return `sermons/${sermonID}/`;
}

/** A storage that can remove everything under a prefix at once (HLS renditions are hundreds of segments). */
interface PrefixDeletingStorage extends Storage {
  deletePrefix(prefix: string): Promise<void>;
}

function canDeletePrefix(storage: Storage): storage is PrefixDeletingStorage {
  return typeof (storage as Partial<PrefixDeletingStorage>).deletePrefix === 'function';
}

export async function deleteSermonEverywhere(ctx: Pick<AppContext, 'db' | 'storage'>, sermonID: string, log: FastifyBaseLogger): Promise<void> {
  const { db, storage } = ctx;
  await cancelJobs(db, { sermonId: sermonID });
  const prefix = sermonStoragePrefix(sermonID);
  const mediaKeys = await db.select({ key: sermonMedia.storageKey }).from(sermonMedia).where(eq(sermonMedia.sermonId, sermonID));
  const uploadKeys = await db.select({ key: mediaUploads.storageKey }).from(mediaUploads).where(eq(mediaUploads.sermonId, sermonID));
  const ownKeys = [...new Set([...mediaKeys, ...uploadKeys].map((r) => r.key).filter((k): k is string => !!k && k.startsWith(prefix)))];

  await db.transaction(async (tx) => {
    // the overview's highlighted sermon must not point at a sermon that is gone
    await tx.update(broadcasters).set({ highlightedSermonId: null }).where(eq(broadcasters.highlightedSermonId, sermonID));
    await tx.delete(sermons).where(inArray(sermons.id, [sermonID]));
  });

  // Files last: a failure here leaves orphan files (logged), never a sermon row pointing at missing files.
  try {
    for (const key of ownKeys) await storage.delete(key);
    if (canDeletePrefix(storage)) await storage.deletePrefix(prefix);
    else if (storage instanceof LocalDiskStorage) await rm(path.join(storage.root, 'sermons', sermonID), { recursive: true, force: true });
  } catch (error) {
    log.warn({ err: error, sermonID }, 'sermon deleted but some of its media files could not be removed');
  }
}
