import { getUserComments } from '@sermon/shared-contracts/api/get-user-comments';
import { USER_LIST_PAGE_SIZE } from '@sermon/shared-contracts/constants/accounts';
import type { Comment } from '@sermon/shared-contracts/entities/user';
import { useApiClient } from '@sermon/shared-contracts/mf/use-api-client';
import { usePagedQuery, type PagedResult } from '../../../components/api/use-paged-query';

/** The user's own comments, each with its sermon. */
export function useMyCommentPages(): PagedResult<Comment> {
  const client = useApiClient();
  return usePagedQuery(
    'my-comments',
    (page, signal) => getUserComments(client, { page, pageSize: USER_LIST_PAGE_SIZE }, { signal }),
    USER_LIST_PAGE_SIZE,
  );
}
