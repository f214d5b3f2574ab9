// GET node/broadcasters/{id}/current_api_key (Admin): the broadcaster's API key, generated on first request.
import { pathSegment, type ApiClient, type RequestOptions } from './create-api-client';

export function getCurrentApiKey(client: ApiClient, broadcasterID: string, options: RequestOptions = {}): Promise<{ key: string }> {
  return client.get(`node/broadcasters/${pathSegment(broadcasterID)}/current_api_key`, {
    noCache: true,
    ...options,
    query: { key: 'broadcaster', ...options.query },
  });
}
