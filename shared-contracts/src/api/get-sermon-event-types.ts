// GET node/filter_options/sermon_event_types: event types with sermon counts (note snake_case broadcaster_id).
import type { ApiClient, RequestOptions } from './create-api-client';
import type { NodeList } from '../entities/node-list';
import type { SermonEventTypeDetail } from '../entities/sermon-event-type';

export interface SermonEventTypesParams {
  broadcaster_id?: string;
  includeUnpublished?: boolean;
}

export function getSermonEventTypes(
  client: ApiClient,
  params: SermonEventTypesParams = {},
  options: RequestOptions = {},
): Promise<NodeList<SermonEventTypeDetail>> {
  return client.get<NodeList<SermonEventTypeDetail>>('node/filter_options/sermon_event_types', {
    ...options,
    query: { ...params },
  });
}
