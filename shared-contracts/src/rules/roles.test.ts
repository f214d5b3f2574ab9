import { BROADCASTER_ROLES, SITE_ROLES } from '../constants/accounts';
import {
  broadcasterRolesOf,
  broadcastersOf,
  canActForBroadcaster,
  hasSiteRole,
  isSiteAdmin,
  loginPathFor,
  postLoginDestination,
  safeNextPath,
  type RoleHolder,
} from './roles';

const listener: RoleHolder = { roles: [], broadcasterRoles: [] };
const admin: RoleHolder = { roles: [SITE_ROLES.Admin], broadcasterRoles: [] };
const translator: RoleHolder = { roles: [SITE_ROLES.Translate], broadcasterRoles: [] };
const uploader: RoleHolder = { roles: [], broadcasterRoles: [{ broadcasterID: 'grace', broadcasterRoleID: BROADCASTER_ROLES.Uploader }] };
const churchAdmin: RoleHolder = { roles: [], broadcasterRoles: [{ broadcasterID: 'grace', broadcasterRoleID: BROADCASTER_ROLES.Admin }] };
const twoChurches: RoleHolder = {
  roles: [],
  broadcasterRoles: [
    { broadcasterID: 'grace', broadcasterRoleID: BROADCASTER_ROLES.Biller },
    { broadcasterID: 'hope', broadcasterRoleID: BROADCASTER_ROLES.Uploader },
    { broadcasterID: 'grace', broadcasterRoleID: BROADCASTER_ROLES.Uploader },
  ],
};
const { Admin, Uploader, Biller } = BROADCASTER_ROLES;

describe('site roles', () => {
  it('are flags on the roles list', () => {
    expect(isSiteAdmin(admin)).toBe(true);
    expect(isSiteAdmin(translator)).toBe(false);
    expect(hasSiteRole(translator, SITE_ROLES.Translate)).toBe(true);
    expect(hasSiteRole(null, SITE_ROLES.Translate)).toBe(false);
    expect(isSiteAdmin(undefined)).toBe(false);
  });
});

describe('broadcaster roles', () => {
  it('give a site admin every role of every broadcaster', () => {
    expect(broadcasterRolesOf(admin, 'anyone')).toEqual([Admin, Uploader, Biller]);
    expect(canActForBroadcaster(admin, 'anyone', Biller)).toBe(true);
  });

  it('give a broadcaster admin every role of that broadcaster only', () => {
    expect(broadcasterRolesOf(churchAdmin, 'grace')).toEqual([Admin, Uploader, Biller]);
    expect(canActForBroadcaster(churchAdmin, 'hope', Uploader)).toBe(false);
  });

  it('give others exactly what they were granted', () => {
    expect(broadcasterRolesOf(uploader, 'grace')).toEqual([Uploader]);
    expect(canActForBroadcaster(uploader, 'grace', Admin)).toBe(false);
    expect(canActForBroadcaster(uploader, 'grace', Biller)).toBe(false);
    expect(broadcasterRolesOf(twoChurches, 'grace').sort()).toEqual([Uploader, Biller].sort());
    expect(broadcasterRolesOf(listener, 'grace')).toEqual([]);
    expect(broadcasterRolesOf(null, 'grace')).toEqual([]);
  });

  it('list each broadcaster once, in the order granted', () => {
    expect(broadcastersOf(twoChurches)).toEqual(['grace', 'hope']);
    expect(broadcastersOf(null)).toEqual([]);
  });
});

describe('the next path after login', () => {
  it('keeps same-site paths with their query', () => {
    expect(safeNextPath('/library/history?page=2')).toBe('/library/history?page=2');
    expect(safeNextPath('/de/sermons/123')).toBe('/de/sermons/123');
  });

  it('refuses other sites, schemes and anything that browsers turn into one', () => {
    for (const bad of ['https://evil.example', '//evil.example', '/\\evil.example', '/\t/evil.example', '/\n/evil.example', 'javascript:alert(1)', 'library', '', null, undefined]) {
      expect([bad, safeNextPath(bad)]).toEqual([bad, null]);
    }
  });

  it('refuses login, logout and home, in any locale and case', () => {
    for (const bad of ['/', '/user/login', '/user/login?next=/x', '/user/logout', '/de', '/de/', '/de/user/login', '/User/Login', '/user/logout/']) {
      expect([bad, safeNextPath(bad)]).toEqual([bad, null]);
    }
  });
});

describe('where a sign-in leads', () => {
  it('follows a valid next, else takes a listener to the library', () => {
    expect(postLoginDestination(listener, '/sermons/1')).toBe('/sermons/1');
    expect(postLoginDestination(listener, null)).toBe('/library');
    // the invitation page is for users who have no broadcaster yet: it is where they get one
    expect(postLoginDestination(listener, '/broadcaster/invitation?invite=abc')).toBe('/broadcaster/invitation?invite=abc');
    expect(postLoginDestination(listener, '/user/logout')).toBe('/library');
    expect(postLoginDestination(listener, 'https://evil.example')).toBe('/library');
  });

  it('sends a site admin or a member of several broadcasters to the picker, with the wanted page', () => {
    expect(postLoginDestination(admin, null, { forDashboard: true })).toBe('/broadcaster/select');
    expect(postLoginDestination(twoChurches, '/dashboard-beta/sermons')).toBe(
      `/broadcaster/select?next=${encodeURIComponent('/dashboard-beta/sermons')}`,
    );
  });

  it('sends a member of exactly one broadcaster to its dashboard', () => {
    expect(postLoginDestination(uploader, null, { forDashboard: true })).toBe('/dashboard-beta');
    expect(postLoginDestination(churchAdmin, '/dashboard-beta/series')).toBe('/dashboard-beta/series');
  });

  it('sends someone with no broadcaster to the legacy sign-in when the dashboard was wanted', () => {
    expect(postLoginDestination(listener, '/dashboard/x')).toBe('/dashboard/legacy-sign-in');
    expect(postLoginDestination(listener, null, { forDashboard: true })).toBe('/dashboard/legacy-sign-in');
  });

  it('does not treat the public broadcaster pages as the dashboard', () => {
    expect(postLoginDestination(listener, '/broadcasters/grace')).toBe('/broadcasters/grace');
  });

  it('leads nowhere but the login page without a user', () => {
    expect(postLoginDestination(null, '/library')).toBe('/user/login');
  });
});

describe('the login address of a guard', () => {
  it('carries the page and its query as next', () => {
    expect(loginPathFor('/library/history?page=2')).toBe(`/user/login?next=${encodeURIComponent('/library/history?page=2')}`);
  });

  it('carries no next for home or the login page itself', () => {
    expect(loginPathFor('/')).toBe('/user/login');
    expect(loginPathFor('/user/login?next=/x')).toBe('/user/login');
  });
});
