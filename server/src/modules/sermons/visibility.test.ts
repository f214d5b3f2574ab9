import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { BROADCASTER_ROLES, SITE_ROLES } from '@sermon/shared-contracts/constants/accounts';
import type { RoleHolder } from '@sermon/shared-contracts/rules/roles';
import { mayViewUnpublished, unpublishedScopeOf, visibleTo } from './visibility';

const holder = (grants: Array<[string, number]>, roles: number[] = []): RoleHolder =>
  ({ roles, broadcasterRoles: grants.map(([broadcasterID, broadcasterRoleID]) => ({ broadcasterID, broadcasterRoleID })) }) as RoleHolder;

const NOW = 1_700_000_000;

describe('who sees drafts and scheduled sermons', () => {
  it('lists them for the broadcasters a viewer holds any role for; everywhere for a site admin; nowhere for others', () => {
    assert.deepEqual(unpublishedScopeOf(null), []);
    assert.deepEqual(unpublishedScopeOf(holder([])), []);
    assert.deepEqual(unpublishedScopeOf(holder([['grace', BROADCASTER_ROLES.Biller], ['berlin', BROADCASTER_ROLES.Uploader]])), ['grace', 'berlin']);
    assert.equal(unpublishedScopeOf(holder([], [SITE_ROLES.Admin])), 'all');
    // a site role other than Admin gives nothing
    assert.deepEqual(unpublishedScopeOf(holder([], [SITE_ROLES.Translate])), []);
  });

  it('opens one the same way the lists show it', () => {
    for (const role of Object.values(BROADCASTER_ROLES)) assert.equal(mayViewUnpublished(holder([['grace', role]]), 'grace'), true, String(role));
    assert.equal(mayViewUnpublished(holder([['berlin', BROADCASTER_ROLES.Admin]]), 'grace'), false);
    assert.equal(mayViewUnpublished(holder([], [SITE_ROLES.Admin]), 'grace'), true);
    assert.equal(mayViewUnpublished(null, 'grace'), false);
  });

  it('shows published sermons to everyone and the rest only when asked for', () => {
    const draft = { broadcasterId: 'grace', publishTimestamp: null };
    const scheduled = { broadcasterId: 'grace', publishTimestamp: NOW + 60 };
    const published = { broadcasterId: 'grace', publishTimestamp: NOW };
    const staff = holder([['grace', BROADCASTER_ROLES.Biller]]);
    assert.equal(visibleTo(null, published, false, NOW), true);
    assert.equal(visibleTo(null, draft, true, NOW), false);
    assert.equal(visibleTo(holder([]), scheduled, true, NOW), false);
    assert.equal(visibleTo(staff, draft, false, NOW), false);
    assert.equal(visibleTo(staff, draft, true, NOW), true);
    assert.equal(visibleTo(staff, scheduled, true, NOW), true);
  });
});
