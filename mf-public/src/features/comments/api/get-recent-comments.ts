import { getLegacyComments } from '@sermon/shared-contracts/api/get-legacy-comments';
import { COMMENT_PAGE_SIZE } from '@sermon/shared-contracts/constants/accounts';
import type { Comment } from '@sermon/shared-contracts/entities/user';
import { useApiClient } from '@sermon/shared-contracts/mf/use-api-client';
import { usePagedQuery, type PagedResult } from '../../../components/api/use-paged-query';

/** Recent comments on every sermon, newest first. */
export function useRecentComments(): PagedResult<Comment> {
  const client = useApiClient();
  return usePagedQuery(
    `recent-comments:${client.locale}`,
    (page, signal) => getLegacyComments(client, { page, pageSize: COMMENT_PAGE_SIZE }, { signal }),
    COMMENT_PAGE_SIZE,
  );
}
