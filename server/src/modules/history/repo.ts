// listening_history rows: upsert, one entry, a page of one user's entries (published sermons only), removal.
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { listeningHistory, sermonMedia, sermons } from '../../db/schema';
import { publishedAt } from '../sermons/visibility';

export interface HistoryRow {
  sermonId: string;
  playPosition: number;
  updatedAt: number;
}

const historyColumns = {
  sermonId: listeningHistory.sermonId,
  playPosition: listeningHistory.playPosition,
  updatedAt: listeningHistory.updatedAt,
};

export async function savePosition(db: Db, userId: number, sermonId: string, position: number, now: number): Promise<void> {
  await db
    .insert(listeningHistory)
    .values({ userId, sermonId, playPosition: position, updatedAt: now })
    .onConflictDoUpdate({
      target: [listeningHistory.userId, listeningHistory.sermonId],
      set: { playPosition: position, updatedAt: now },
    });
}

/** The longest of the sermon's audio, video and rendition durations, in seconds; null when none is known. */
export async function longestDuration(db: Db, sermonId: string): Promise<number | null> {
  const [[sermon], [media]] = await Promise.all([
    db
      .select({ audio: sermons.audioDurationSeconds, video: sermons.videoDurationSeconds })
      .from(sermons)
      .where(eq(sermons.id, sermonId)),
    db
      .select({ longest: sql<number | null>`max(${sermonMedia.durationSeconds})` })
      .from(sermonMedia)
      .where(eq(sermonMedia.sermonId, sermonId)),
  ]);
  const known = [sermon?.audio, sermon?.video, media?.longest].filter((value): value is number => typeof value === 'number');
  return known.length > 0 ? Math.max(...known) : null;
}

export async function findEntry(db: Db, userId: number, sermonId: string, now: number): Promise<HistoryRow | undefined> {
  const [row] = await db
    .select(historyColumns)
    .from(listeningHistory)
    .innerJoin(sermons, eq(sermons.id, listeningHistory.sermonId))
    .where(and(eq(listeningHistory.userId, userId), eq(listeningHistory.sermonId, sermonId), publishedAt(now)));
  return row;
}

export async function listEntries(
  db: Db,
  userId: number,
  page: number,
  pageSize: number,
  now: number,
): Promise<{ rows: HistoryRow[]; total: number }> {
  const where = and(eq(listeningHistory.userId, userId), publishedAt(now));
  const rows = await db
    .select(historyColumns)
    .from(listeningHistory)
    .innerJoin(sermons, eq(sermons.id, listeningHistory.sermonId))
    .where(where)
    .orderBy(desc(listeningHistory.updatedAt), desc(listeningHistory.sermonId))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const [counted] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(listeningHistory)
    .innerJoin(sermons, eq(sermons.id, listeningHistory.sermonId))
    .where(where);
  return { rows, total: counted?.total ?? 0 };
}

export async function clearHistory(db: Db, userId: number): Promise<void> {
  await db.delete(listeningHistory).where(eq(listeningHistory.userId, userId));
}

export async function deleteEntry(db: Db, userId: number, sermonId: string): Promise<void> {
  await db.delete(listeningHistory).where(and(eq(listeningHistory.userId, userId), eq(listeningHistory.sermonId, sermonId)));
}
