import { changedManagers, roleShown, toggleRole } from './team-roles';

describe('team roles', () => {
  it('ticking Admin keeps Admin alone; unticking leaves the rest sorted', () => {
    expect(toggleRole([3, 4], 2, true)).toEqual([2]);
    expect(toggleRole([4], 3, true)).toEqual([3, 4]);
    expect(toggleRole([3, 4], 3, false)).toEqual([4]);
  });

  it('shows every box ticked for an Admin', () => {
    expect(roleShown([2], 4)).toBe(true);
    expect(roleShown([3], 4)).toBe(false);
  });

  it('lists only the managers whose permissions changed', () => {
    expect(changedManagers({ '1': [2], '5': [3] }, { '1': [2], '5': [3, 4] })).toEqual([{ userID: 5, roles: [3, 4] }]);
  });
});
