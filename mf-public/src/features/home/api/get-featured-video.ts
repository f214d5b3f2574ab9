import { getSermons, type SermonListParams } from '@sermon/shared-contracts/api/get-sermons';
import type { Sermon } from '@sermon/shared-contracts/entities/sermon';
import { useApiClient } from '../../../components/api/use-api-client';
import { useQuery, type QueryResult } from '../../../components/api/use-query';

/** The newest published video sermons: the home page features the first one that has a preview clip. */
export const RECENT_VIDEOS: SermonListParams = { requireVideo: true, sortBy: 'newest-published' };

/** A few to pick from, since a video still being processed has no preview clip yet. */
const CANDIDATES = 5;

/** The home page's featured video, or null when no recent video has a preview clip (or the load failed). */
export function useFeaturedVideo(): QueryResult<Sermon | null> {
  const client = useApiClient();
  return useQuery(
    `featured-video:${client.locale}`,
    async (signal) => {
      try {
        const list = await getSermons(client, { ...RECENT_VIDEOS, pageSize: CANDIDATES, liteBroadcaster: true }, { signal });
        return list.results.find((sermon) => sermon.videoPreviewURL) ?? null;
      } catch (error) {
        // spec doc 2 §8: a failed secondary load is reported and shows nothing
        if (!signal.aborted) console.warn('featured video: could not load recent videos', error);
        return null;
      }
    },
    // a secondary part of the page: the shell's progress bar follows the sermon grids
    { progress: false },
  );
}
