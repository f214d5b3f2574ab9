// GET node/sermons and node/sermons/{sermonID}.
import type { FastifyInstance } from 'fastify';
import { PAGE_SIZES } from '@sermon/shared-contracts/constants/page-sizes';
import type { AppContext } from '../../app-context';
import { nextPageLink } from '../../http/node-list';
import { urlBuilderFor } from '../../http/public-url';
import { parseQuery } from '../../http/query-params';
import { readSermonListQuery, sermonQuery } from './schemas';
import { getSermon, sermonList } from './service';

export async function sermonRoutes(app: FastifyInstance, { db, config }: AppContext): Promise<void> {
  app.get('/v2/node/sermons', async (request) => {
    const { filter, lite, liteBroadcaster } = readSermonListQuery(request.query, PAGE_SIZES.sermons);
    return sermonList(
      db,
      filter,
      { lite, liteBroadcaster },
      urlBuilderFor(request, config.publicBaseUrl),
      (total) => nextPageLink(request, filter.page, filter.pageSize, total),
    );
  });

  app.get<{ Params: { sermonID: string } }>('/v2/node/sermons/:sermonID', async (request) => {
    const query = parseQuery(sermonQuery, request.query);
    const lite = query.lite ?? false;
    return getSermon(
      db,
      request.params.sermonID,
      query.allowUnpublished ?? false,
      { lite, liteBroadcaster: (query.liteBroadcaster ?? false) || lite },
      urlBuilderFor(request, config.publicBaseUrl),
    );
  });
}
