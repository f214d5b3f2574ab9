// The frontends: shell at / (with the SPA fallback), each remote at /mf/<folder>/, independent
// deployments at /deploy/, plus /remotes.json, /app-config.json and /healthz.
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { REMOTE_FOLDERS, type RemoteFolder } from '@sermon/shared-contracts/mf/remotes';
import type { AppConfig } from '@sermon/shared-contracts/mf/custom-props';
import type { AppContext } from '../app-context';
import { UNKNOWN_API_ROUTE_BODY } from '../http/api-errors';
import { urlBuilderFor } from '../http/public-url';
import { IndexHtml } from './index-html';
import { defaultRemotesManifest, InvalidOverrideError, overrideRemotesManifest } from './remotes-manifest';
import { NO_CACHE, resolveInside, sendStaticFile } from './static-files';

/** Paths that belong to the server, never to the SPA. */
const SERVER_PREFIXES = ['/v2', '/media', '/mf', '/deploy', '/graphql', '/oembed'];

function hasPrefix(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

function notFoundJson(reply: FastifyReply) {
  return reply.code(404).send({ message: 'Not found', errors: { code: 'NOT_FOUND' } });
}

export async function webRoutes(app: FastifyInstance, { config }: AppContext): Promise<void> {
  const shellDist = path.join(config.frontendRoot, 'shell', 'dist');
  const deployRoot = path.join(config.dataDir, 'deploy');
  const indexHtml = new IndexHtml(path.join(shellDist, 'index.html'));

  app.get('/healthz', async () => ({ status: 'ok' }));

  app.get('/app-config.json', async (_request, reply) => {
    // chromecast: false keeps the player from loading Google's Cast SDK at all (offline CI, privacy-minded hosts).
    // The dashboard sends the broadcaster key with its writes (spec doc 2 §6); a key only says which client is
    // calling, the caller's rights come from their sign-in.
    const body: AppConfig = {
      apiBase: '/v2/',
      apiKey: config.apiKey,
      broadcasterApiKey: config.broadcasterApiKey,
      chromecast: config.chromecast,
    };
    return reply.header('Cache-Control', NO_CACHE).send(body);
  });

  app.get('/remotes.json', async (request, reply) => {
    reply.header('Cache-Control', NO_CACHE);
    try {
      const override = await overrideRemotesManifest(config.dataDir);
      return override ?? (await defaultRemotesManifest(config.frontendRoot));
    } catch (error) {
      if (error instanceof InvalidOverrideError) {
        request.log.error(error.message);
        return reply.code(500).send({ message: error.message, errors: { code: 'INVALID_REMOTES_OVERRIDE' } });
      }
      throw error;
    }
  });

  app.get<{ Params: { folder: string; '*': string } }>('/mf/:folder/*', async (request, reply) => {
    const { folder } = request.params;
    if (!(REMOTE_FOLDERS as readonly string[]).includes(folder)) return notFoundJson(reply);
    const root = path.join(config.frontendRoot, folder as RemoteFolder, 'dist');
    const file = resolveInside(root, request.params['*']);
    if (file && (await sendStaticFile(request, reply, file, { cors: true }))) return reply;
    return notFoundJson(reply.header('Access-Control-Allow-Origin', '*'));
  });

  app.get<{ Params: { '*': string } }>('/deploy/*', async (request, reply) => {
    const file = resolveInside(deployRoot, request.params['*']);
    if (file && (await sendStaticFile(request, reply, file, { cors: true }))) return reply;
    return notFoundJson(reply.header('Access-Control-Allow-Origin', '*'));
  });

  // Everything else: an API 404, a shell file, or the shell's index.html for client-side routes.
  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (hasPrefix(pathname, '/v2')) return reply.code(404).send(UNKNOWN_API_ROUTE_BODY);
    if (request.method !== 'GET' && request.method !== 'HEAD') return notFoundJson(reply);
    if (SERVER_PREFIXES.some((prefix) => hasPrefix(pathname, prefix))) return notFoundJson(reply);
    const file = resolveInside(shellDist, pathname);
    if (file && pathname !== '/' && (await sendStaticFile(request, reply, file))) return reply;
    // Browsers ask for it on every page (every embed view too). There is none: an empty answer they may keep for a
    // day, rather than the app's page (a 404 would be logged as an error in every page's console).
    if (pathname === '/favicon.ico') return reply.code(204).header('Cache-Control', 'public, max-age=86400').send();
    const page = await indexHtml.render(pathname, urlBuilderFor(request, config.publicBaseUrl)('/').replace(/\/$/, ''));
    if (page) {
      const gzip = /\bgzip\b/i.test(String(request.headers['accept-encoding'] ?? ''));
      reply.header('Content-Type', 'text/html; charset=utf-8').header('Cache-Control', NO_CACHE).header('Vary', 'Accept-Encoding');
      if (gzip) return reply.header('Content-Encoding', 'gzip').send(page.gzip);
      return reply.send(page.html);
    }
    return reply
      .code(503)
      .type('text/plain; charset=utf-8')
      .send('The web frontend is not built yet: run `npm run build` in the repository root.');
  });
}
