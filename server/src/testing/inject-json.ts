// One API call through inject with an optional Bearer token, and forged tokens for the attack tests.
import type { FastifyInstance } from 'fastify';
import type { LoginTokens } from '@sermon/shared-contracts/entities/user';
import { authHeader, requestJson, type JsonReply } from './auth-helpers';

export type { JsonReply };

export interface CallOptions {
  token?: string | LoginTokens;
  body?: unknown;
  headers?: Record<string, string>;
}

/** requestJson with the caller's access token as the Bearer header. */
export function call<T = any>(
  app: FastifyInstance,
  method: Parameters<typeof requestJson>[1],
  url: string,
  options: CallOptions = {},
): Promise<JsonReply<T>> {
  const headers = { ...options.headers, ...(options.token ? authHeader(options.token) : {}) };
  return requestJson<T>(app, method, url, { body: options.body, headers });
}

/** A token whose signature no longer matches: one character of the payload changed. */
export function tamperedToken(token: string): string {
  const [header, payload, signature] = token.split('.');
  const flipped = payload!.slice(0, -2) + (payload!.at(-2) === 'A' ? 'B' : 'A') + payload!.at(-1);
  return [header, flipped, signature].join('.');
}

/** The same token with claims changed (e.g. another user's id) and the original signature kept. */
export function forgedToken(token: string, claims: Record<string, unknown>): string {
  const [header, payload, signature] = token.split('.');
  const decoded = JSON.parse(Buffer.from(payload!, 'base64url').toString('utf8')) as Record<string, unknown>;
  const changed = Buffer.from(JSON.stringify({ ...decoded, ...claims })).toString('base64url');
  return [header, changed, signature].join('.');
}

/** An unsigned token ("alg": "none") claiming to be the given user. */
export function unsignedToken(token: string, claims: Record<string, unknown> = {}): string {
  const [, payload] = forgedToken(token, claims).split('.');
  const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
  return `${header}.${payload}.`;
}
