// The two queries of play counting: which sermon (if any) a media file plays, and counting one play of it.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { sermonMedia, sermons } from '../../../db/schema';

export type PlayKind = 'audio' | 'video';

export interface PlayableFile {
  sermonId: string;
  kind: PlayKind;
}

/** The sermon an audio or video file (an HLS master playlist is a video row) belongs to; other files play nothing. */
export async function playableFileByKey(db: Db, storageKey: string): Promise<PlayableFile | null> {
  const [row] = await db
    .select({ sermonId: sermonMedia.sermonId, kind: sermonMedia.kind })
    .from(sermonMedia)
    .where(and(eq(sermonMedia.storageKey, storageKey), inArray(sermonMedia.kind, ['audio', 'video'])))
    // a file shared by several sermons counts for the first of them, always the same one
    .orderBy(asc(sermonMedia.sermonId))
    .limit(1);
  return row ? { sermonId: row.sermonId, kind: row.kind as PlayKind } : null;
}

/** One play: audio plays are the sermon's downloadCount, video plays its videoDownloadCount (spec doc 1 §3). */
export async function recordPlay(db: Db, play: PlayableFile, atSeconds: number): Promise<void> {
  const set =
    play.kind === 'audio'
      ? { downloadCount: sql`${sermons.downloadCount} + 1`, lastAudioAccessAt: atSeconds }
      : { videoDownloadCount: sql`${sermons.videoDownloadCount} + 1`, lastVideoAccessAt: atSeconds };
  await db.update(sermons).set(set).where(eq(sermons.id, play.sermonId));
}
