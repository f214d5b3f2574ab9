// GET /twitter_auth/{id}, /google_auth/{id}, /facebook_auth/{id} (newBehavior=true): starts linking; answers
// {authorizeURL} to open, or 503 'Linking {provider} is not configured on this server'.
import { pathSegment, type ApiClient, type RequestOptions } from './create-api-client';

export type OAuthProvider = 'twitter' | 'google' | 'facebook';

export function linkSocialAccount(
  client: ApiClient,
  provider: OAuthProvider,
  broadcasterID: string,
  options: RequestOptions = {},
): Promise<{ authorizeURL: string }> {
  return client.get(`${provider}_auth/${pathSegment(broadcasterID)}`, {
    noCache: true,
    ...options,
    query: { newBehavior: true, key: 'broadcaster', ...options.query },
  });
}
