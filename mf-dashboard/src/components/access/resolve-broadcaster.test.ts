import { BROADCASTER_ROLES, SITE_ROLES } from '@sermon/shared-contracts/constants/accounts';
import type { RoleHolder } from '@sermon/shared-contracts/rules/roles';
import { canSwitchTo } from './can-switch';
import { resolveBroadcaster } from './resolve-broadcaster';
import { switchDestination, switchPath } from './switch-path';

const holder = (grants: Array<[string, number]>, roles: number[] = []): RoleHolder =>
  ({ roles, broadcasterRoles: grants.map(([broadcasterID, broadcasterRoleID]) => ({ broadcasterID, broadcasterRoleID })) }) as RoleHolder;

describe('which broadcaster the dashboard works on', () => {
  it("takes the user's only broadcaster and remembers it", () => {
    expect(resolveBroadcaster(holder([['gracechapel', BROADCASTER_ROLES.Admin]]), null)).toEqual({ kind: 'chosen', broadcasterID: 'gracechapel', remember: true });
  });
  it('keeps the stored choice among several', () => {
    const user = holder([['a', BROADCASTER_ROLES.Admin], ['b', BROADCASTER_ROLES.Biller]]);
    expect(resolveBroadcaster(user, 'b')).toEqual({ kind: 'chosen', broadcasterID: 'b', remember: false });
  });
  it('sends a user with several and no choice to the picker', () => {
    expect(resolveBroadcaster(holder([['a', BROADCASTER_ROLES.Admin], ['b', BROADCASTER_ROLES.Uploader]]), null)).toEqual({ kind: 'pick' });
  });
  it('forgets a stored broadcaster the user no longer manages', () => {
    expect(resolveBroadcaster(holder([['a', BROADCASTER_ROLES.Admin]]), 'gone')).toEqual({ kind: 'chosen', broadcasterID: 'a', remember: true });
  });
  it('sends a user without broadcasters to the legacy sign-in', () => {
    expect(resolveBroadcaster(holder([]), null)).toEqual({ kind: 'none' });
  });
  it('lets a site admin work on any stored broadcaster, and asks one without a choice to pick', () => {
    const admin = holder([], [SITE_ROLES.Admin]);
    expect(resolveBroadcaster(admin, 'anychurch')).toEqual({ kind: 'chosen', broadcasterID: 'anychurch', remember: false });
    expect(resolveBroadcaster(admin, null)).toEqual({ kind: 'pick' });
  });
});

describe('switching broadcasters', () => {
  it('needs admin or Uploader for the target broadcaster', () => {
    expect(canSwitchTo(holder([['a', BROADCASTER_ROLES.Admin]]), 'a')).toBe(true);
    expect(canSwitchTo(holder([['a', BROADCASTER_ROLES.Uploader]]), 'a')).toBe(true);
    expect(canSwitchTo(holder([['a', BROADCASTER_ROLES.Biller]]), 'a')).toBe(false);
    expect(canSwitchTo(holder([['a', BROADCASTER_ROLES.Admin]]), 'b')).toBe(false);
    expect(canSwitchTo(holder([], [SITE_ROLES.Admin]), 'b')).toBe(true);
  });
  it('builds the switch address with its two queries', () => {
    expect(switchPath('gracechapel', '/dashboard-beta/sermons')).toBe('/dashboard-beta/switch?broadcasterID=gracechapel&next=%2Fdashboard-beta%2Fsermons');
    expect(switchPath('x', null, '/dashboard')).toBe('/dashboard/switch?broadcasterID=x');
  });
  it('goes on to a same-site next without its locale prefix, else to the overview', () => {
    expect(switchDestination('/de/dashboard-beta/sermons?page=2', '/dashboard-beta')).toBe('/dashboard-beta/sermons?page=2');
    expect(switchDestination('/dashboard/series', '/dashboard-beta')).toBe('/dashboard/series');
    expect(switchDestination('https://evil.example/', '/dashboard')).toBe('/dashboard');
    expect(switchDestination('//evil.example', '/dashboard-beta')).toBe('/dashboard-beta');
    expect(switchDestination(null, '/dashboard-beta')).toBe('/dashboard-beta');
  });
});
