// GET /facebook/{id}/accounts: pages and groups of the linked Facebook account to publish to.
import { pathSegment, type ApiClient, type RequestOptions } from './create-api-client';

export interface FacebookAccount {
  FacebookGroupAccountID: string;
  name: string;
}

export function getFacebookAccounts(client: ApiClient, broadcasterID: string, options: RequestOptions = {}): Promise<{ results: FacebookAccount[] }> {
  return client.get(`facebook/${pathSegment(broadcasterID)}/accounts`, { noCache: true, ...options, query: { key: 'broadcaster', ...options.query } });
}
