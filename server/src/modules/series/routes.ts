// GET node/series/{id}.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { urlBuilderFor } from '../../http/public-url';
import { NotFoundError } from '../../http/api-errors';
import { NOT_FOUND_MESSAGES } from '@sermon/shared-contracts/errors/messages';
import { viewerOf, withFollowedFlags } from '../follows/followed-flags';
import { getSeries } from './service';

export async function seriesRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { db, config } = ctx;
  // A signed-in caller gets `followed` on the series and its broadcaster.
  app.get<{ Params: { seriesID: string } }>('/v2/node/series/:seriesID', async (request, reply) => {
    // Series are addressed by their numeric id here; titles only under a broadcaster.
    if (!/^\d+$/.test(request.params.seriesID)) throw new NotFoundError(NOT_FOUND_MESSAGES.series);
    const viewer = await viewerOf(ctx, request);
    const found = await getSeries(db, request.params.seriesID, urlBuilderFor(request, config.publicBaseUrl));
    return withFollowedFlags(ctx, viewer, reply, found);
  });
}
