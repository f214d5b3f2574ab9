// DELETE /twitter_auth/{id}, /google_auth/{id}, /facebook_auth/{id}: unlink (204 whether or not it was linked).
import { pathSegment, type ApiClient, type RequestOptions } from './create-api-client';
import type { OAuthProvider } from './link-social-account';

export function unlinkSocialAccount(client: ApiClient, provider: OAuthProvider, broadcasterID: string, options: RequestOptions = {}): Promise<void> {
  return client.delete(`${provider}_auth/${pathSegment(broadcasterID)}`, {
    ...options,
    query: { newBehavior: true, key: 'broadcaster', ...options.query },
  });
}
