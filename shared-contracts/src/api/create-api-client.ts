// The HTTP client every frontend and the server's own tests use to call the /v2/ API.
import { LOCALE_TAGS, type LocaleCode } from '../i18n/locales';
import { DEFAULT_TIMEOUT_MS } from '../constants/timings';
import { ApiError, parseApiError } from '../errors/api-error';
import { ACCOUNT_ERROR_CODES } from '../constants/accounts';

const TOKEN_EXPIRED_CODE = ACCOUNT_ERROR_CODES.tokenExpired;

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
  /** The signed-in user's tokens (the shell's session); without it every call is anonymous. */
  auth?: ApiAuth;
  /** The broadcaster dashboard key, sent instead of apiKey when a request sets key: 'broadcaster' (spec doc 2 §6). */
  broadcasterApiKey?: string;
}

/** What the client needs from a session (PlatformSession has both). */
export interface ApiAuth {
  /** the access token, refreshed first when expired; null when signed out */
  accessToken(): Promise<string | null>;
  /** the call carrying `rejectedToken` was answered 401 TOKEN_EXPIRED: refresh; true means retry it */
  afterUnauthorized(rejectedToken?: string): Promise<boolean>;
}

export interface RequestOptions {
  query?: QueryParams;
  /** Leave out the cacheLanguage/cacheMax/cacheDomain params. */
  noCache?: boolean;
  signal?: AbortSignal;
  timeoutMs?: number;
  /** Content-Type of a raw body (Blob, ArrayBuffer, typed array); JSON bodies set their own. */
  contentType?: string;
  /** 'text': a successful answer is returned as its text (a plain-text download); errors are still read as JSON. */
  responseType?: 'json' | 'text';
}

/** The body of a POST/PUT/PATCH/DELETE: a JSON value, or raw bytes (an image upload). */
export type RequestBody = unknown;

/** The value of `key` in a request's query or body that selects the broadcaster dashboard key. */
export const BROADCASTER_KEY_SELECTOR = 'broadcaster';

export interface ApiClient {
  readonly apiBase: string;
  readonly locale: LocaleCode;
  /** GET a path relative to apiBase ('node/sermons'), or a host-relative path such as a list's `next`. */
  get<T>(path: string, options?: RequestOptions): Promise<T>;
  /** POST a JSON body (or raw bytes); answers 204 as undefined. Mutations never carry the cache params. */
  post<T>(path: string, body?: RequestBody, options?: RequestOptions): Promise<T>;
  put<T>(path: string, body?: RequestBody, options?: RequestOptions): Promise<T>;
  patch<T>(path: string, body?: RequestBody, options?: RequestOptions): Promise<T>;
  /** DELETE, with a JSON body when given (DELETE site/users takes the password). */
  delete<T>(path: string, options?: RequestOptions & { body?: RequestBody }): Promise<T>;
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

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

function isRawBody(body: unknown): body is Blob | ArrayBuffer | ArrayBufferView {
  return (
    (typeof Blob !== 'undefined' && body instanceof Blob) ||
    body instanceof ArrayBuffer ||
    ArrayBuffer.isView(body)
  );
}

function selectsBroadcasterKey(value: unknown): boolean {
  return (
    !!value &&
    typeof value === 'object' &&
    !Array.isArray(value) &&
    (value as Record<string, unknown>).key === BROADCASTER_KEY_SELECTOR
  );
}

/** `key: 'broadcaster'` tells the client which key to send; the server never sees it. */
function withoutKeySelector<T extends object>(value: T): T {
  const { key: _key, ...rest } = value as Record<string, unknown>;
  return rest as T;
}

function parseBody(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
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

  let warnedMissingBroadcasterKey = false;

  function apiKeyFor(query: QueryParams | undefined, body: unknown): string {
    if (!selectsBroadcasterKey(query) && !selectsBroadcasterKey(body)) return options.apiKey;
    if (options.broadcasterApiKey) return options.broadcasterApiKey;
    if (!warnedMissingBroadcasterKey) {
      warnedMissingBroadcasterKey = true;
      console.warn('The broadcaster API key is missing; the site key is sent instead');
    }
    return options.apiKey;
  }

  async function request<T>(method: Method, path: string, body: unknown, requestOptions: RequestOptions): Promise<T> {
    const apiKey = apiKeyFor(requestOptions.query, body);
    const query = selectsBroadcasterKey(requestOptions.query) ? withoutKeySelector(requestOptions.query!) : requestOptions.query;
    const sentBody = selectsBroadcasterKey(body) ? withoutKeySelector(body as object) : body;
    // Mutations are never cached, so their URL stays free of the cache params.
    const url = buildUrl(path, { query, noCache: requestOptions.noCache ?? method !== 'GET' });
    const credentials = credentialsFor(url);
    // the bearer token goes only where credentials go: our own API
    const auth = credentials === 'include' ? options.auth : undefined;
    const timeoutMs = requestOptions.timeoutMs ?? defaultTimeout;

    const attempt = async (): Promise<{ response: Response; text: string; token: string | null }> => {
      const headers: Record<string, string> = {
        Accept: requestOptions.responseType === 'text' ? 'text/plain, application/json;q=0.9' : 'application/json',
        'Accept-Language': LOCALE_TAGS[options.locale],
        'X-API-Key': apiKey,
        'X-Timestamp': String(Date.now()),
      };
      const token = auth ? await auth.accessToken() : null;
      if (token) headers.Authorization = `Bearer ${token}`;
      let payload: BodyInit | undefined;
      if (sentBody !== undefined && method !== 'GET') {
        if (isRawBody(sentBody)) {
          payload = sentBody as BodyInit;
          if (requestOptions.contentType) headers['Content-Type'] = requestOptions.contentType;
        } else {
          payload = JSON.stringify(sentBody);
          headers['Content-Type'] = 'application/json';
        }
      }
      const { signal, dispose } = requestSignal(requestOptions.signal, timeoutMs);
      try {
        const response = await fetchImpl(url, { method, headers, body: payload, credentials, signal });
        return { response, text: await response.text(), token };
      } finally {
        dispose();
      }
    };

    let { response, text, token } = await attempt();
    if (response.status === 401 && auth && token) {
      const error = parseApiError(response.status, parseBody(text) ?? null);
      // one refresh and one retry; a second TOKEN_EXPIRED is the caller's error
      if (error.apiCode === TOKEN_EXPIRED_CODE && (await auth.afterUnauthorized(token))) ({ response, text } = await attempt());
    }
    if (response.ok && requestOptions.responseType === 'text') return text as T;
    const parsed = parseBody(text);
    if (!response.ok) throw parseApiError(response.status, parsed ?? null);
    if (parsed === undefined) throw new ApiError('The API answered with a body that is not JSON', response.status, null);
    // 204 No Content (and any empty answer) is undefined
    return (parsed === null ? undefined : parsed) as T;
  }

  const get = <T>(path: string, requestOptions: RequestOptions = {}) => request<T>('GET', path, undefined, requestOptions);
  const post = <T>(path: string, body?: unknown, requestOptions: RequestOptions = {}) =>
    request<T>('POST', path, body, requestOptions);
  const put = <T>(path: string, body?: unknown, requestOptions: RequestOptions = {}) =>
    request<T>('PUT', path, body, requestOptions);
  const patch = <T>(path: string, body?: unknown, requestOptions: RequestOptions = {}) =>
    request<T>('PATCH', path, body, requestOptions);
  const del = <T>(path: string, { body, ...requestOptions }: RequestOptions & { body?: unknown } = {}) =>
    request<T>('DELETE', path, body, requestOptions);

  return { apiBase, locale: options.locale, get, post, put, patch, delete: del, url: buildUrl };
}
