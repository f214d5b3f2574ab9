// GET node/broadcasters/{id}: lite by default (as the web app asks); pass { lite: false } for the full record.
import { pathSegment, type ApiClient, type RequestOptions } from './create-api-client';
import type { Broadcaster, LiteBroadcaster } from '../entities/broadcaster';

export function getBroadcaster(
  client: ApiClient,
  broadcasterID: string,
  params: { lite: false },
  options?: RequestOptions,
): Promise<Broadcaster>;
export function getBroadcaster(
  client: ApiClient,
  broadcasterID: string,
  params?: { lite?: true },
  options?: RequestOptions,
): Promise<LiteBroadcaster>;
export function getBroadcaster(
  client: ApiClient,
  broadcasterID: string,
  params: { lite?: boolean } = {},
  options: RequestOptions = {},
): Promise<Broadcaster | LiteBroadcaster> {
  return client.get(`node/broadcasters/${pathSegment(broadcasterID)}`, {
    ...options,
    query: { lite: params.lite ?? true },
  });
}
