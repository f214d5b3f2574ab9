// GET sermon_stats/aggregate: audio/video plays and downloads of some sermons, or the sums of a broadcaster.
import { BROADCASTER_KEY_SELECTOR, type ApiClient, type RequestOptions } from './create-api-client';
import type { SermonStatsAggregate } from '../entities/sermon-editor';

export type SermonStatsScope = { sermonIDs: readonly string[] } | { broadcasterID: string };

export function getSermonStatsAggregate(
  client: ApiClient,
  scope: SermonStatsScope,
  options: RequestOptions = {},
): Promise<SermonStatsAggregate> {
  return client.get<SermonStatsAggregate>('sermon_stats/aggregate', {
    ...options,
    noCache: true,
    query: { ...options.query, ...scope, key: BROADCASTER_KEY_SELECTOR },
  });
}
