// Raw transcripts are for signed-in users only (spec doc 1 §6 "Only logged-in users may download a raw
// transcript"), also when asked for by their /media URL. Captions stay public: the player shows them to everyone.
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sermonMedia } from '../../db/schema';
import { contentTypeFor } from './content-types';

/**
 * The files players stream in bulk: audio, video, HLS playlists and segments, images. No transcript is stored as one
 * of these, so their requests (a Range request per seek, one per 2-second HLS segment) skip the database lookup;
 * any other file (text, documents, captions, JSON, unknown extensions) is looked up.
 */
function isStreamedMediaType(contentType: string): boolean {
  return /^(audio|video|image)\//.test(contentType) || contentType.startsWith('application/vnd.apple.mpegurl');
}

/** Whether a storage key is a sermon's transcript (a sermon_media row of mediaType 'transcript'). */
export async function isTranscriptFile(db: Db, storageKey: string): Promise<boolean> {
  if (isStreamedMediaType(contentTypeFor(storageKey))) return false;
  const [row] = await db
    .select({ id: sermonMedia.id })
    .from(sermonMedia)
    .where(and(eq(sermonMedia.storageKey, storageKey), eq(sermonMedia.mediaType, 'transcript')))
    .limit(1);
  return row !== undefined;
}
