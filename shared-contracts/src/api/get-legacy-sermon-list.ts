// GET node/broadcasters/{id}/legacy-sermon-list: every sermon of the broadcaster (drafts too), compact, newest first.
import { BROADCASTER_KEY_SELECTOR, pathSegment, type ApiClient, type RequestOptions } from './create-api-client';
import type { LegacySermonList } from '../entities/sermon-editor';

export function getLegacySermonList(client: ApiClient, broadcasterID: string, options: RequestOptions = {}): Promise<LegacySermonList> {
  return client.get<LegacySermonList>(`node/broadcasters/${pathSegment(broadcasterID)}/legacy-sermon-list`, {
    ...options,
    noCache: true,
    query: { ...options.query, key: BROADCASTER_KEY_SELECTOR },
  });
}
