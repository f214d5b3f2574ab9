import { getDiscoverSpeakers, type DiscoverSpeakersParams } from '@sermon/shared-contracts/api/get-discover-speakers';
import { PAGE_SIZES } from '@sermon/shared-contracts/constants/page-sizes';
import type { Speaker } from '@sermon/shared-contracts/entities/speaker';
import { useApiClient } from '../../../components/api/use-api-client';
import { usePagedQuery, type PagedResult } from '../../../components/api/use-paged-query';
import { paramsKey } from '../../../components/api/query-key';

/** The speaker directory, a page at a time. */
export function useDiscoverSpeakers(params: DiscoverSpeakersParams): PagedResult<Speaker> {
  const client = useApiClient();
  const pageSize = PAGE_SIZES.speakers;
  return usePagedQuery(
    `discover-speakers:${client.locale}:${paramsKey(params)}`,
    (page, signal) => getDiscoverSpeakers(client, { ...params, page, pageSize }, { signal }),
    pageSize,
  );
}
