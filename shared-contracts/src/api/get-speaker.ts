// GET node/speakers/{speakerID or displayName}: one speaker.
import { pathSegment, type ApiClient, type RequestOptions } from './create-api-client';
import type { Speaker } from '../entities/speaker';

export function getSpeaker(client: ApiClient, speakerIdOrName: number | string, options: RequestOptions = {}): Promise<Speaker> {
  return client.get<Speaker>(`node/speakers/${pathSegment(speakerIdOrName)}`, options);
}
