// Translated labels of the sermon sort options, media filters and duration ranges.
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { MediaFilter } from '@sermon/shared-contracts/constants/media-filter';
import type { SermonSortBy } from '@sermon/shared-contracts/constants/sermon-sort';

export const SORT_LABELS: Record<SermonSortBy, MessageDescriptor> = {
  newest: msg`Newest`,
  'newest-published': msg`Recently published`,
  oldest: msg`Oldest`,
  pickdate: msg`Staff picks`,
  updated: msg`Recently updated`,
  added: msg`Recently added`,
  title: msg`Title`,
  speaker: msg`Speaker`,
  series: msg({ message: 'Series', context: 'one series' }),
  event: msg`Event type`,
  language: msg`Language`,
  bible: msg`Bible order`,
  downloads: msg`Most downloaded`,
  plays: msg`Most played`,
  audioplays: msg`Most audio plays`,
  videoplays: msg`Most video plays`,
  lastplayed: msg`Recently played`,
  commentcount: msg`Most comments`,
  random: msg`Random`,
  relevance: msg`Relevance`,
};

export const MEDIA_LABELS: Record<MediaFilter, MessageDescriptor> = {
  audio: msg`Audio`,
  video: msg`Video`,
  pdf: msg`PDF`,
  none: msg`No media`,
};

/** Label of a duration range in whole minutes. */
export function durationLabel(minSeconds: number, maxSeconds: number | null): MessageDescriptor {
  const min = Math.round(minSeconds / 60);
  if (maxSeconds === null) return msg`Over ${min} minutes`;
  const max = Math.round(maxSeconds / 60);
  if (min === 0) return msg`Under ${max} minutes`;
  return msg`${min}–${max} minutes`;
}
