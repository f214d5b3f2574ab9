// PATCH node/broadcasters/{id}/etc/twitter and etc/google: posting preferences of a linked account.
import { pathSegment, type ApiClient, type RequestOptions } from './create-api-client';
import type { LinkedAccount } from '../entities/broadcaster-settings';

export function patchSocialSettings(
  client: ApiClient,
  broadcasterID: string,
  provider: 'twitter' | 'google',
  settings: { autoPost: boolean },
  options: RequestOptions = {},
): Promise<LinkedAccount> {
  return client.patch(`node/broadcasters/${pathSegment(broadcasterID)}/etc/${provider}`, { key: 'broadcaster', ...settings }, options);
}
