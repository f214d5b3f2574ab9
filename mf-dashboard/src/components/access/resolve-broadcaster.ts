import { broadcastersOf, isSiteAdmin, type RoleHolder } from '@sermon/shared-contracts/rules/roles';
import { canSwitchTo } from './can-switch';

export type BroadcasterResolution =
  | { kind: 'chosen'; broadcasterID: string; /** not yet in localStorage: remember it */ remember: boolean }
  | { kind: 'pick' }
  | { kind: 'none' };

/**
 * Which broadcaster the dashboard works on (issue 5 contract): the one stored for this user if they may still
 * work on it, else their only broadcaster; several possible (or a site admin, who may open any) → the picker;
 * none at all → the legacy sign-in.
 */
export function resolveBroadcaster(user: RoleHolder, stored: string | null): BroadcasterResolution {
  const own = broadcastersOf(user);
  if (stored && (own.includes(stored) || canSwitchTo(user, stored))) return { kind: 'chosen', broadcasterID: stored, remember: false };
  if (isSiteAdmin(user)) return { kind: 'pick' };
  if (own.length === 1) return { kind: 'chosen', broadcasterID: own[0]!, remember: true };
  return own.length === 0 ? { kind: 'none' } : { kind: 'pick' };
}
