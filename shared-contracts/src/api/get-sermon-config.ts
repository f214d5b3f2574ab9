// GET sermon_config: the editor's limits, event types, languages and defaults.
import type { ApiClient, RequestOptions } from './create-api-client';
import type { SermonConfig } from '../entities/sermon-editor';

export function getSermonConfig(client: ApiClient, options: RequestOptions = {}): Promise<SermonConfig> {
  return client.get<SermonConfig>('sermon_config', options);
}
