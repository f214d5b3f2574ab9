import { BROADCASTER_ROLES } from '../constants/accounts';
import { MANAGER_MESSAGES, managerKindOf, normalizeManagerRoles } from './manager-permissions';

describe('manager permissions', () => {
  it('needs at least one permission', () => {
    expect(normalizeManagerRoles([])).toEqual({ problem: MANAGER_MESSAGES.atLeastOnePermission });
  });

  it('refuses anything that is not a broadcaster role', () => {
    expect(normalizeManagerRoles([1])).toEqual({ problem: MANAGER_MESSAGES.unknownPermission });
    expect(normalizeManagerRoles(['3'])).toEqual({ problem: MANAGER_MESSAGES.unknownPermission });
  });

  it('keeps unique roles in order, and Admin alone because it implies the rest', () => {
    expect(normalizeManagerRoles([4, 3, 4])).toEqual({ roles: [3, 4] });
    expect(normalizeManagerRoles([3, 2, 4])).toEqual({ roles: [2] });
  });

  it('names the kind of manager', () => {
    expect(managerKindOf([BROADCASTER_ROLES.Admin])).toBe('admin');
    expect(managerKindOf([BROADCASTER_ROLES.Uploader])).toBe('content-manager');
    expect(managerKindOf([BROADCASTER_ROLES.Biller])).toBe('biller');
    expect(managerKindOf([BROADCASTER_ROLES.Uploader, BROADCASTER_ROLES.Biller])).toBe('custom');
  });
});
