// POST sermon_comments/sermon/{id} (auth): a new comment (201), MIN_COMMENT_LENGTH..MAX_COMMENT_LENGTH characters after trimming.
import { pathSegment, type ApiClient, type RequestOptions } from './create-api-client';
import type { Comment } from '../entities/user';

export function postComment(client: ApiClient, sermonID: string, text: string, options: RequestOptions = {}): Promise<Comment> {
  return client.post<Comment>(`sermon_comments/sermon/${pathSegment(sermonID)}`, { text }, options);
}
