// GET site/users/search?query= (auth; site admins and broadcaster admins): users by name, at least 3 characters.
import type { ApiClient, RequestOptions } from './create-api-client';
import type { NodeList } from '../entities/node-list';
import type { PublicUser } from '../entities/user';
import type { PageParams } from './page-params';

export function searchUsers(client: ApiClient, query: string, params: PageParams = {}, options: RequestOptions = {}): Promise<NodeList<PublicUser>> {
  return client.get<NodeList<PublicUser>>('site/users/search', { noCache: true, ...options, query: { query: query.trim(), ...params } });
}
