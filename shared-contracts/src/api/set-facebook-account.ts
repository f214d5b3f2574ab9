// POST /facebook/{id}/accounts/set {FacebookGroupAccountID}: the page or group new sermons are published to.
import { pathSegment, type ApiClient, type RequestOptions } from './create-api-client';

export function setFacebookAccount(client: ApiClient, broadcasterID: string, FacebookGroupAccountID: string, options: RequestOptions = {}): Promise<void> {
  return client.post(`facebook/${pathSegment(broadcasterID)}/accounts/set`, { key: 'broadcaster', FacebookGroupAccountID }, options);
}
