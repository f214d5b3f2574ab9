// POST site/users/reset: a new password for the code from the reset mail; every session of the user ends (204).
import type { ApiClient, RequestOptions } from './create-api-client';

export function resetPassword(client: ApiClient, passwordResetCode: string, password: string, options: RequestOptions = {}): Promise<void> {
  return client.post<void>('site/users/reset', { password_reset_code: passwordResetCode, password }, options);
}
