// PATCH node/speakers/{id}: name, sort name and bio; only the owning broadcaster (or a site admin) may.
import { pathSegment, type ApiClient, type RequestOptions } from './create-api-client';
import type { Speaker } from '../entities/speaker';

export interface SpeakerPatch {
  displayName?: string;
  /** empty = derived again from the display name */
  sortName?: string;
  bio?: string | null;
}

export function patchSpeaker(client: ApiClient, speakerID: number, patch: SpeakerPatch, options: RequestOptions = {}): Promise<Speaker> {
  return client.patch<Speaker>(`node/speakers/${pathSegment(speakerID)}`, { ...patch, key: 'broadcaster' }, options);
}
