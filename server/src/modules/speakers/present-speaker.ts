// Database rows -> the Speaker JSON of api-shapes §1.3.
import type { Speaker } from '@sermon/shared-contracts/entities/speaker';
import type { speakers } from '../../db/schema';
import type { UrlBuilder } from '../../http/public-url';
import { albumArtTemplate, artworkPath } from '../artwork/artwork-urls';

export type SpeakerRow = typeof speakers.$inferSelect;

export interface SpeakerStats {
  sermonCount: number;
  mostRecentPreachDate: string | null;
}

/** Storage key of a speaker image generation (P1 stores uploads there). */
export function speakerImageKey(speakerId: number, generation: number): string {
  return `images/speaker/${speakerId}/${generation}.jpg`;
}

/** The live uploaded portrait under /media, or null while generation 0 (no image) is live. */
export function speakerImagePath(row: Pick<SpeakerRow, 'id' | 'imageLiveGeneration'>): string | null {
  const generation = row.imageLiveGeneration ?? 0;
  return generation > 0 ? `/media/${speakerImageKey(row.id, generation)}` : null;
}

export function presentSpeaker(
  row: SpeakerRow,
  stats: SpeakerStats | undefined,
  url: UrlBuilder,
  lite = false,
): Speaker {
  const portrait = url(speakerImagePath(row) ?? artworkPath('speakers', row.id));
  return {
    type: lite ? 'lite_sermon_speaker' : 'speaker',
    speakerID: row.id,
    displayName: row.displayName,
    sortName: row.sortName,
    bio: row.bio,
    portraitURL: portrait,
    portraitURLResizable: portrait,
    roundedThumbnailImageURL: portrait,
    roundedThumbnailImageURLResizable: portrait,
    albumArtURL: url(albumArtTemplate('speakers', row.id)),
    mostRecentPreachDate: stats?.mostRecentPreachDate ?? null,
    sermonCount: stats?.sermonCount ?? 0,
    followed: false,
    broadcasterLock: row.broadcasterLock ?? null,
    imageLiveGeneration: row.imageLiveGeneration ?? 0,
    imageMaxGeneration: row.imageMaxGeneration ?? 0,
  };
}
