// Broadcaster sign-up and the ways into a broadcaster account (issue 5, V3): ID availability, sign-up with an
// optional coupon, the sign-up parameters and coupon lookup, the legacy Broadcaster ID + password sign-in,
// linking an existing user, and referral coupons.
import type { FastifyInstance } from 'fastify';
import { BROADCASTER_ROLES } from '@sermon/shared-contracts/constants/accounts';
import type { AppContext } from '../../app-context';
import { NotFoundError } from '../../http/api-errors';
import { ACCOUNT_BODY_LIMIT, bodyOf } from '../accounts/request-body';
import { RateLimiter } from '../auth/rate-limiter';
import { requireBroadcasterRole } from '../dashboard-access/broadcaster-access';
import { nowSeconds } from '../sermons/visibility';
import { broadcasterLogin } from './broadcaster-login';
import { createReferralCoupon, findUsableSignupCoupon, presentCoupon } from './coupons';
import { linkUser } from './linked-users';
import { isBroadcasterIdAvailable, signUpBroadcaster } from './sign-up';
import { signupParams } from './signup-params';

export const COUPON_NOT_FOUND_TEXT = 'Coupon not found';
const MAX_CUSTOM_MESSAGE_LENGTH = 500;

/** Form bodies for this plugin's routes; a repeated field (one per checked checkbox) arrives as a list. */
function acceptFormBodiesWithLists(app: FastifyInstance): void {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: ACCOUNT_BODY_LIMIT }, (_request, body, done) => {
    const fields: Record<string, string | string[]> = {};
    for (const [key, value] of new URLSearchParams(body as string)) {
      const seen = fields[key];
      fields[key] = seen === undefined ? value : Array.isArray(seen) ? [...seen, value] : [seen, value];
    }
    done(null, fields);
  });
}

export async function broadcasterSignupRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  acceptFormBodiesWithLists(app);
  const limiter = new RateLimiter(ctx.db);
  const options = { bodyLimit: ACCOUNT_BODY_LIMIT };

  app.get<{ Params: { broadcasterID: string } }>('/v2/node/broadcasters/:broadcasterID/available', async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return { isAvailable: await isBroadcasterIdAvailable(ctx, request.params.broadcasterID) };
  });

  app.post('/v2/node/broadcasters', options, async (request, reply) => {
    const broadcaster = await signUpBroadcaster(ctx, request);
    return reply.code(201).send(broadcaster);
  });

  app.get('/v2/signup_params', async (_request, reply) => {
    reply.header('Cache-Control', 'public, max-age=3600');
    return signupParams();
  });

  app.get<{ Params: { code: string } }>('/v2/signup_params/coupon/:code', async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    const coupon = await findUsableSignupCoupon(ctx.db, request.params.code, nowSeconds());
    if (!coupon) throw new NotFoundError(COUPON_NOT_FOUND_TEXT);
    return presentCoupon(coupon);
  });

  app.post('/v2/node/users/login', options, async (request) => broadcasterLogin(ctx, limiter, request));

  app.post<{ Params: { broadcasterID: string } }>('/v2/node/broadcasters/:broadcasterID/linked_users', options, async (request, reply) => {
    const linked = await linkUser(ctx, request, request.params.broadcasterID);
    return reply.code(201).send(linked);
  });

  app.post<{ Params: { broadcasterID: string } }>('/v2/node/broadcasters/:broadcasterID/referral_coupons', options, async (request, reply) => {
    const access = await requireBroadcasterRole(ctx, request, request.params.broadcasterID, BROADCASTER_ROLES.Admin);
    const body = { ...bodyOf(request.query), ...bodyOf(request.body) };
    const message = typeof body.customMessage === 'string' ? body.customMessage.trim().slice(0, MAX_CUSTOM_MESSAGE_LENGTH) || null : null;
    const couponID = await createReferralCoupon(ctx.db, access.broadcaster.id, message, nowSeconds());
    return reply.code(201).send({ couponID });
  });
}
