// POST site/history/sermons/{id} (auth): remember how far into a sermon the user is, in seconds (204).
import { pathSegment, type ApiClient, type RequestOptions } from './create-api-client';

export function savePlayPosition(client: ApiClient, sermonID: string, playPosition: number, options: RequestOptions = {}): Promise<void> {
  return client.post<void>(`site/history/sermons/${pathSegment(sermonID)}`, { play_position: playPosition }, options);
}
