// GET node/broadcasters/{id}, its series list and one of its series by id or title.
import type { FastifyInstance } from 'fastify';
import { PAGE_SIZES } from '@sermon/shared-contracts/constants/page-sizes';
import type { AppContext } from '../../app-context';
import { nextPageLink } from '../../http/node-list';
import { urlBuilderFor } from '../../http/public-url';
import { parseQuery } from '../../http/query-params';
import { getSeries, seriesList } from '../series/service';
import { broadcasterQuery, broadcasterSeriesQuery } from './schemas';
import { getBroadcaster, requireBroadcaster } from './service';

export async function broadcasterRoutes(app: FastifyInstance, { db, config }: AppContext): Promise<void> {
  app.get<{ Params: { broadcasterID: string } }>('/v2/node/broadcasters/:broadcasterID', async (request) => {
    const query = parseQuery(broadcasterQuery, request.query);
    return getBroadcaster(db, request.params.broadcasterID, query.lite ?? false, urlBuilderFor(request, config.publicBaseUrl));
  });

  app.get<{ Params: { broadcasterID: string } }>('/v2/node/broadcasters/:broadcasterID/series', async (request) => {
    const query = parseQuery(broadcasterSeriesQuery, request.query);
    const broadcaster = await requireBroadcaster(db, request.params.broadcasterID);
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? PAGE_SIZES.series;
    const filterBy = query.filterBy ?? 'all';
    return seriesList(
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
  });

  app.get<{ Params: { broadcasterID: string; series: string } }>(
    '/v2/node/broadcasters/:broadcasterID/series/:series',
    async (request) => {
      const broadcaster = await requireBroadcaster(db, request.params.broadcasterID);
      return getSeries(db, request.params.series, urlBuilderFor(request, config.publicBaseUrl), broadcaster.id);
    },
  );
}
