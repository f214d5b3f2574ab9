// GET site/users (auth): the signed-in user's own account.
import type { ApiClient, RequestOptions } from './create-api-client';
import type { User } from '../entities/user';

export function getUser(client: ApiClient, options: RequestOptions = {}): Promise<User> {
  return client.get<User>('site/users', { noCache: true, ...options });
}
