// DELETE site/{broadcasters|speakers|series|sermons}/{id} (auth): stop following (204).
import type { ApiClient, RequestOptions } from './create-api-client';
import type { FollowTargetType } from '../constants/accounts';
import { followPath } from './follow-path';

export function unfollowTarget(client: ApiClient, type: FollowTargetType, id: string | number, options: RequestOptions = {}): Promise<void> {
  return client.delete<void>(followPath(type, id), options);
}
