// Who may do what (spec doc 1 §6): site roles, broadcaster roles, and where a sign-in leads.
import { BROADCASTER_ROLES, SITE_ROLES, type BroadcasterRole, type SiteRole } from '../constants/accounts';

/** The parts of a User the rules read (the server builds the same shape from its tables). */
export interface RoleHolder {
  roles: readonly SiteRole[];
  broadcasterRoles: ReadonlyArray<{ broadcasterID: string; broadcasterRoleID: BroadcasterRole }>;
}

export function hasSiteRole(user: RoleHolder | null | undefined, role: SiteRole): boolean {
  return !!user && user.roles.includes(role);
}

export function isSiteAdmin(user: RoleHolder | null | undefined): boolean {
  return hasSiteRole(user, SITE_ROLES.Admin);
}

/** The roles a user holds for one broadcaster, with Admin expanded; a site admin holds all of them everywhere. */
export function broadcasterRolesOf(user: RoleHolder | null | undefined, broadcasterID: string): BroadcasterRole[] {
  if (!user) return [];
  const all = Object.values(BROADCASTER_ROLES) as BroadcasterRole[];
  if (isSiteAdmin(user)) return all;
  const held = user.broadcasterRoles.filter((grant) => grant.broadcasterID === broadcasterID).map((grant) => grant.broadcasterRoleID);
  if (held.includes(BROADCASTER_ROLES.Admin)) return all;
  return [...new Set(held)];
}

export function canActForBroadcaster(user: RoleHolder | null | undefined, broadcasterID: string, role: BroadcasterRole): boolean {
  return broadcasterRolesOf(user, broadcasterID).includes(role);
}

/** Broadcasters the user holds any role for, in first-granted order. */
export function broadcastersOf(user: RoleHolder | null | undefined): string[] {
  return user ? [...new Set(user.broadcasterRoles.map((grant) => grant.broadcasterID))] : [];
}

export const BROADCASTER_PICKER_PATH = '/broadcaster/select';
export const DASHBOARD_HOME_PATH = '/dashboard-beta';
export const LEGACY_SIGN_IN_PATH = '/dashboard/legacy-sign-in';
export const LOGIN_PATH = '/user/login';
export const LISTENER_HOME_AFTER_LOGIN = '/library';

/** Paths a `next` may never point at (spec: no next on login, logout or home). */
const NEVER_NEXT = new Set(['/', '/user/login', '/user/logout']);

/** A `next` is usable when it is a same-site path (not //host, not a scheme) and not login, logout or home. */
export function safeNextPath(next: string | null | undefined): string | null {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.includes('\\')) return null;
  // browsers drop tabs and newlines from URLs, so '/\t/evil.example' would become '//evil.example'
  if (/[\u0000-\u001f\u007f]/.test(next)) return null;
  // routes match case-insensitively, so '/User/Login' is the login page too
  const pathOnly = next.split(/[?#]/, 1)[0]!.replace(/\/+$/, '').toLowerCase() || '/';
  const withoutLocale = pathOnly.replace(/^\/(gb|es|de|km|ko|pt|zh|it|fr|ta|te|pl)(?=\/|$)/, '') || '/';
  if (NEVER_NEXT.has(withoutLocale)) return null;
  return next;
}

/** The page a manager invitation links to: for any signed-in user, who usually has no broadcaster yet. */
export const INVITATION_PATH = '/broadcaster/invitation';

function isDashboardPath(path: string): boolean {
  // accepting an invitation is how a user without a broadcaster gets one: it must not lead to the legacy sign-in
  if (/^\/(?:[a-z]{2}\/)?broadcaster\/invitation(\/|$|\?)/.test(path)) return false;
  return /^\/(?:[a-z]{2}\/)?(dashboard|dashboard-beta|broadcaster)(\/|$|\?)/.test(path);
}

/**
 * Where a successful sign-in leads (spec doc 1 §6 "After login"). For the dashboard: a site admin or a member of
 * more than one broadcaster goes to the picker, exactly one to its dashboard, none to the legacy sign-in.
 */
export function postLoginDestination(
  user: RoleHolder | null,
  next: string | null | undefined,
  options: { forDashboard?: boolean } = {},
): string {
  if (!user) return LOGIN_PATH;
  const safe = safeNextPath(next);
  const forDashboard = options.forDashboard || (safe !== null && isDashboardPath(safe));
  if (!forDashboard) return safe ?? LISTENER_HOME_AFTER_LOGIN;
  const broadcasters = broadcastersOf(user);
  if (isSiteAdmin(user) || broadcasters.length > 1) {
    // the picker takes the wanted page along and opens it for the broadcaster picked
    return safe ? `${BROADCASTER_PICKER_PATH}?next=${encodeURIComponent(safe)}` : BROADCASTER_PICKER_PATH;
  }
  if (broadcasters.length === 1) return safe ?? DASHBOARD_HOME_PATH;
  return LEGACY_SIGN_IN_PATH;
}

/** The login address for a guard: the current path and query travel along as `next`. */
export function loginPathFor(currentPathWithQuery: string): string {
  const next = safeNextPath(currentPathWithQuery);
  return next ? `${LOGIN_PATH}?next=${encodeURIComponent(next)}` : LOGIN_PATH;
}
