// The two API keys (spec doc 2 §6): the general site key and the broadcaster dashboard key. Anonymous reads
// need no key (real clients send none), but a key that is sent must be one of ours.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ServerConfig } from '../config';
import { HttpError } from './api-errors';

export type ApiKeyKind = 'none' | 'site' | 'broadcaster';

const kinds = new WeakMap<FastifyRequest, ApiKeyKind>();

/** Which key the request carried (checked already by the hook). */
export function apiKeyKindOf(request: FastifyRequest): ApiKeyKind {
  return kinds.get(request) ?? 'none';
}

export function registerApiKeyCheck(app: FastifyInstance, config: Pick<ServerConfig, 'apiKey' | 'broadcasterApiKey'>): void {
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/v2/')) return;
    const header = request.headers['x-api-key'];
    const key = Array.isArray(header) ? header[0] : header;
    if (!key) return;
    if (key === config.apiKey) kinds.set(request, 'site');
    else if (key === config.broadcasterApiKey) kinds.set(request, 'broadcaster');
    else throw new HttpError(401, 'The API key is not valid.', 'INVALID_API_KEY');
  });
}
