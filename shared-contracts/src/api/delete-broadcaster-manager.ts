// DELETE node/broadcasters/{id}/user_roles/{userID}: an Admin removes a manager, or a manager removes themselves.
import { pathSegment, type ApiClient, type RequestOptions } from './create-api-client';

export function deleteBroadcasterManager(client: ApiClient, broadcasterID: string, userID: number, options: RequestOptions = {}): Promise<void> {
  return client.delete(`node/broadcasters/${pathSegment(broadcasterID)}/user_roles/${pathSegment(userID)}`, {
    ...options,
    query: { key: 'broadcaster', ...options.query },
  });
}
