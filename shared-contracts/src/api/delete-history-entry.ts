// DELETE site/history/sermons/{id} (auth): forget one played sermon (204).
import { pathSegment, type ApiClient, type RequestOptions } from './create-api-client';

export function deleteHistoryEntry(client: ApiClient, sermonID: string, options: RequestOptions = {}): Promise<void> {
  return client.delete<void>(`site/history/sermons/${pathSegment(sermonID)}`, options);
}
