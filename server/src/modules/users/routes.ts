// The signed-in user's account (GET/PATCH/DELETE site/users), profile picture, followed lists, feed and user search.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context';
import { nextPageLink } from '../../http/node-list';
import { urlBuilderFor } from '../../http/public-url';
import { parseQuery } from '../../http/query-params';
import { RateLimitedError } from '../auth/rate-limiter';
import type { SignedInCaller } from '../auth/request-auth';
import { deleteAccount, patchAccount, readAccount } from './account-service';
import { linkedBroadcasters, wantsLinkedOnly } from '../broadcaster-signup/linked-broadcasters';
import { userFeed } from './feed';
import { followedBroadcasters, followedSermons, followedSeries, followedSpeakers, pagingOf, type ListRequest } from './followed-lists';
import { profilePictureRoutes } from './profile-picture/picture-routes';
import { feedQuery, readDeletePassword, userListQuery, userSearchQuery } from './schemas';
import { subjectUserId } from './subject-user';
import { searchUsers } from './user-search';

const FOLLOWED_LISTS = {
  broadcasters: followedBroadcasters,
  speakers: followedSpeakers,
  series: followedSeries,
  sermons: followedSermons,
} as const;

export async function userRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { db, auth, config } = ctx;

  // A 429 (too many wrong current passwords) tells the client when to come back.
  app.addHook('onError', async (_request, reply, error) => {
    if (error instanceof RateLimitedError) reply.header('Retry-After', String(error.retryAfterSeconds));
  });

  /** Signed-in, personal: never kept by shared caches. */
  async function personal(request: FastifyRequest, reply: { header(name: string, value: string): unknown }): Promise<SignedInCaller> {
    const caller = await auth.requireUser(request);
    reply.header('Cache-Control', 'private, no-store');
    return caller;
  }

  function listRequest(request: FastifyRequest, userId: number, query: { page?: number; pageSize?: number }): ListRequest {
    return {
      userId,
      ...pagingOf(query),
      url: urlBuilderFor(request, config.publicBaseUrl),
      nextLink: (page, pageSize, total) => nextPageLink(request, page, pageSize, total),
    };
  }

  app.get('/v2/site/users', async (request, reply) => {
    const caller = await personal(request, reply);
    return readAccount(ctx, request, await subjectUserId(db, request, caller));
  });

  app.patch('/v2/site/users', async (request, reply) => {
    const caller = await personal(request, reply);
    return patchAccount(ctx, request, caller, await subjectUserId(db, request, caller));
  });

  app.delete('/v2/site/users', async (request, reply) => {
    const caller = await auth.requireUser(request);
    const password = readDeletePassword(request.body);
    await deleteAccount(ctx, caller, await subjectUserId(db, request, caller), password);
    return reply.code(204).send();
  });

  for (const [name, list] of Object.entries(FOLLOWED_LISTS)) {
    app.get(`/v2/site/users/${name}`, async (request, reply) => {
      const caller = await personal(request, reply);
      // linkedOnly=true: the broadcasters the user holds a role for (broadcaster-signup module)
      if (name === 'broadcasters' && wantsLinkedOnly(request.query)) return linkedBroadcasters(ctx, request, caller.id);
      const query = parseQuery(userListQuery, request.query);
      return list(db, listRequest(request, await subjectUserId(db, request, caller), query));
    });
  }

  app.get('/v2/site/users/feeds', async (request, reply) => {
    const caller = await personal(request, reply);
    const query = parseQuery(feedQuery, request.query);
    return userFeed(db, query.type ?? 'sermons', listRequest(request, await subjectUserId(db, request, caller), query));
  });

  app.get('/v2/site/users/search', async (request, reply) => {
    const caller = await personal(request, reply);
    const query = parseQuery(userSearchQuery, request.query);
    return searchUsers(db, caller, query.query, listRequest(request, caller.id, query));
  });

  await profilePictureRoutes(app, ctx);
}
