// POST site/users/logout_all (auth): revokes every session of the signed-in user (204).
import type { ApiClient, RequestOptions } from './create-api-client';

export function logoutAll(client: ApiClient, options: RequestOptions = {}): Promise<void> {
  return client.post<void>('site/users/logout_all', undefined, options);
}
