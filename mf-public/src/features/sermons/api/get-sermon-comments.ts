import { getSermonComments } from '@sermon/shared-contracts/api/get-sermon-comments';
import { COMMENT_PAGE_SIZE, type CommentSort } from '@sermon/shared-contracts/constants/accounts';
import type { Comment } from '@sermon/shared-contracts/entities/user';
import { useApiClient } from '@sermon/shared-contracts/mf/use-api-client';
import { usePagedQuery, type PagedResult } from '../../../components/api/use-paged-query';

/** A sermon's comments, ten a page in the chosen order; a new `reload` number starts again at page 1. */
export function useSermonComments(sermonID: string, sortBy: CommentSort, reload = 0): PagedResult<Comment> {
  const client = useApiClient();
  return usePagedQuery(
    `sermon-comments:${sermonID}:${sortBy}:${reload}`,
    (page, signal) => getSermonComments(client, sermonID, { page, pageSize: COMMENT_PAGE_SIZE, sortBy }, { signal }),
    COMMENT_PAGE_SIZE,
  );
}
