// GET node/sermons/{sermonID}: one sermon; lite and liteBroadcaster default to true as the web app sends them.
import { pathSegment, type ApiClient, type RequestOptions } from './create-api-client';
import type { Sermon } from '../entities/sermon';

export interface SermonParams {
  lite?: boolean;
  liteBroadcaster?: boolean;
  /** show drafts and scheduled sermons too */
  allowUnpublished?: boolean;
}

export function getSermon(
  client: ApiClient,
  sermonID: string,
  params: SermonParams = {},
  options: RequestOptions = {},
): Promise<Sermon> {
  const query = { lite: true, liteBroadcaster: true, ...params };
  return client.get<Sermon>(`node/sermons/${pathSegment(sermonID)}`, { ...options, query });
}
