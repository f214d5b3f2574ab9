import { getSermons, type SermonListParams } from '@sermon/shared-contracts/api/get-sermons';
import { PAGE_SIZES } from '@sermon/shared-contracts/constants/page-sizes';
import type { Sermon } from '@sermon/shared-contracts/entities/sermon';
import { useApiClient } from '../../api/use-api-client';
import { usePagedQuery, type PagedResult } from '../../api/use-paged-query';
import { paramsKey } from '../../api/query-key';

/** The sermon list, 25 at a time (the spec's sermon page size), restarting whenever the filters change. */
export function useSermonPages(params: SermonListParams): PagedResult<Sermon> {
  const client = useApiClient();
  const pageSize = PAGE_SIZES.sermons;
  return usePagedQuery(
    `sermons:${client.locale}:${paramsKey(params)}`,
    (page, signal) => getSermons(client, { liteBroadcaster: true, ...params, page, pageSize }, { signal }),
    pageSize,
  );
}
