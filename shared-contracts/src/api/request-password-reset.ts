// POST site/users/{username}/requestreset: mails a reset link (204 whether or not the account exists).
import { pathSegment, type ApiClient, type RequestOptions } from './create-api-client';

export function requestPasswordReset(client: ApiClient, usernameOrEmail: string, options: RequestOptions = {}): Promise<void> {
  return client.post<void>(`site/users/${pathSegment(usernameOrEmail.trim())}/requestreset`, undefined, options);
}
