// POST /node/speakers/rollback_image {speakerID, generation}: show an earlier portrait upload (0 = no portrait).
import type { ApiClient, RequestOptions } from './create-api-client';
import type { Speaker } from '../entities/speaker';

export function rollbackSpeakerImage(client: ApiClient, speakerID: number, generation = 0, options: RequestOptions = {}): Promise<Speaker> {
  return client.post<Speaker>('node/speakers/rollback_image', { speakerID, generation, key: 'broadcaster' }, options);
}
