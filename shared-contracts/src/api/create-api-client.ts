// The HTTP client every frontend and the server's own tests use to call the /v2/ API.
import { LOCALE_TAGS, type LocaleCode } from '../i18n/locales';
import { DEFAULT_TIMEOUT_MS } from '../constants/timings';
import { ApiError, parseApiError } from '../errors/api-error';

export type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];
export type QueryParams = Record<string, QueryValue>;

export interface ApiClientOptions {
  /** API base from configuration, ending in '/', e.g. '/v2/' or 'https://api.example.org/v2/'. */
  apiBase: string;
  /** The general site key sent as X-API-Key. */
  apiKey: string;
  locale: LocaleCode;
  fetchImpl?: typeof fetch;
  /** Site domain sent as cacheDomain; defaults to the page's host. */
  cacheDomain?: string;
  /** Longest age, in seconds, of a cached answer the server may give; sent as cacheMax. */
  cacheMaxSeconds?: number;
  /** Default per-request timeout; 0 disables it. */
  timeoutMs?: number;
}

export interface RequestOptions {
  query?: QueryParams;
  /** Leave out the cacheLanguage/cacheMax/cacheDomain params. */
  noCache?: boolean;
  signal?: AbortSignal;
  timeoutMs?: number;
}

export interface ApiClient {
  readonly apiBase: string;
  readonly locale: LocaleCode;
  /** GET a path relative to apiBase ('node/sermons'), or a host-relative path such as a list's `next`. */
  get<T>(path: string, options?: RequestOptions): Promise<T>;
  /** The URL `get` would call, without sending anything. */
  url(path: string, options?: Pick<RequestOptions, 'query' | 'noCache'>): string;
}

/** Default cacheMax: answers up to five minutes old are fine for public pages. */
export const DEFAULT_CACHE_MAX_SECONDS = 300;

/** Query booleans are written as 1/0 and arrays comma-joined (spec doc 1 §5, doc 2 §7). */
export function encodeQuery(query: QueryParams): string {
  const parts: string[] = [];
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    let text: string;
    if (typeof value === 'boolean') text = value ? '1' : '0';
    else if (Array.isArray(value)) {
      if (value.length === 0) continue;
      text = value.join(',');
    } else text = String(value);
    parts.push(`${encodeURIComponent(key)}=${encodeURIComponent(text)}`);
  }
  return parts.join('&');
}

/** Encodes one path segment (a speaker name may hold spaces or slashes). */
export function pathSegment(value: string | number): string {
  return encodeURIComponent(String(value));
}

function originOf(url: string): string | null {
  const match = /^(https?:\/\/[^/]+)/i.exec(url);
  return match ? match[1]!.toLowerCase() : null;
}

/**
 * The caller's signal plus the timeout, built by hand: AbortSignal.any/timeout are missing in
 * older browsers and in jsdom, where the remotes' tests run.
 */
function requestSignal(outer: AbortSignal | undefined, timeoutMs: number): { signal: AbortSignal | undefined; dispose: () => void } {
  if (timeoutMs <= 0) return { signal: outer, dispose: () => {} };
  const controller = new AbortController();
  const onAbort = () => controller.abort(outer?.reason);
  if (outer?.aborted) controller.abort(outer.reason);
  else outer?.addEventListener('abort', onAbort, { once: true });
  const timer = setTimeout(() => controller.abort(new ApiTimeoutError(timeoutMs)), timeoutMs);
  return {
    signal: controller.signal,
    dispose: () => {
      clearTimeout(timer);
      outer?.removeEventListener('abort', onAbort);
    },
  };
}

/** The request took longer than its timeout. */
export class ApiTimeoutError extends Error {
  override readonly name = 'TimeoutError';
  constructor(readonly timeoutMs: number) {
    super(`The request took longer than ${timeoutMs} ms`);
  }
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const apiBase = options.apiBase.endsWith('/') ? options.apiBase : `${options.apiBase}/`;
  const fetchImpl = options.fetchImpl ?? ((input, init) => globalThis.fetch(input, init));
  const cacheDomain =
    options.cacheDomain ?? (typeof location !== 'undefined' && location.host ? location.host : undefined);
  const cacheMax = options.cacheMaxSeconds ?? DEFAULT_CACHE_MAX_SECONDS;
  const defaultTimeout = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const baseOrigin = originOf(apiBase);

  function buildUrl(path: string, requestOptions: Pick<RequestOptions, 'query' | 'noCache'> = {}): string {
    let url: string;
    if (/^https?:\/\//i.test(path)) url = path;
    else if (path.startsWith('/')) url = baseOrigin ? `${baseOrigin}${path}` : path;
    else url = `${apiBase}${path}`;
    const query: QueryParams = { ...requestOptions.query };
    if (!requestOptions.noCache) {
      query.cacheLanguage = options.locale;
      query.cacheMax = cacheMax;
      query.cacheDomain = cacheDomain;
    }
    // A `next` link already carries its own params; ours must not duplicate them.
    const [bare, existing] = url.split('?', 2) as [string, string | undefined];
    const present = new Set(
      (existing ?? '')
        .split('&')
        .filter(Boolean)
        .map((pair) => decodeURIComponent(pair.split('=')[0] ?? '')),
    );
    for (const key of present) delete query[key];
    const extra = encodeQuery(query);
    const search = [existing, extra].filter(Boolean).join('&');
    return search ? `${bare}?${search}` : bare;
  }

  /** Credentials go only to our own API: relative URLs or URLs under apiBase. */
  function credentialsFor(url: string): RequestCredentials {
    if (!/^https?:\/\//i.test(url)) return 'include';
    if (url.startsWith(apiBase)) return 'include';
    return baseOrigin && originOf(url) === baseOrigin ? 'include' : 'omit';
  }

  async function get<T>(path: string, requestOptions: RequestOptions = {}): Promise<T> {
    const url = buildUrl(path, requestOptions);
    const timeoutMs = requestOptions.timeoutMs ?? defaultTimeout;
    const { signal, dispose } = requestSignal(requestOptions.signal, timeoutMs);
    try {
      return await send<T>(url, signal);
    } finally {
      dispose();
    }
  }

  async function send<T>(url: string, signal: AbortSignal | undefined): Promise<T> {
    const response = await fetchImpl(url, {
      method: 'GET',
      headers: {
        Accept: 'application/json',
        'Accept-Language': LOCALE_TAGS[options.locale],
        'X-API-Key': options.apiKey,
        'X-Timestamp': String(Date.now()),
      },
      credentials: credentialsFor(url),
      signal,
    });
    const text = await response.text();
    let body: unknown = null;
    if (text) {
      try {
        body = JSON.parse(text);
      } catch {
        body = null;
      }
    }
    if (!response.ok) throw parseApiError(response.status, body);
    if (body === null && text) throw new ApiError('The API answered with a body that is not JSON', response.status, null);
    return body as T;
  }

  return { apiBase, locale: options.locale, get, url: buildUrl };
}
