// GET node/languages and node/filter_options/sermon_event_types.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { parseQuery } from '../../http/query-params';
import { sermonEventTypes } from '../sermons/service';
import { localeTagFromAcceptLanguage } from './language-names';
import { eventTypesQuery } from './schemas';
import { languageList } from './service';

export async function referenceRoutes(app: FastifyInstance, { db }: AppContext): Promise<void> {
  app.get('/v2/node/languages', async (request) =>
    languageList(db, localeTagFromAcceptLanguage(request.headers['accept-language'])),
  );

  app.get('/v2/node/filter_options/sermon_event_types', async (request) => {
    const query = parseQuery(eventTypesQuery, request.query);
    return sermonEventTypes(db, query.broadcaster_id, query.includeUnpublished ?? false);
  });
}
