// A small tus 1.0 client (https://tus.io/protocols/resumable-upload) for the server's upload URL: the file goes in
// chunks with PATCH at Upload-Offset; a dropped connection or a server restart costs a pause and a HEAD that asks
// where to go on, never the bytes already sent. Requests go through a transport so tests can play the server
// (and cut the line); in the browser it is XMLHttpRequest, the one API that reports upload progress.
import { parseApiError, type ApiError } from '@sermon/shared-contracts/errors/api-error';
import { TUS_VERSION } from '@sermon/shared-contracts/constants/uploads';

export interface TransportRequest {
  method: 'HEAD' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  url: string;
  headers: Record<string, string>;
  body?: Blob;
  /** bytes of the body sent so far */
  onUploadProgress?: (loaded: number) => void;
  signal?: AbortSignal;
}

export interface TransportResponse {
  status: number;
  header(name: string): string | null;
  text: string;
}

/** Rejects only when no answer came (network down, connection cut, aborted). */
export type Transport = (request: TransportRequest) => Promise<TransportResponse>;

export class UploadAbortedError extends Error {
  constructor() {
    super('The upload was stopped.');
    this.name = 'AbortError';
  }
}

/** The upload URL is gone (cancelled, or finished and cleaned up): a new ticket is needed. */
export class UploadGoneError extends Error {}

export const xhrTransport: Transport = (request) =>
  new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(request.method, request.url);
    for (const [name, value] of Object.entries(request.headers)) xhr.setRequestHeader(name, value);
    if (request.onUploadProgress) {
      const report = request.onUploadProgress;
      xhr.upload.onprogress = (event) => report(event.loaded);
    }
    xhr.onload = () => resolve({ status: xhr.status, header: (name) => xhr.getResponseHeader(name), text: xhr.responseText });
    xhr.onerror = () => reject(new Error('network error'));
    xhr.ontimeout = () => reject(new Error('timed out'));
    xhr.onabort = () => reject(new UploadAbortedError());
    if (request.signal) {
      if (request.signal.aborted) {
        reject(new UploadAbortedError());
        return;
      }
      request.signal.addEventListener('abort', () => xhr.abort(), { once: true });
    }
    xhr.send(request.body ?? null);
  });

export interface TusUploadOptions {
  file: Blob;
  uploadURL: string;
  transport?: Transport;
  /** bytes per PATCH; smaller chunks lose less on a cut, larger ones cost fewer requests */
  chunkSize?: number;
  /** waits (ms) before each retry after a failure; the count is reset by every chunk that gets through */
  retryDelays?: readonly number[];
  /** true: the upload may have begun earlier (a reload), so ask the server where it stands first */
  resume?: boolean;
  signal?: AbortSignal;
  onProgress?: (sent: number, total: number) => void;
  /** 'uploading' while bytes flow, 'resuming' while waiting to retry after a failure */
  onPhase?: (phase: 'uploading' | 'resuming') => void;
  /** tests: the clock of the waits */
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
}

export const DEFAULT_CHUNK_SIZE = 16 * 1024 * 1024;
export const DEFAULT_RETRY_DELAYS = [0, 1000, 3000, 5000, 10_000, 20_000, 30_000, 60_000] as const;

const TUS_BODY = 'application/offset+octet-stream';

function defaultSleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(new UploadAbortedError());
      return;
    }
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(new UploadAbortedError());
      },
      { once: true },
    );
  });
}

function errorOf(response: TransportResponse): ApiError {
  let body: unknown;
  try {
    body = response.text ? JSON.parse(response.text) : undefined;
  } catch {
    body = undefined;
  }
  return parseApiError(response.status, body);
}

/** Answers the server may give while it is busy or restarting: worth another try. */
function retryable(status: number): boolean {
  return status === 409 || status === 423 || status === 429 || status >= 500;
}

/**
 * Sends the file; resolves once the server has all of it (and has taken it: the last PATCH runs the completion).
 * Rejects with the server's ApiError when it refuses the file, UploadGoneError when the URL is unknown, or
 * UploadAbortedError when `signal` stops it.
 */
export async function tusUpload(options: TusUploadOptions): Promise<void> {
  const transport = options.transport ?? xhrTransport;
  const chunkSize = options.chunkSize ?? DEFAULT_CHUNK_SIZE;
  const delays = options.retryDelays ?? DEFAULT_RETRY_DELAYS;
  const sleep = options.sleep ?? defaultSleep;
  const { file, uploadURL, signal } = options;
  const total = file.size;
  const base = { 'Tus-Resumable': TUS_VERSION };
  let failures = 0;

  const checkAborted = () => {
    if (signal?.aborted) throw new UploadAbortedError();
  };

  /** Runs `attempt` until it succeeds, waiting between failures; a refusal (4xx) ends it. */
  const withRetries = async <T>(attempt: () => Promise<T>): Promise<T> => {
    for (;;) {
      checkAborted();
      try {
        const result = await attempt();
        failures = 0;
        return result;
      } catch (error) {
        if (error instanceof UploadAbortedError || signal?.aborted) throw new UploadAbortedError();
        const status = (error as Partial<ApiError>).httpStatus;
        if (error instanceof UploadGoneError || (typeof status === 'number' && !retryable(status))) throw error;
        if (failures >= delays.length) throw error;
        options.onPhase?.('resuming');
        await sleep(delays[failures]!, signal);
        failures += 1;
      }
    }
  };

  const head = async (): Promise<{ offset: number; length: number | null }> => {
    const response = await transport({ method: 'HEAD', url: uploadURL, headers: base, signal });
    if (response.status === 404 || response.status === 410) throw new UploadGoneError('The upload is no longer known to the server.');
    if (response.status !== 200 && response.status !== 204) throw errorOf(response);
    const offset = Number(response.header('Upload-Offset'));
    const length = response.header('Upload-Length');
    if (!Number.isFinite(offset)) throw new Error('The server did not say where the upload stands.');
    return { offset, length: length === null ? null : Number(length) };
  };

  let offset = 0;
  if (options.resume) {
    const state = await withRetries(head);
    if (state.length !== null && state.length !== total) throw new UploadGoneError('The earlier upload was of another file.');
    offset = state.offset;
  } else {
    // creation: the ticket exists; this tells the server the length, so it knows when the file is complete
    await withRetries(async () => {
      const response = await transport({ method: 'POST', url: uploadURL, headers: { ...base, 'Upload-Length': String(total) }, signal });
      if (response.status === 404) throw new UploadGoneError('The upload is no longer known to the server.');
      if (response.status !== 201 && response.status !== 200 && response.status !== 204) throw errorOf(response);
    });
  }
  options.onProgress?.(offset, total);
  options.onPhase?.('uploading');

  let resync = false;
  while (offset < total) {
    offset = await withRetries(async () => {
      if (resync) {
        // after a failure the server may hold more (or fewer) bytes than we think: ask
        offset = (await head()).offset;
        options.onProgress?.(offset, total);
        resync = false;
        if (offset >= total) return offset;
      }
      options.onPhase?.('uploading');
      const end = Math.min(total, offset + chunkSize);
      const start = offset;
      try {
        const response = await transport({
          method: 'PATCH',
          url: uploadURL,
          headers: { ...base, 'Upload-Offset': String(start), 'Content-Type': TUS_BODY },
          body: file.slice(start, end),
          onUploadProgress: (loaded) => options.onProgress?.(Math.min(total, start + loaded), total),
          signal,
        });
        if (response.status === 404 || response.status === 410) throw new UploadGoneError('The upload is no longer known to the server.');
        if (response.status !== 204 && response.status !== 200 && response.status !== 201) throw errorOf(response);
        const next = Number(response.header('Upload-Offset'));
        return Number.isFinite(next) ? next : end;
      } catch (error) {
        resync = true;
        throw error;
      }
    });
    options.onProgress?.(offset, total);
  }
}

/** tus termination: the server drops the ticket and the bytes (Cancel). Failures are ignored: the ticket just stays. */
export async function terminateUpload(uploadURL: string, transport: Transport = xhrTransport): Promise<void> {
  await transport({ method: 'DELETE', url: uploadURL, headers: { 'Tus-Resumable': TUS_VERSION } }).catch(() => undefined);
}
