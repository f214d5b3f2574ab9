// Database rows -> the User JSON its owner sees (contract "User"), and the PublicUser others see.
import type { PublicUser, User } from '@sermon/shared-contracts/entities/user';
import { BROADCASTER_ROLES } from '@sermon/shared-contracts/constants/accounts';
import { displayNameOf } from '@sermon/shared-contracts/rules/account-validation';
import { broadcastersOf, isSiteAdmin, type RoleHolder } from '@sermon/shared-contracts/rules/roles';
import { sanitizeWebPreferences } from '@sermon/shared-contracts/rules/web-preferences';
import type { users } from '../../db/schema';
import type { UrlBuilder } from '../../http/public-url';
import { mediaPath } from '../sermons/present-sermon';

export type UserRow = typeof users.$inferSelect;

/** Absolute URL of the stored picture under /media/, or null when the user has none. */
export function profilePictureUrl(storageKey: string | null, url: UrlBuilder): string | null {
  return storageKey ? url(mediaPath(storageKey)) : null;
}

function genderOf(value: string | null): User['gender'] {
  return value === 'male' || value === 'female' ? value : null;
}

export function presentUser(row: UserRow, roles: RoleHolder, url: UrlBuilder): User {
  const siteRoles = [...new Set(roles.roles)].sort((a, b) => a - b);
  const grants = roles.broadcasterRoles.map((grant) => ({ broadcasterID: grant.broadcasterID, broadcasterRoleID: grant.broadcasterRoleID }));
  const adminOf = [
    ...new Set(grants.filter((grant) => grant.broadcasterRoleID === BROADCASTER_ROLES.Admin).map((grant) => grant.broadcasterID)),
  ];
  return {
    type: 'user',
    user_id: row.id,
    username: row.username,
    email: row.email,
    display_name: displayNameOf({ username: row.username, display_name: row.displayName }),
    display_location: row.displayLocation ?? null,
    profile_picture: profilePictureUrl(row.profilePictureKey, url),
    church_leader: row.churchLeader,
    gender: genderOf(row.gender),
    newsletter_opt_in: row.newsletterOptIn,
    birth_year: row.birthYear ?? null,
    notify_email: row.notifyEmail,
    notify_mobile: row.notifyMobile,
    my_church_broadcaster_id: row.myChurchBroadcasterId ?? null,
    myChurchBroadcasterID: row.myChurchBroadcasterId ?? null,
    date_added: row.createdAt,
    last_login: row.lastLoginAt ?? null,
    disabled: row.disabled,
    verified: row.verified,
    roles: siteRoles,
    broadcasterRoles: grants,
    web_preferences: JSON.stringify(sanitizeWebPreferences(row.webPreferences)),
    admin: isSiteAdmin({ roles: siteRoles, broadcasterRoles: grants }),
    broadcasterIds: broadcastersOf({ roles: siteRoles, broadcasterRoles: grants }),
    broadcasterAdminIds: adminOf,
  };
}

/** What another user may see: no e-mail, no roles, no settings. */
export function presentPublicUser(
  row: Pick<UserRow, 'id' | 'username' | 'displayName' | 'profilePictureKey'>,
  url: UrlBuilder,
): PublicUser {
  return {
    user_id: row.id,
    username: row.username,
    display_name: displayNameOf({ username: row.username, display_name: row.displayName }),
    profile_picture: profilePictureUrl(row.profilePictureKey, url),
  };
}
