// DELETE sermon_comments/comment/{id} (auth; the author, a site admin or the sermon's broadcaster admin) (204).
import { pathSegment, type ApiClient, type RequestOptions } from './create-api-client';

export function deleteComment(client: ApiClient, commentID: number, options: RequestOptions = {}): Promise<void> {
  return client.delete<void>(`sermon_comments/comment/${pathSegment(commentID)}`, options);
}
