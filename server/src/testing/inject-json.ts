// One API call through inject with an optional Bearer token and JSON body; the reply parsed as JSON when it is.
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { LoginTokens } from '@sermon/shared-contracts/entities/user';

export interface JsonReply<T = any> {
  status: number;
  body: T;
  headers: Record<string, unknown>;
  raw: string;
}

export interface CallOptions {
  token?: string | LoginTokens;
  body?: unknown;
  headers?: Record<string, string>;
}

export async function call<T = any>(
  app: FastifyInstance,
  method: InjectOptions['method'],
  url: string,
  options: CallOptions = {},
): Promise<JsonReply<T>> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) {
    headers.authorization = `Bearer ${typeof options.token === 'string' ? options.token : options.token.access_token}`;
  }
  const response = await app.inject({ method, url, headers, ...(options.body !== undefined ? { payload: options.body as object } : {}) });
  let body: any;
  try {
    body = response.body ? JSON.parse(response.body) : undefined;
  } catch {
    body = undefined;
  }
  return { status: response.statusCode, body, headers: response.headers, raw: response.body };
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
