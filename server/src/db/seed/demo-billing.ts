// Embedded demo only: an unpaid bill for the demo broadcaster (the dashboard overview's "Next bill") and one
// sign-up coupon to try /broadcaster/sign-up?coupon=WELCOME. Added once; never touches a database without the
// demo accounts, and leaves bills and coupons that already exist alone.
import { and, eq } from 'drizzle-orm';
import { BROADCASTER_ROLES } from '@sermon/shared-contracts/constants/accounts';
import type { Db } from '../client';
import { broadcasterBills, broadcasterRoles, coupons, users } from '../schema';

export const DEMO_COUPON_CODE = 'WELCOME';

/** The first day of the month after `now`, as YYYY-MM-DD. */
export function firstOfNextMonth(nowSeconds: number): string {
  const date = new Date(nowSeconds * 1000);
  const next = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1));
  return next.toISOString().slice(0, 10);
}

export async function ensureDemoBilling(db: Db, enabled: boolean, log: (line: string) => void, nowSeconds = Math.floor(Date.now() / 1000)): Promise<void> {
  if (!enabled) return;
  const [demo] = await db
    .select({ broadcasterId: broadcasterRoles.broadcasterId })
    .from(broadcasterRoles)
    .innerJoin(users, eq(users.id, broadcasterRoles.userId))
    .where(and(eq(users.username, 'broadcaster'), eq(broadcasterRoles.role, BROADCASTER_ROLES.Admin)))
    .limit(1);
  if (!demo) return;
  const [anyBill] = await db.select({ id: broadcasterBills.id }).from(broadcasterBills).where(eq(broadcasterBills.broadcasterId, demo.broadcasterId)).limit(1);
  if (!anyBill) {
    await db.insert(broadcasterBills).values({
      broadcasterId: demo.broadcasterId,
      dueDate: firstOfNextMonth(nowSeconds),
      amountCents: 2500,
      currency: 'USD',
      description: 'Standard plan, monthly',
    });
    log(`demo: a bill for ${demo.broadcasterId}`);
  }
  await db
    .insert(coupons)
    .values({ code: DEMO_COUPON_CODE, couponType: 'signup', description: 'First month free', freeMonths: 1, createdAt: nowSeconds })
    .onConflictDoNothing();
}
