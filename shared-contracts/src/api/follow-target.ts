// POST site/{broadcasters|speakers|series|sermons}/{id} (auth): follow (a sermon: favourite); 409 FOLLOW_LIMIT when full.
import type { ApiClient, RequestOptions } from './create-api-client';
import type { FollowTargetType } from '../constants/accounts';
import { followPath } from './follow-path';

export function followTarget(client: ApiClient, type: FollowTargetType, id: string | number, options: RequestOptions = {}): Promise<void> {
  return client.post<void>(followPath(type, id), undefined, options);
}
