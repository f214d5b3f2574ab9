// GET node/broadcasters/{id}, its series list and one of its series by id or title.
import type { FastifyInstance } from 'fastify';
import { PAGE_SIZES } from '@sermon/shared-contracts/constants/page-sizes';
import type { AppContext } from '../../app-context';
import { nextPageLink } from '../../http/node-list';
import { urlBuilderFor } from '../../http/public-url';
import { parseQuery } from '../../http/query-params';
import { viewerOf, withFollowedFlags } from '../follows/followed-flags';
import { getSeries, seriesList } from '../series/service';
import { broadcasterQuery, broadcasterSeriesQuery } from './schemas';
import { getBroadcaster, requireBroadcaster } from './service';

export async function broadcasterRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { db, config } = ctx;
  // A signed-in caller gets `followed` on the broadcaster and its series (one query per answer).
  app.get<{ Params: { broadcasterID: string } }>('/v2/node/broadcasters/:broadcasterID', async (request, reply) => {
    const query = parseQuery(broadcasterQuery, request.query);
    const viewer = await viewerOf(ctx, request);
    const url = urlBuilderFor(request, config.publicBaseUrl);
    const broadcaster = await getBroadcaster(db, request.params.broadcasterID, query.lite ?? false, url);
    return withFollowedFlags(ctx, viewer, reply, broadcaster);
  });

  app.get<{ Params: { broadcasterID: string } }>('/v2/node/broadcasters/:broadcasterID/series', async (request, reply) => {
    const query = parseQuery(broadcasterSeriesQuery, request.query);
    const viewer = await viewerOf(ctx, request);
    const broadcaster = await requireBroadcaster(db, request.params.broadcasterID);
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? PAGE_SIZES.series;
    const filterBy = query.filterBy ?? 'all';
    const list = await seriesList(
      db,
      {
        broadcasterID: broadcaster.id,
        podcastEnabled: filterBy === 'all' ? undefined : filterBy === 'podcast-enabled',
        nonEmptyOnly: false,
        sortBy: query.sort_by,
        page,
        pageSize,
      },
      urlBuilderFor(request, config.publicBaseUrl),
      (total) => nextPageLink(request, page, pageSize, total),
    );
    return withFollowedFlags(ctx, viewer, reply, list);
  });

  app.get<{ Params: { broadcasterID: string; series: string } }>(
    '/v2/node/broadcasters/:broadcasterID/series/:series',
    async (request, reply) => {
      const viewer = await viewerOf(ctx, request);
      const broadcaster = await requireBroadcaster(db, request.params.broadcasterID);
      const found = await getSeries(db, request.params.series, urlBuilderFor(request, config.publicBaseUrl), broadcaster.id);
      return withFollowedFlags(ctx, viewer, reply, found);
    },
  );
}
