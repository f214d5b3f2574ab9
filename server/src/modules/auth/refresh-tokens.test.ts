import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createUser } from '../../testing/auth-helpers';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { cleanUpAccountTables } from '../accounts/cleanup';
import {
  deleteExpiredRefreshTokens,
  isRefreshFamilyLive,
  revokeAllRefreshTokens,
  rotateRefreshToken,
  startRefreshFamily,
} from './refresh-tokens';

let t: TestApp;
let userId: number;
before(async () => {
  t = await startTestApp();
  userId = (await createUser(t, { username: 'FamilyOwner' })).id;
});
after(() => t.close());

const YEAR_MS = 31_536_000_000;

describe('refresh token families', () => {
  it('rotates along one family and reports why a token is refused', async () => {
    const first = await startRefreshFamily(t.database.db, userId);
    const second = await rotateRefreshToken(t.database.db, first.token);
    assert.ok(second.ok);
    assert.equal(second.familyId, first.familyId);
    assert.equal(second.userId, userId);
    assert.deepEqual(await rotateRefreshToken(t.database.db, 'never-issued'), { ok: false, reason: 'unknown' });
    assert.deepEqual(await rotateRefreshToken(t.database.db, first.token), { ok: false, reason: 'reused' });
    assert.deepEqual(await rotateRefreshToken(t.database.db, second.token), { ok: false, reason: 'revoked' });
    assert.equal(await isRefreshFamilyLive(t.database.db, first.familyId), false);
  });

  it('refuses a token past its expiry', async () => {
    const issuedAt = Date.now() - YEAR_MS - 1000;
    const old = await startRefreshFamily(t.database.db, userId, issuedAt);
    assert.deepEqual(await rotateRefreshToken(t.database.db, old.token), { ok: false, reason: 'expired' });
    assert.equal(await isRefreshFamilyLive(t.database.db, old.familyId), false);
  });

  it('revokes every family of a user at once', async () => {
    const a = await startRefreshFamily(t.database.db, userId);
    const b = await startRefreshFamily(t.database.db, userId);
    await revokeAllRefreshTokens(t.database.db, userId);
    assert.equal(await isRefreshFamilyLive(t.database.db, a.familyId), false);
    assert.equal(await isRefreshFamilyLive(t.database.db, b.familyId), false);
    assert.deepEqual(await rotateRefreshToken(t.database.db, b.token), { ok: false, reason: 'revoked' });
  });

  it('the cleanup deletes expired rows and keeps live ones', async () => {
    const live = await startRefreshFamily(t.database.db, userId);
    await startRefreshFamily(t.database.db, userId, Date.now() - YEAR_MS - 1000);
    const summary = await cleanUpAccountTables(t.database.db);
    assert.ok(summary.refreshTokens >= 1);
    assert.equal(await deleteExpiredRefreshTokens(t.database.db), 0);
    assert.equal(await isRefreshFamilyLive(t.database.db, live.familyId), true);
  });
});
