// GET node/sermons/{id}/media_tracker (key=broadcaster): the sermon's uploads, pipeline jobs and events.
import { pathSegment, type ApiClient, type RequestOptions } from './create-api-client';
import type { MediaTracker } from '../entities/media-tracker';

export function getMediaTracker(client: ApiClient, sermonID: string, options: RequestOptions = {}): Promise<MediaTracker> {
  return client.get<MediaTracker>(`node/sermons/${pathSegment(sermonID)}/media_tracker`, {
    ...options,
    query: { key: 'broadcaster', ...options.query },
  });
}
