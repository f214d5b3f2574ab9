// GET node/speakers and node/speakers/{id or displayName}.
import type { FastifyInstance } from 'fastify';
import { isSiteAdmin } from '@sermon/shared-contracts/rules/roles';
import type { AppContext } from '../../app-context';
import { nextPageLink } from '../../http/node-list';
import { urlBuilderFor } from '../../http/public-url';
import { parseQuery } from '../../http/query-params';
import { viewerOf, withFollowedFlags } from '../follows/followed-flags';
import { mayViewUnpublished } from '../sermons/visibility';
import { DEFAULT_SPEAKER_PAGE_SIZE, speakerListQuery } from './schemas';
import { getSpeaker, speakerList } from './service';

export async function speakerRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { db, config } = ctx;
  // A signed-in caller gets `followed` on each speaker (one query per answer).
  app.get('/v2/node/speakers', async (request, reply) => {
    const query = parseQuery(speakerListQuery, request.query);
    const viewer = await viewerOf(ctx, request);
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? DEFAULT_SPEAKER_PAGE_SIZE;
    // Drafts and scheduled sermons count only for the asked broadcaster's staff (any role) and site admins (across
    // all broadcasters only for site admins); for anyone else the flag is ignored, as in the sermon list.
    const includeUnpublished =
      (query.includeUnpublished ?? false) &&
      (query.broadcasterID ? mayViewUnpublished(viewer, query.broadcasterID) : isSiteAdmin(viewer));
    const list = await speakerList(
      db,
      {
        broadcasterID: query.broadcasterID,
        query: query.query,
        includeUnpublished,
        sortBy: query.sortBy,
        page,
        pageSize,
      },
      urlBuilderFor(request, config.publicBaseUrl),
      (total) => nextPageLink(request, page, pageSize, total),
    );
    return withFollowedFlags(ctx, viewer, reply, list);
  });

  app.get<{ Params: { speaker: string } }>('/v2/node/speakers/:speaker', async (request, reply) => {
    const viewer = await viewerOf(ctx, request);
    const speaker = await getSpeaker(db, request.params.speaker, urlBuilderFor(request, config.publicBaseUrl));
    return withFollowedFlags(ctx, viewer, reply, speaker);
  });
}
