// Fakes for the session tests: a cookie jar, a routed fetch, linked BroadcastChannels and JWTs with a chosen exp.
import type { CookieStorage, SessionChannel } from './browser-session';

export function fakeJwt(expSeconds: number, id = 'x'): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ sub: '1', exp: expSeconds, jti: id })}.sig`;
}

/** A cookie jar that understands what document.cookie understands for one path: set, and delete with Max-Age=0. */
export function fakeCookieJar(initial: Record<string, string> = {}): CookieStorage & { writes: string[]; values: Map<string, string> } {
  const values = new Map(Object.entries(initial));
  const writes: string[] = [];
  return {
    values,
    writes,
    read: () => [...values].map(([name, value]) => `${name}=${value}`).join('; '),
    write(cookie) {
      writes.push(cookie);
      const [pair, ...attributes] = cookie.split(';').map((part) => part.trim());
      const separator = pair!.indexOf('=');
      const name = pair!.slice(0, separator);
      if (attributes.some((attribute) => /^max-age=0$/i.test(attribute))) values.delete(name);
      else values.set(name, pair!.slice(separator + 1));
    },
  };
}

export interface FetchCall {
  method: string;
  path: string;
  authorization?: string;
  body: unknown;
}

export type Route = (call: FetchCall) => Response | 'network-error' | Promise<Response | 'network-error'>;

export function json(status: number, body?: unknown): Response {
  return new Response(status === 204 || body === undefined ? null : JSON.stringify(body), { status });
}

/** A fetch answered by `route`; the path is the one under /v2/ without the query. */
export function routedFetch(route: Route): { impl: typeof fetch; calls: FetchCall[] } {
  const calls: FetchCall[] = [];
  const impl = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://site.test');
    const headers = (init?.headers ?? {}) as Record<string, string>;
    const call: FetchCall = {
      method: init?.method ?? 'GET',
      path: url.pathname.replace(/^\/v2\//, ''),
      ...(headers.Authorization ? { authorization: headers.Authorization } : {}),
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    calls.push(call);
    const answer = await route(call);
    if (answer === 'network-error') throw new TypeError('Failed to fetch');
    return answer;
  }) as typeof fetch;
  return { impl, calls };
}

/** Channels of one name in several tabs: a message posted in one reaches the others (never itself). */
export function channelHub(): () => SessionChannel & { posted: unknown[] } {
  const members = new Set<{ deliver: (data: unknown) => void }>();
  return () => {
    const listeners: Array<(event: MessageEvent) => void> = [];
    const member = { deliver: (data: unknown) => listeners.forEach((listener) => listener({ data } as MessageEvent)) };
    members.add(member);
    const posted: unknown[] = [];
    return {
      posted,
      postMessage(message) {
        posted.push(message);
        for (const other of members) if (other !== member) other.deliver(message);
      },
      addEventListener: (_type, listener) => listeners.push(listener as (event: MessageEvent) => void),
      close: () => members.delete(member),
    };
  };
}
