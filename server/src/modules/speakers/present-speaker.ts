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

export function presentSpeaker(
  row: SpeakerRow,
  stats: SpeakerStats | undefined,
  url: UrlBuilder,
  lite = false,
): Speaker {
  const portrait = url(artworkPath('speakers', row.id));
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
  };
}
