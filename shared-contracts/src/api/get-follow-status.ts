// GET site/{broadcasters|speakers|series|sermons}/{id} (auth): whether the signed-in user follows the target.
import { isApiError } from '../errors/api-error';
import type { ApiClient, RequestOptions } from './create-api-client';
import type { FollowTargetType } from '../constants/accounts';
import type { FollowStatus } from '../entities/user';
import { followPath } from './follow-path';

/** A failed check answers "not followed" (spec doc 2 §8); only an abort or a network failure is thrown. */
export async function getFollowStatus(
  client: ApiClient,
  type: FollowTargetType,
  id: string | number,
  options: RequestOptions = {},
): Promise<FollowStatus> {
  try {
    return await client.get<FollowStatus>(followPath(type, id), { noCache: true, ...options });
  } catch (error) {
    if (isApiError(error)) return { id: String(id), type, followed: false };
    throw error;
  }
}
