import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { broadcasterBills, broadcasterRoles, coupons, users } from '../schema';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { DEMO_COUPON_CODE, ensureDemoBilling, firstOfNextMonth } from './demo-billing';

let t: TestApp;
before(async () => {
  t = await startTestApp({ demoAccounts: true });
});
after(() => t.close());

describe('demo billing', () => {
  it('is the first of the next month, across a year end', () => {
    assert.equal(firstOfNextMonth(Date.UTC(2026, 11, 15) / 1000), '2027-01-01');
    assert.equal(firstOfNextMonth(Date.UTC(2026, 0, 31) / 1000), '2026-02-01');
  });

  it('adds one unpaid bill for the demo broadcaster and the coupon, once', async () => {
    const db = t.database.db;
    await ensureDemoBilling(db, true, () => {});
    await ensureDemoBilling(db, true, () => {});
    const [demo] = await db
      .select({ id: broadcasterRoles.broadcasterId })
      .from(broadcasterRoles)
      .innerJoin(users, eq(users.id, broadcasterRoles.userId))
      .where(eq(users.username, 'broadcaster'));
    const bills = await db.select().from(broadcasterBills).where(eq(broadcasterBills.broadcasterId, demo!.id));
    assert.equal(bills.length, 1);
    assert.equal(bills[0]!.paidAt, null);
    const [coupon] = await db.select().from(coupons).where(eq(coupons.code, DEMO_COUPON_CODE));
    assert.equal(coupon!.couponType, 'signup');
  });

  it('does nothing when the demo is off', async () => {
    const db = t.database.db;
    await db.delete(coupons);
    await ensureDemoBilling(db, false, () => {});
    assert.equal((await db.select().from(coupons)).length, 0);
  });
});
