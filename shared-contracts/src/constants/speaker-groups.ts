// Speaker groups and sorts (spec doc 1 §3 Speaker).
import type { SpeakerGroup } from '../entities/speaker';

export const SPEAKER_GROUPS: readonly SpeakerGroup[] = ['featured', 'choice', 'classic', 'reformer', 'puritan'];

export const SPEAKER_SORT_OPTIONS = ['newest', 'sermon-count', 'name'] as const;
export type SpeakerSortBy = (typeof SPEAKER_SORT_OPTIONS)[number];
