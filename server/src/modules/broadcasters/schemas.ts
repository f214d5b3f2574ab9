// Query schemas of the broadcaster endpoints.
import { z } from 'zod';
import { SERIES_FILTER_OPTIONS, SERIES_SORT_OPTIONS, DEFAULT_SERIES_SORT } from '@sermon/shared-contracts/constants/series-sort';
import { BROADCASTER_REGIONS, BROADCASTER_SORT_OPTIONS } from '@sermon/shared-contracts/constants/broadcaster-lists';
import { BROADCASTER_CATEGORY, type BroadcasterCategory } from '@sermon/shared-contracts/entities/broadcaster';
import { booleanParam, choiceParam, choiceWithFallback, optionalParam, textParam, pagingShape } from '../../http/query-params';

export const broadcasterQuery = z.object({ lite: booleanParam });

export const broadcasterSeriesQuery = z.object({
  ...pagingShape,
  sort_by: choiceWithFallback(SERIES_SORT_OPTIONS, DEFAULT_SERIES_SORT),
  filterBy: choiceParam(SERIES_FILTER_OPTIONS),
});

export const discoverBroadcastersQuery = z.object({
  ...pagingShape,
  category: choiceParam(Object.keys(BROADCASTER_CATEGORY) as BroadcasterCategory[]),
  region: choiceParam(BROADCASTER_REGIONS),
  country: textParam(64),
  state: textParam(64),
  group: textParam(64),
  vacantPulpit: booleanParam,
  featured: booleanParam,
  podcast: booleanParam,
  letter: optionalParam(z.string().trim().regex(/^\p{L}$/u, { error: 'must be a single letter' })),
  query: textParam(),
  sortBy: choiceWithFallback(BROADCASTER_SORT_OPTIONS, 'name'),
});
