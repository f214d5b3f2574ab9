// GET node/languages and node/filter_options/sermon_event_types.
import type { FastifyInstance } from 'fastify';
import { isSiteAdmin } from '@sermon/shared-contracts/rules/roles';
import type { AppContext } from '../../app-context';
import { parseQuery } from '../../http/query-params';
import { viewerOf } from '../follows/followed-flags';
import { sermonEventTypes } from '../sermons/service';
import { mayViewUnpublished } from '../sermons/visibility';
import { localeTagFromAcceptLanguage } from './language-names';
import { eventTypesQuery } from './schemas';
import { languageList } from './service';

export async function referenceRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { db } = ctx;
  app.get('/v2/node/languages', async (request) =>
    languageList(db, localeTagFromAcceptLanguage(request.headers['accept-language'])),
  );

  app.get('/v2/node/filter_options/sermon_event_types', async (request, reply) => {
    const query = parseQuery(eventTypesQuery, request.query);
    // Drafts and scheduled sermons are counted only for the asked broadcaster's staff (any role) and site admins
    // (across all broadcasters only for site admins); anyone else asking gets the published counts, as the sermon
    // list does. The caller is looked up only when asked, so a plain public call never fails over a stale token.
    const viewer = query.includeUnpublished ? await viewerOf(ctx, request) : null;
    const includeUnpublished =
      (query.includeUnpublished ?? false) &&
      (query.broadcaster_id ? mayViewUnpublished(viewer, query.broadcaster_id) : isSiteAdmin(viewer));
    // counts of unpublished sermons are for this caller only: no shared cache may keep them
    if (includeUnpublished) reply.header('Cache-Control', 'private, no-store').header('Vary', 'Authorization');
    return sermonEventTypes(db, query.broadcaster_id, includeUnpublished);
  });
}
