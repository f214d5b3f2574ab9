// POST site/users/logout: revokes the refresh token's family (idempotent, 204).
import type { ApiClient, RequestOptions } from './create-api-client';

export function logout(client: ApiClient, refreshToken: string, options: RequestOptions = {}): Promise<void> {
  return client.post<void>('site/users/logout', { refresh_token: refreshToken }, options);
}
