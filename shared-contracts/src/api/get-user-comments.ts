// GET sermon_comments/user (auth): the signed-in user's comments, each with its (lite) sermon.
import type { ApiClient, RequestOptions } from './create-api-client';
import type { NodeList } from '../entities/node-list';
import type { Comment } from '../entities/user';
import type { PageParams } from './page-params';

export function getUserComments(client: ApiClient, params: PageParams = {}, options: RequestOptions = {}): Promise<NodeList<Comment>> {
  return client.get<NodeList<Comment>>('sermon_comments/user', { noCache: true, ...options, query: { ...params } });
}
