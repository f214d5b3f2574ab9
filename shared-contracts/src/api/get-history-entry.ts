// GET site/history/sermons/{id} (auth): where the user stopped in one sermon; null when never played.
import { pathSegment, type ApiClient, type RequestOptions } from './create-api-client';
import { isApiError } from '../errors/api-error';
import type { HistoryEntry } from '../entities/user';

export async function getHistoryEntry(client: ApiClient, sermonID: string, options: RequestOptions = {}): Promise<HistoryEntry | null> {
  try {
    return await client.get<HistoryEntry>(`site/history/sermons/${pathSegment(sermonID)}`, { noCache: true, ...options });
  } catch (error) {
    // 404 NOT_FOUND 'No history for this sermon' is the ordinary answer for a sermon not played yet
    if (isApiError(error) && error.httpStatus === 404) return null;
    throw error;
  }
}
