// GET node/sermons and node/sermons/{sermonID}.
import type { FastifyInstance } from 'fastify';
import { PAGE_SIZES } from '@sermon/shared-contracts/constants/page-sizes';
import type { AppContext } from '../../app-context';
import { nextPageLink } from '../../http/node-list';
import { urlBuilderFor } from '../../http/public-url';
import { parseQuery } from '../../http/query-params';
import { BROADCASTER_ROLES } from '@sermon/shared-contracts/constants/accounts';
import { NOT_FOUND_MESSAGES } from '@sermon/shared-contracts/errors/messages';
import { canActForBroadcaster } from '@sermon/shared-contracts/rules/roles';
import { NotFoundError } from '../../http/api-errors';
import { viewerOf, withFollowedFlags } from '../follows/followed-flags';
import { nowSeconds } from './visibility';
import { readSermonListQuery, sermonQuery } from './schemas';
import { getSermon, sermonList } from './service';

export async function sermonRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { db, config } = ctx;
  // A signed-in caller gets `followed` on the sermons' broadcasters, speakers and series (one query per answer).
  app.get('/v2/node/sermons', async (request, reply) => {
    const { filter, lite, liteBroadcaster } = readSermonListQuery(request.query, PAGE_SIZES.sermons);
    const viewer = await viewerOf(ctx, request);
    const list = await sermonList(
      db,
      filter,
      { lite, liteBroadcaster },
      urlBuilderFor(request, config.publicBaseUrl),
      (total) => nextPageLink(request, filter.page, filter.pageSize, total),
    );
    return withFollowedFlags(ctx, viewer, reply, list);
  });

  app.get<{ Params: { sermonID: string } }>('/v2/node/sermons/:sermonID', async (request, reply) => {
    const query = parseQuery(sermonQuery, request.query);
    const lite = query.lite ?? false;
    const viewer = await viewerOf(ctx, request);
    const wantsUnpublished = query.allowUnpublished ?? false;
    const sermon = await getSermon(
      db,
      request.params.sermonID,
      wantsUnpublished,
      { lite, liteBroadcaster: (query.liteBroadcaster ?? false) || lite },
      urlBuilderFor(request, config.publicBaseUrl),
    );
    // Drafts and scheduled sermons are shown only to the broadcaster's staff (uploader or admin) and site admins;
    // to anyone else they do not exist.
    const published = sermon.publishTimestamp !== null && sermon.publishTimestamp <= nowSeconds();
    if (wantsUnpublished && !published && !canActForBroadcaster(viewer, sermon.broadcaster.broadcasterID, BROADCASTER_ROLES.Uploader)) {
      throw new NotFoundError(NOT_FOUND_MESSAGES.sermon);
    }
    return withFollowedFlags(ctx, viewer, reply, sermon);
  });
}
