// The sermon_media rows the pipeline writes, and the sermon's media flags. A rendition's row is written only after
// its file is stored, in one transaction with the removal of the rows it replaces, so a listener sees the old
// rendition or the new one and never a row without a file. Files of replaced rows are deleted afterwards.
import { and, desc, eq, inArray, isNull, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { mediaUploads, sermonMedia, sermons } from '../../db/schema';
import type { Storage } from '../../storage/storage';

export type SermonMediaInsert = Omit<typeof sermonMedia.$inferInsert, 'id' | 'sermonId'>;
export type SermonFlags = Partial<
  Pick<
    typeof sermons.$inferInsert,
    'hasAudio' | 'hasVideo' | 'hasPdf' | 'audioDurationSeconds' | 'videoDurationSeconds' | 'audioMediaStatus' | 'videoMediaStatus'
  >
>;

export interface ReplaceRows {
  sermonId: string;
  /** rows with these encodings (and `language`, when given) are replaced by `rows` */
  encodings: readonly string[];
  language?: string | null;
  rows: SermonMediaInsert[];
  flags?: SermonFlags;
}

/** Writes `rows` in place of the sermon's rows of the same encodings; returns the storage keys no longer used. */
export async function replaceMediaRows(db: Db, storage: Storage, change: ReplaceRows): Promise<void> {
  const orphaned = await db.transaction(async (tx) => {
    const where = and(
      eq(sermonMedia.sermonId, change.sermonId),
      inArray(sermonMedia.encoding, [...change.encodings]),
      change.language === undefined
        ? undefined
        : change.language === null
          ? isNull(sermonMedia.language)
          : eq(sermonMedia.language, change.language),
    );
    const old = await tx.delete(sermonMedia).where(where).returning({ storageKey: sermonMedia.storageKey });
    if (change.rows.length) await tx.insert(sermonMedia).values(change.rows.map((row) => ({ ...row, sermonId: change.sermonId })));
    if (change.flags && Object.keys(change.flags).length) {
      await tx.update(sermons).set({ ...change.flags, updatedAt: nowSeconds() }).where(eq(sermons.id, change.sermonId));
    }
    const kept = new Set(change.rows.map((row) => row.storageKey));
    return old.map((row) => row.storageKey).filter((key) => !kept.has(key));
  });
  await deleteUnreferencedFiles(db, storage, orphaned);
}

/** Removes rows (by kind/encoding/language) and their files, and sets the flags, in one go. */
export async function removeMediaRows(
  db: Db,
  storage: Storage,
  sermonId: string,
  match: { kinds?: string[]; encodings?: string[]; mediaTypes?: string[]; language?: string | null },
  flags?: SermonFlags,
): Promise<number> {
  const orphaned = await db.transaction(async (tx) => {
    const old = await tx
      .delete(sermonMedia)
      .where(
        and(
          eq(sermonMedia.sermonId, sermonId),
          match.kinds ? inArray(sermonMedia.kind, match.kinds) : undefined,
          match.encodings ? inArray(sermonMedia.encoding, match.encodings) : undefined,
          match.mediaTypes ? inArray(sermonMedia.mediaType, match.mediaTypes) : undefined,
          match.language ? eq(sermonMedia.language, match.language) : undefined,
        ),
      )
      .returning({ storageKey: sermonMedia.storageKey });
    if (flags && Object.keys(flags).length) await tx.update(sermons).set({ ...flags, updatedAt: nowSeconds() }).where(eq(sermons.id, sermonId));
    return old.map((row) => row.storageKey);
  });
  await deleteUnreferencedFiles(db, storage, orphaned);
  return orphaned.length;
}

/**
 * Deletes files no row points at any more. An HLS master also takes its variant playlists and segments along, which
 * have no rows of their own; an upload's original is kept (it stays the source of a re-encode until it is replaced).
 */
async function deleteUnreferencedFiles(db: Db, storage: Storage, keys: string[]): Promise<void> {
  const unique = [...new Set(keys)];
  if (!unique.length) return;
  const still = await db.select({ key: sermonMedia.storageKey }).from(sermonMedia).where(inArray(sermonMedia.storageKey, unique));
  const used = new Set(still.map((row) => row.key));
  const originals = await db.select({ key: mediaUploads.storageKey }).from(mediaUploads).where(inArray(mediaUploads.storageKey, unique));
  for (const row of originals) if (row.key) used.add(row.key);
  for (const key of unique) {
    if (used.has(key)) continue;
    await storage.delete(key).catch(() => {});
  }
}

export async function setSermonFlags(db: Db, sermonId: string, flags: SermonFlags): Promise<void> {
  await db.update(sermons).set({ ...flags, updatedAt: nowSeconds() }).where(eq(sermons.id, sermonId));
}

export type UploadRow = typeof mediaUploads.$inferSelect;

export async function findUpload(db: Db, guid: string): Promise<UploadRow | undefined> {
  const [row] = await db.select().from(mediaUploads).where(eq(mediaUploads.guid, guid)).limit(1);
  return row;
}

export async function setUploadState(db: Db, guid: string, state: UploadRow['state'], error: string | null = null): Promise<void> {
  await db
    .update(mediaUploads)
    .set({ state, error, ...(state === 'done' || state === 'failed' ? { completedAt: Date.now() } : {}) })
    .where(eq(mediaUploads.guid, guid));
}

/**
 * The newest usable upload of the given types for a sermon (received and not failed): the source an encode works
 * from. A job whose source is no longer this one was overtaken by a new upload and must not write anything.
 */
export async function currentSource(db: Db, sermonId: string, uploadTypes: string[]): Promise<UploadRow | undefined> {
  const [row] = await db
    .select()
    .from(mediaUploads)
    .where(
      and(
        eq(mediaUploads.sermonId, sermonId),
        inArray(mediaUploads.uploadType, uploadTypes),
        notInArray(mediaUploads.state, ['pending', 'failed']),
        sql`${mediaUploads.storageKey} is not null`,
      ),
    )
    .orderBy(desc(mediaUploads.createdAt), desc(mediaUploads.guid))
    .limit(1);
  return row;
}

/** True when the sermon got a newer upload of these types than `guid` (so `guid`'s output is outdated). */
export async function isSuperseded(db: Db, sermonId: string, guid: string, uploadTypes: string[]): Promise<boolean> {
  const current = await currentSource(db, sermonId, uploadTypes);
  return current !== undefined && current.guid !== guid;
}

export async function sermonMediaOf(db: Db, sermonId: string, kinds?: string[]) {
  return db
    .select()
    .from(sermonMedia)
    .where(and(eq(sermonMedia.sermonId, sermonId), kinds ? inArray(sermonMedia.kind, kinds) : undefined))
    .orderBy(sermonMedia.id);
}

/** Encodings of one kind except those listed: what a new upload of that kind leaves behind. */
export async function otherEncodings(db: Db, sermonId: string, kind: string, keep: string[]): Promise<string[]> {
  const rows = await db
    .selectDistinct({ encoding: sermonMedia.encoding })
    .from(sermonMedia)
    .where(and(eq(sermonMedia.sermonId, sermonId), eq(sermonMedia.kind, kind), keep.length ? notInArray(sermonMedia.encoding, keep) : undefined));
  return rows.map((row) => row.encoding);
}

export function nowSeconds(): number {
  return Math.floor(Date.now() / 1000);
}

