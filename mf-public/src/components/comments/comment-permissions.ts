// Who may delete a comment (contract: the author, a site admin, or an Admin of the sermon's broadcaster).
import { BROADCASTER_ROLES } from '@sermon/shared-contracts/constants/accounts';
import type { Comment, User } from '@sermon/shared-contracts/entities/user';
import { canActForBroadcaster } from '@sermon/shared-contracts/rules/roles';

/** `broadcasterID` is the commented sermon's broadcaster, when known. */
export function canDeleteComment(user: User | null, comment: Pick<Comment, 'user'>, broadcasterID?: string): boolean {
  if (!user) return false;
  if (user.user_id === comment.user.user_id) return true;
  // canActForBroadcaster counts a site admin as Admin of every broadcaster
  return broadcasterID !== undefined ? canActForBroadcaster(user, broadcasterID, BROADCASTER_ROLES.Admin) : user.admin;
}
