// POST node/broadcasters/{id}/linked_users {username} (auth, Admin): links an existing account (by username or
// e-mail) to the broadcaster. 404 'No user found'; 409 'User is already linked to this broadcaster account'.
import { pathSegment, type ApiClient, type RequestOptions } from './create-api-client';
import type { BroadcasterRole } from '../constants/accounts';

export interface LinkedUser {
  userID: number;
  username: string;
  displayName: string;
  roles: BroadcasterRole[];
}

export function linkBroadcasterUser(
  client: ApiClient,
  broadcasterID: string,
  body: { username: string; roles?: BroadcasterRole[] },
  options: RequestOptions = {},
): Promise<LinkedUser> {
  return client.post<LinkedUser>(`node/broadcasters/${pathSegment(broadcasterID)}/linked_users`, { ...body, key: 'broadcaster' }, options);
}
