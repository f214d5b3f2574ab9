// GET node/speakers and node/speakers/{id or displayName}.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { nextPageLink } from '../../http/node-list';
import { urlBuilderFor } from '../../http/public-url';
import { parseQuery } from '../../http/query-params';
import { DEFAULT_SPEAKER_PAGE_SIZE, speakerListQuery } from './schemas';
import { getSpeaker, speakerList } from './service';

export async function speakerRoutes(app: FastifyInstance, { db, config }: AppContext): Promise<void> {
  app.get('/v2/node/speakers', async (request) => {
    const query = parseQuery(speakerListQuery, request.query);
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? DEFAULT_SPEAKER_PAGE_SIZE;
    return speakerList(
      db,
      {
        broadcasterID: query.broadcasterID,
        query: query.query,
        includeUnpublished: query.includeUnpublished ?? false,
        sortBy: query.sortBy,
        page,
        pageSize,
      },
      urlBuilderFor(request, config.publicBaseUrl),
      (total) => nextPageLink(request, page, pageSize, total),
    );
  });

  app.get<{ Params: { speaker: string } }>('/v2/node/speakers/:speaker', async (request) =>
    getSpeaker(db, request.params.speaker, urlBuilderFor(request, config.publicBaseUrl)),
  );
}
