// GET node/discover/speakers, node/discover/broadcasters and node/discover/series: the directory
// pages' lists, built on the same queries as the plain lists with directory filters and sorts.
import type { FastifyInstance } from 'fastify';
import { PAGE_SIZES } from '@sermon/shared-contracts/constants/page-sizes';
import type { AppContext } from '../../app-context';
import { nextPageLink } from '../../http/node-list';
import { urlBuilderFor } from '../../http/public-url';
import { parseQuery } from '../../http/query-params';
import { discoverBroadcastersQuery } from '../broadcasters/schemas';
import { broadcasterList } from '../broadcasters/service';
import { discoverSeriesQuery } from '../series/schemas';
import { seriesList } from '../series/service';
import { DEFAULT_SPEAKER_PAGE_SIZE, discoverSpeakersQuery } from '../speakers/schemas';
import { speakerList } from '../speakers/service';

export async function discoverRoutes(app: FastifyInstance, { db, config }: AppContext): Promise<void> {
  app.get('/v2/node/discover/speakers', async (request) => {
    const query = parseQuery(discoverSpeakersQuery, request.query);
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? DEFAULT_SPEAKER_PAGE_SIZE;
    return speakerList(
      db,
      {
        group: query.group,
        letter: query.letter,
        query: query.query,
        includeUnpublished: false,
        sortBy: query.sortBy,
        page,
        pageSize,
      },
      urlBuilderFor(request, config.publicBaseUrl),
      (total) => nextPageLink(request, page, pageSize, total),
    );
  });

  app.get('/v2/node/discover/broadcasters', async (request) => {
    const { page: pageParam, pageSize: pageSizeParam, ...filter } = parseQuery(discoverBroadcastersQuery, request.query);
    const page = pageParam ?? 1;
    const pageSize = pageSizeParam ?? PAGE_SIZES.broadcasters;
    return broadcasterList(
      db,
      { ...filter, page, pageSize },
      urlBuilderFor(request, config.publicBaseUrl),
      (total) => nextPageLink(request, page, pageSize, total),
    );
  });

  app.get('/v2/node/discover/series', async (request) => {
    const query = parseQuery(discoverSeriesQuery, request.query);
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? PAGE_SIZES.series;
    return seriesList(
      db,
      {
        broadcasterID: query.broadcasterID,
        podcastEnabled: query.podcastEnabled,
        staffPick: query.staffPick,
        query: query.query,
        nonEmptyOnly: true,
        sortBy: query.sortBy,
        page,
        pageSize,
      },
      urlBuilderFor(request, config.publicBaseUrl),
      (total) => nextPageLink(request, page, pageSize, total),
    );
  });
}
