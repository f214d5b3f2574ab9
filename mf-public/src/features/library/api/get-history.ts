import { getHistory } from '@sermon/shared-contracts/api/get-history';
import { USER_LIST_PAGE_SIZE } from '@sermon/shared-contracts/constants/accounts';
import type { HistoryEntry } from '@sermon/shared-contracts/entities/user';
import { useApiClient } from '@sermon/shared-contracts/mf/use-api-client';
import { usePagedQuery, type PagedResult } from '../../../components/api/use-paged-query';

/** The played sermons, most recent first; a new `reload` number starts again at page 1 (after clearing). */
export function useHistoryPages(reload: number): PagedResult<HistoryEntry> {
  const client = useApiClient();
  return usePagedQuery(
    `history:${reload}`,
    (page, signal) => getHistory(client, { page, pageSize: USER_LIST_PAGE_SIZE }, { signal }),
    USER_LIST_PAGE_SIZE,
  );
}
