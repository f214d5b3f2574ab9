// POST site/activations/resend: sends the activation mail again (204 whether or not the account exists).
import type { ApiClient, RequestOptions } from './create-api-client';

export function resendActivation(client: ApiClient, usernameOrEmail: string, options: RequestOptions = {}): Promise<void> {
  return client.post<void>('site/activations/resend', { username: usernameOrEmail.trim() }, options);
}
