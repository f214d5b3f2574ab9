// GET node/series/{id}.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { urlBuilderFor } from '../../http/public-url';
import { NotFoundError } from '../../http/api-errors';
import { NOT_FOUND_MESSAGES } from '@sermon/shared-contracts/errors/messages';
import { getSeries } from './service';

export async function seriesRoutes(app: FastifyInstance, { db, config }: AppContext): Promise<void> {
  app.get<{ Params: { seriesID: string } }>('/v2/node/series/:seriesID', async (request) => {
    // Series are addressed by their numeric id here; titles only under a broadcaster.
    if (!/^\d+$/.test(request.params.seriesID)) throw new NotFoundError(NOT_FOUND_MESSAGES.series);
    return getSeries(db, request.params.seriesID, urlBuilderFor(request, config.publicBaseUrl));
  });
}
