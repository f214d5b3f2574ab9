// POST node/speakers {speakerName}: a new speaker owned by the broadcaster (201), or the existing one of that name (200).
import type { ApiClient, RequestOptions } from './create-api-client';
import type { Speaker } from '../entities/speaker';

export function createSpeaker(client: ApiClient, speakerName: string, broadcasterID: string, options: RequestOptions = {}): Promise<Speaker> {
  return client.post<Speaker>('node/speakers', { speakerName, broadcasterID, key: 'broadcaster' }, options);
}
