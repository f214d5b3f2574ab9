// Query schemas of the speaker endpoints.
import { z } from 'zod';
import { PAGE_SIZES } from '@sermon/shared-contracts/constants/page-sizes';
import { SPEAKER_GROUPS, SPEAKER_SORT_OPTIONS } from '@sermon/shared-contracts/constants/speaker-groups';
import { booleanParam, choiceParam, choiceWithFallback, optionalParam, pagingShape, textParam } from '../../http/query-params';

export const speakerListQuery = z.object({
  ...pagingShape,
  broadcasterID: textParam(64),
  query: textParam(),
  includeUnpublished: booleanParam,
  sortBy: choiceWithFallback(SPEAKER_SORT_OPTIONS, 'name'),
});

export const discoverSpeakersQuery = z.object({
  ...pagingShape,
  group: choiceParam(SPEAKER_GROUPS),
  letter: optionalParam(z.string().trim().regex(/^\p{L}$/u, { error: 'must be a single letter' })),
  query: textParam(),
  sortBy: choiceWithFallback(SPEAKER_SORT_OPTIONS, 'name'),
});

export const DEFAULT_SPEAKER_PAGE_SIZE = PAGE_SIZES.speakers;
