// The signed-in user's play history: GET site/history/sermons[/{id}], POST site/history/sermons/{id}
// {play_position}, DELETE site/history and DELETE site/history/sermons/{id}.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { nextPageLink } from '../../http/node-list';
import { urlBuilderFor } from '../../http/public-url';
import { parseQuery } from '../../http/query-params';
import { subjectUserId } from '../users/subject-user';
import { clearHistory, deleteEntry } from './repo';
import { historyListQuery, readPlayPosition } from './schemas';
import { historyEntry, historyList, recordPosition } from './service';

type SermonRequest = { Params: { sermonID: string } };

export async function historyRoutes(app: FastifyInstance, { db, auth, config }: AppContext): Promise<void> {
  app.get('/v2/site/history/sermons', async (request, reply) => {
    const caller = await auth.requireUser(request);
    const query = parseQuery(historyListQuery, request.query);
    const userId = await subjectUserId(db, request, caller);
    reply.header('Cache-Control', 'private, no-store');
    return historyList(db, userId, query, urlBuilderFor(request, config.publicBaseUrl), (page, pageSize, total) =>
      nextPageLink(request, page, pageSize, total),
    );
  });

  app.get<SermonRequest>('/v2/site/history/sermons/:sermonID', async (request, reply) => {
    const caller = await auth.requireUser(request);
    const userId = await subjectUserId(db, request, caller);
    reply.header('Cache-Control', 'private, no-store');
    return historyEntry(db, userId, request.params.sermonID, urlBuilderFor(request, config.publicBaseUrl));
  });

  app.post<SermonRequest>('/v2/site/history/sermons/:sermonID', async (request, reply) => {
    const caller = await auth.requireUser(request);
    const userId = await subjectUserId(db, request, caller);
    await recordPosition(db, caller, userId, request.params.sermonID, readPlayPosition(request.body));
    return reply.code(204).send();
  });

  app.delete('/v2/site/history', async (request, reply) => {
    const caller = await auth.requireUser(request);
    await clearHistory(db, await subjectUserId(db, request, caller));
    return reply.code(204).send();
  });

  app.delete<SermonRequest>('/v2/site/history/sermons/:sermonID', async (request, reply) => {
    const caller = await auth.requireUser(request);
    await deleteEntry(db, await subjectUserId(db, request, caller), request.params.sermonID);
    return reply.code(204).send();
  });
}
