// A speaker (api-shapes §1.3). Lite speakers keep every key and change only `type`.

export type SpeakerType = 'speaker' | 'lite_sermon_speaker';

export interface Speaker {
  type: SpeakerType;
  speakerID: number;
  displayName: string;
  /** "Last, First", never null */
  sortName: string;
  bio: string | null;
  portraitURL: string;
  portraitURLResizable: string;
  roundedThumbnailImageURL: string;
  roundedThumbnailImageURLResizable: string;
  /** URL template with `{size}` placeholders */
  albumArtURL: string;
  mostRecentPreachDate: string | null;
  sermonCount: number | null;
  followed: boolean;
  /** dashboard fields (issue 5): the broadcaster allowed to edit it (null = site admins only) */
  broadcasterLock?: string | null;
  /** image generation shown now (0 = none) and the newest uploaded; rollback_image moves the live one */
  imageLiveGeneration?: number;
  imageMaxGeneration?: number;
}

export type SpeakerGroup = 'featured' | 'choice' | 'classic' | 'reformer' | 'puritan';

/** Names the spec treats as placeholders, not real people. */
export const GENERIC_SPEAKER_NAMES = ['Various Speakers', 'Unknown Speaker'] as const;

export function isGenericSpeaker(speaker: Pick<Speaker, 'displayName'>): boolean {
  return (GENERIC_SPEAKER_NAMES as readonly string[]).includes(speaker.displayName);
}
