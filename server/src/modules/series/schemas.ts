// Query schemas of the series endpoints.
import { z } from 'zod';
import { DISCOVER_SERIES_SORT_OPTIONS } from '@sermon/shared-contracts/constants/series-sort';
import { booleanParam, choiceWithFallback, textParam, pagingShape } from '../../http/query-params';

export const discoverSeriesQuery = z.object({
  ...pagingShape,
  staffPick: booleanParam,
  podcastEnabled: booleanParam,
  broadcasterID: textParam(64),
  query: textParam(),
  sortBy: choiceWithFallback(DISCOVER_SERIES_SORT_OPTIONS, 'recent'),
});
