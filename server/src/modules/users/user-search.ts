// GET site/users/search?query=: site admins and broadcaster admins look people up (to add managers). Matches
// usernames and display names containing the query, or an exact e-mail address; answers PublicUsers only.
import { and, asc, eq, or, sql } from 'drizzle-orm';
import { BROADCASTER_ROLES } from '@sermon/shared-contracts/constants/accounts';
import type { NodeList } from '@sermon/shared-contracts/entities/node-list';
import type { PublicUser } from '@sermon/shared-contracts/entities/user';
import { isSiteAdmin, type RoleHolder } from '@sermon/shared-contracts/rules/roles';
import type { Db } from '../../db/client';
import { containsPattern } from '../../db/like-pattern';
import { users } from '../../db/schema';
import { BadRequestError } from '../../http/api-errors';
import { nodeList } from '../../http/node-list';
import { forbidden } from '../auth/access-tokens';
import type { ListRequest } from './followed-lists';
import { presentPublicUser } from './present-user';
import { MIN_USER_SEARCH_LENGTH } from './schemas';

export function maySearchUsers(user: RoleHolder): boolean {
  return isSiteAdmin(user) || user.broadcasterRoles.some((grant) => grant.broadcasterRoleID === BROADCASTER_ROLES.Admin);
}

export async function searchUsers(
  db: Db,
  caller: RoleHolder,
  query: string | undefined,
  r: Omit<ListRequest, 'userId'>,
): Promise<NodeList<PublicUser>> {
  if (!maySearchUsers(caller)) throw forbidden();
  const text = (query ?? '').trim();
  if (text.length < MIN_USER_SEARCH_LENGTH) throw new BadRequestError({ query: `must be at least ${MIN_USER_SEARCH_LENGTH} characters` });
  const pattern = containsPattern(text);
  const where = and(
    eq(users.disabled, false),
    or(
      sql`${users.username} ilike ${pattern}`,
      sql`${users.displayName} ilike ${pattern}`,
      sql`lower(${users.email}) = lower(${text})`,
    ),
  );
  const rows = await db
    .select({ id: users.id, username: users.username, displayName: users.displayName, profilePictureKey: users.profilePictureKey })
    .from(users)
    .where(where)
    .orderBy(asc(sql`lower(${users.username})`), asc(users.id))
    .limit(r.pageSize)
    .offset((r.page - 1) * r.pageSize);
  const [counted] = await db.select({ n: sql<number>`count(*)::int` }).from(users).where(where);
  const total = counted?.n ?? 0;
  return nodeList('users_list', 'Users', rows.map((row) => presentPublicUser(row, r.url)), total, r.nextLink(r.page, r.pageSize, total));
}
