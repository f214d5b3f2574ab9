// PATCH node/broadcasters/{id} (Admin): settings, customization, donations, e-mail settings, or {resetStreamToken};
// answers the full broadcaster (read private_data again for the private details).
import { pathSegment, type ApiClient, type RequestOptions } from './create-api-client';
import type { Broadcaster } from '../entities/broadcaster';
import type { BroadcasterSettingsPatch } from '../entities/broadcaster-settings';

export function patchBroadcaster(
  client: ApiClient,
  broadcasterID: string,
  patch: BroadcasterSettingsPatch,
  options: RequestOptions = {},
): Promise<Broadcaster> {
  return client.patch(`node/broadcasters/${pathSegment(broadcasterID)}`, { key: 'broadcaster', ...patch }, options);
}
