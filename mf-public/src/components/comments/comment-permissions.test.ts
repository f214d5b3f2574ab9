import { BROADCASTER_ROLES, SITE_ROLES } from '@sermon/shared-contracts/constants/accounts';
import { fakeUser } from '@sermon/shared-contracts/testing/fake-session';
import { canDeleteComment } from './comment-permissions';

const author = { user_id: 9, username: 'writer', display_name: 'Writer', profile_picture: null };
const comment = { user: author };

describe('canDeleteComment', () => {
  it('lets the author delete their own comment', () => {
    expect(canDeleteComment(fakeUser({ user_id: 9 }), comment, 'grace')).toBe(true);
  });

  it("refuses other listeners and anonymous visitors", () => {
    expect(canDeleteComment(fakeUser({ user_id: 3 }), comment, 'grace')).toBe(false);
    expect(canDeleteComment(null, comment, 'grace')).toBe(false);
  });

  it("lets an Admin of the sermon's broadcaster delete, but not one of another broadcaster or an Uploader", () => {
    const admin = fakeUser({ broadcasterRoles: [{ broadcasterID: 'grace', broadcasterRoleID: BROADCASTER_ROLES.Admin }] });
    const uploader = fakeUser({ broadcasterRoles: [{ broadcasterID: 'grace', broadcasterRoleID: BROADCASTER_ROLES.Uploader }] });
    expect(canDeleteComment(admin, comment, 'grace')).toBe(true);
    expect(canDeleteComment(admin, comment, 'other')).toBe(false);
    expect(canDeleteComment(uploader, comment, 'grace')).toBe(false);
  });

  it('lets a site admin delete any comment', () => {
    const admin = fakeUser({ roles: [SITE_ROLES.Admin], admin: true });
    expect(canDeleteComment(admin, comment, 'grace')).toBe(true);
    expect(canDeleteComment(admin, comment)).toBe(true);
  });
});
