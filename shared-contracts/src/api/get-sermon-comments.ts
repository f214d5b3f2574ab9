// GET node/sermons/{id}/comments: a sermon's comments, COMMENT_PAGE_SIZE a page; date = newest first.
import { pathSegment, type ApiClient, type RequestOptions } from './create-api-client';
import { COMMENT_PAGE_SIZE, type CommentSort } from '../constants/accounts';
import type { NodeList } from '../entities/node-list';
import type { Comment } from '../entities/user';

export interface SermonCommentParams {
  page?: number;
  pageSize?: number;
  sortBy?: CommentSort;
}

export function getSermonComments(
  client: ApiClient,
  sermonID: string,
  params: SermonCommentParams = {},
  options: RequestOptions = {},
): Promise<NodeList<Comment>> {
  const query = { page: 1, pageSize: COMMENT_PAGE_SIZE, ...params };
  // a comment just posted must show at once, so no cached answer is wanted
  return client.get<NodeList<Comment>>(`node/sermons/${pathSegment(sermonID)}/comments`, { noCache: true, ...options, query });
}
