// POST node/broadcasters/{id}/message_from_user (signed in, verified e-mail): a listener writes to a broadcaster (204).
import { pathSegment, type ApiClient, type RequestOptions } from './create-api-client';

export function sendMessageToBroadcaster(
  client: ApiClient,
  broadcasterID: string,
  message: { message: string; subject?: string },
  options: RequestOptions = {},
): Promise<void> {
  return client.post(`node/broadcasters/${pathSegment(broadcasterID)}/message_from_user`, message, options);
}
