// Comments: GET node/sermons/{id}/comments, POST sermon_comments/sermon/{id}, DELETE sermon_comments/comment/{id},
// GET sermon_comments/user and GET sermon_comments/legacy.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { nextPageLink } from '../../http/node-list';
import { urlBuilderFor } from '../../http/public-url';
import { parseQuery } from '../../http/query-params';
import { subjectUserId } from '../users/subject-user';
import { legacyCommentsQuery, readCommentText, sermonCommentsQuery, userCommentsQuery } from './schemas';
import { legacyComments, postComment, removeComment, sermonComments, userComments } from './service';

export async function commentRoutes(app: FastifyInstance, { db, auth, config }: AppContext): Promise<void> {
  app.get<{ Params: { sermonID: string } }>('/v2/node/sermons/:sermonID/comments', async (request) => {
    const query = parseQuery(sermonCommentsQuery, request.query);
    return sermonComments(db, request.params.sermonID, query, urlBuilderFor(request, config.publicBaseUrl), (page, pageSize, total) =>
      nextPageLink(request, page, pageSize, total),
    );
  });

  app.post<{ Params: { sermonID: string } }>('/v2/sermon_comments/sermon/:sermonID', async (request, reply) => {
    const caller = await auth.requireUser(request);
    const text = readCommentText(request.body);
    const comment = await postComment(db, caller, request.params.sermonID, text, urlBuilderFor(request, config.publicBaseUrl));
    return reply.code(201).send(comment);
  });

  app.delete<{ Params: { commentID: string } }>('/v2/sermon_comments/comment/:commentID', async (request, reply) => {
    const caller = await auth.requireUser(request);
    await removeComment(db, caller, request.params.commentID);
    return reply.code(204).send();
  });

  app.get('/v2/sermon_comments/user', async (request, reply) => {
    const caller = await auth.requireUser(request);
    const query = parseQuery(userCommentsQuery, request.query);
    const userId = await subjectUserId(db, request, caller);
    reply.header('Cache-Control', 'private, no-store');
    return userComments(db, userId, query, urlBuilderFor(request, config.publicBaseUrl), (page, pageSize, total) =>
      nextPageLink(request, page, pageSize, total),
    );
  });

  app.get('/v2/sermon_comments/legacy', async (request) => {
    const query = parseQuery(legacyCommentsQuery, request.query);
    return legacyComments(db, query, urlBuilderFor(request, config.publicBaseUrl), (page, pageSize, total) =>
      nextPageLink(request, page, pageSize, total),
    );
  });
}
