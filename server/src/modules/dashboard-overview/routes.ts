// The dashboard overview's REST calls (issue 5, V3): lifetime_stats and next_bill for the broadcaster's staff,
// highlighted_sermons (a public read; staff change it). The GraphQL broadcasterOverview reads the same data.
import type { FastifyInstance } from 'fastify';
import { BROADCASTER_ROLES } from '@sermon/shared-contracts/constants/accounts';
import { NOT_FOUND_MESSAGES } from '@sermon/shared-contracts/errors/messages';
import type { AppContext } from '../../app-context';
import { NotFoundError } from '../../http/api-errors';
import { urlBuilderFor } from '../../http/public-url';
import { ACCOUNT_BODY_LIMIT, acceptFormBodies } from '../accounts/request-body';
import { requireBroadcasterRole } from '../dashboard-access/broadcaster-access';
import { nowSeconds } from '../sermons/visibility';
import { patchHighlighted, presentHighlighted, resolveHighlighted } from './highlighted-sermons';
import { lifetimeStats, nextBill } from './overview-data';

type ById = { Params: { broadcasterID: string } };

export async function dashboardOverviewRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  acceptFormBodies(app);

  app.get<ById>('/v2/node/broadcasters/:broadcasterID/lifetime_stats', async (request, reply) => {
    const access = await requireBroadcasterRole(ctx, request, request.params.broadcasterID, null);
    reply.header('Cache-Control', 'private, no-store');
    return lifetimeStats(ctx.db, access.broadcaster.id, nowSeconds());
  });

  // Bills are the Biller's business (Admin includes it); an Uploader gets the 403.
  app.get<ById>('/v2/node/broadcasters/:broadcasterID/next_bill', async (request, reply) => {
    const access = await requireBroadcasterRole(ctx, request, request.params.broadcasterID, BROADCASTER_ROLES.Biller);
    reply.header('Cache-Control', 'private, no-store');
    return reply.send(await nextBill(ctx.db, access.broadcaster.id));
  });

  app.get<ById>('/v2/node/broadcasters/:broadcasterID/highlighted_sermons', async (request) => {
    const choice = await resolveHighlighted(ctx.db, request.params.broadcasterID, nowSeconds());
    if (!choice) throw new NotFoundError(NOT_FOUND_MESSAGES.broadcaster);
    return presentHighlighted(ctx.db, choice, urlBuilderFor(request, ctx.config.publicBaseUrl));
  });

  app.patch<ById>('/v2/node/broadcasters/:broadcasterID/highlighted_sermons', { bodyLimit: ACCOUNT_BODY_LIMIT }, async (request) => {
    const access = await requireBroadcasterRole(ctx, request, request.params.broadcasterID, BROADCASTER_ROLES.Uploader);
    await patchHighlighted(ctx.db, request, access.broadcaster.id);
    const choice = await resolveHighlighted(ctx.db, access.broadcaster.id, nowSeconds());
    return presentHighlighted(ctx.db, choice!, urlBuilderFor(request, ctx.config.publicBaseUrl));
  });
}
