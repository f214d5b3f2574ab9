// PATCH node/sermons/{id}/encoding_options (key=broadcaster): the advanced settings; changing them re-queues the
// encodes they affect. Answers the options now in force.
import { BROADCASTER_KEY_SELECTOR, pathSegment, type ApiClient, type RequestOptions } from './create-api-client';
import type { EncodingOptions } from '../entities/media-tracker';

export function patchEncodingOptions(
  client: ApiClient,
  sermonID: string,
  patch: Partial<EncodingOptions>,
  options: RequestOptions = {},
): Promise<EncodingOptions> {
  return client.patch<EncodingOptions>(
    `node/sermons/${pathSegment(sermonID)}/encoding_options`,
    { key: BROADCASTER_KEY_SELECTOR, ...patch },
    options,
  );
}
