// Builds the fastify app (API, media, frontends) around an open database; main.ts listens.
import Fastify, { type FastifyError, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { API_ERROR_CODES, ERROR_MESSAGES } from '@sermon/shared-contracts/errors/messages';
import type { AppContext } from './app-context';
import { registerApiCors } from './http/api-cors';
import { registerApiKeyCheck } from './http/api-key';
import { HttpError } from './http/api-errors';
import { serializeJson } from './http/json-serializer';
import { checkResponse } from './http/response-checks';
import { artworkRoutes } from './modules/artwork/routes';
import { broadcasterRoutes } from './modules/broadcasters/routes';
import { discoverRoutes } from './modules/discover/routes';
import { mediaRoutes } from './modules/media/routes';
import { oembedRoutes } from './modules/oembed/routes';
import { referenceRoutes } from './modules/reference/routes';
import { sermonRoutes } from './modules/sermons/routes';
import { seriesRoutes } from './modules/series/routes';
import { speakerRoutes } from './modules/speakers/routes';
import { webRoutes } from './web/routes';
import { sitemapRoutes } from './modules/sitemaps/routes';
import { redirectRoutes } from './modules/redirects/routes';
import { mailOutboxRoutes } from './mail/outbox-routes';
import { accountRoutes } from './modules/accounts/routes';
import { commentRoutes } from './modules/comments/routes';
import { followRoutes } from './modules/follows/routes';
import { historyRoutes } from './modules/history/routes';
import { userRoutes } from './modules/users/routes';
import { sermonEditorRoutes } from './modules/sermons/editor-routes';
import { seriesEditorRoutes } from './modules/series/editor-routes';
import { speakerEditorRoutes } from './modules/speakers/editor-routes';
import { articleRoutes } from './modules/articles/routes';
import { noticeRoutes } from './modules/notices/routes';
import { managerRoutes } from './modules/managers/routes';
import { broadcasterSettingsRoutes } from './modules/broadcaster-settings/routes';
import { broadcasterSignupRoutes } from './modules/broadcaster-signup/routes';
import { dashboardOverviewRoutes } from './modules/dashboard-overview/routes';
import { graphqlRoutes } from './graphql/routes';
import { uploadRoutes } from './modules/uploads/routes';
import { mediaTrackerRoutes } from './modules/media-tracker/routes';

export interface BuildAppOptions {
  logger?: FastifyServerOptions['logger'];
  /** validate every API reply against the shared zod schemas */
  checkResponses?: boolean;
}

export async function buildApp(ctx: AppContext, options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    // Speaker names may hold an encoded slash (John%2FDoe): keep it inside the one path segment.
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 500 },
    // X-Forwarded-For decides the client address the rate limits count by: trust it only from the configured
    // proxies (TRUST_PROXY), or anyone could pick a fresh address per attempt.
    trustProxy: ctx.config.trustProxy,
  });

  app.setReplySerializer((payload) => serializeJson(payload));
  registerApiCors(app);
  registerApiKeyCheck(app, ctx.config);

  if (options.checkResponses) {
    app.addHook('onSend', async (request, reply, payload) => {
      // every method: response-checks.ts keys shapes by method and route (writes without a shape pass)
      checkResponse(request.method, request.routeOptions.url, reply.statusCode, payload);
      return payload;
    });
  }

  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) return reply.code(error.statusCode).headers(error.headers).send(error.toBody());
    const status = typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.code(500).send({ message: ERROR_MESSAGES.generic, errors: { code: API_ERROR_CODES.internal } });
    }
    return reply.code(status).send({ message: error.message, errors: { code: error.code ?? API_ERROR_CODES.invalidParameter } });
  });

  await app.register(sermonRoutes, ctx);
  await app.register(speakerRoutes, ctx);
  await app.register(broadcasterRoutes, ctx);
  await app.register(seriesRoutes, ctx);
  await app.register(discoverRoutes, ctx);
  await app.register(referenceRoutes, ctx);
  await app.register(artworkRoutes, ctx);
  await app.register(mediaRoutes, ctx);
  await app.register(oembedRoutes, ctx);
  await app.register(accountRoutes, ctx);
  await app.register(userRoutes, ctx);
  await app.register(followRoutes, ctx);
  await app.register(historyRoutes, ctx);
  await app.register(commentRoutes, ctx);
  // the broadcaster dashboard and the media pipeline (issue 5)
  await app.register(sermonEditorRoutes, ctx);
  await app.register(seriesEditorRoutes, ctx);
  await app.register(speakerEditorRoutes, ctx);
  await app.register(articleRoutes, ctx);
  await app.register(noticeRoutes, ctx);
  await app.register(managerRoutes, ctx);
  await app.register(broadcasterSettingsRoutes, ctx);
  await app.register(broadcasterSignupRoutes, ctx);
  await app.register(dashboardOverviewRoutes, ctx);
  await app.register(graphqlRoutes, ctx);
  await app.register(uploadRoutes, ctx);
  await app.register(mediaTrackerRoutes, ctx);
  await app.register(mailOutboxRoutes, ctx);
  await app.register(redirectRoutes, ctx);
  await app.register(sitemapRoutes, ctx);
  await app.register(webRoutes, ctx);
  return app;
}
