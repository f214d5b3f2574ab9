// DELETE site/users (auth): removes the account and everything it owns; the password confirms it (204).
import type { ApiClient, RequestOptions } from './create-api-client';

export function deleteUser(client: ApiClient, password: string, options: RequestOptions = {}): Promise<void> {
  return client.delete<void>('site/users', { ...options, body: { password } });
}
