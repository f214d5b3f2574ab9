// GET sermon_comments/legacy: recent comments site-wide (or of one sermon or broadcaster), each with its (lite) sermon.
import type { ApiClient, RequestOptions } from './create-api-client';
import type { NodeList } from '../entities/node-list';
import type { Comment } from '../entities/user';
import type { PageParams } from './page-params';

export interface LegacyCommentParams extends PageParams {
  sermonID?: string;
  broadcasterID?: string;
}

export function getLegacyComments(client: ApiClient, params: LegacyCommentParams = {}, options: RequestOptions = {}): Promise<NodeList<Comment>> {
  return client.get<NodeList<Comment>>('sermon_comments/legacy', { ...options, query: { ...params } });
}
