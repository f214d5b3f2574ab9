// DELETE site/history (auth): forget every played sermon (204).
import type { ApiClient, RequestOptions } from './create-api-client';

export function clearHistory(client: ApiClient, options: RequestOptions = {}): Promise<void> {
  return client.delete<void>('site/history', options);
}
