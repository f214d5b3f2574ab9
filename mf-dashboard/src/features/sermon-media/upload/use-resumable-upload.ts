// The upload state of one file for the media section: asks for a ticket, sends the bytes by tus (tus-upload.ts), and
// offers pause, resume and cancel. The ticket's URL is remembered in localStorage under the file's fingerprint, so
// after a reload (or a closed tab) choosing the same file again continues where the bytes stopped.
import { useCallback, useEffect, useRef, useState } from 'react';
import { createMediaUpload, type MediaUploadRequest } from '@sermon/shared-contracts/api/create-media-upload';
import { useApiClient } from '@sermon/shared-contracts/mf/use-api-client';
import { terminateUpload, tusUpload, UploadAbortedError, UploadGoneError, type Transport } from './tus-upload';

export type ResumableUploadState = 'idle' | 'uploading' | 'paused' | 'resuming' | 'done' | 'failed';

export interface UploadProgressValue {
  sent: number;
  total: number;
}

/** The POST media fields of a sermon file, or any call answering an upload URL (an image call). */
export type TicketRequest = MediaUploadRequest | (() => Promise<string>);

export interface StartOptions {
  /** what the file is for (e.g. 'sermon-123-original-audio'): part of the fingerprint, so one file can go to two places */
  resumeKey?: string;
}

export interface ResumableUpload {
  /** resolves with the upload URL once the server has the whole file, or null when it was cancelled or failed */
  start(file: File, ticketRequest: TicketRequest, options?: StartOptions): Promise<string | null>;
  progress: UploadProgressValue;
  state: ResumableUploadState;
  /** what went wrong (the server's own words when it refused the file) */
  error: string | null;
  /** bytes per second over the last few seconds; null before there is a measure */
  speed: number | null;
  uploadURL: string | null;
  pause(): void;
  resume(): void;
  cancel(): void;
}

export interface ResumableUploadOptions {
  transport?: Transport;
  chunkSize?: number;
  retryDelays?: readonly number[];
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null;
  now?: () => number;
}

const STORAGE_PREFIX = 'sermon-upload:';
/** how far back the speed looks */
const SPEED_WINDOW_MS = 5000;

export function uploadFingerprint(file: Pick<File, 'name' | 'size' | 'lastModified'>, resumeKey = ''): string {
  return `${STORAGE_PREFIX}${resumeKey}:${file.name}:${file.size}:${file.lastModified}`;
}

/** A sermon file resumes only into the same sermon, type and language. */
function defaultResumeKey(request: TicketRequest): string {
  return typeof request === 'function' ? '' : [request.sermonID, request.uploadType, request.language ?? ''].join(':');
}

function browserStorage(): ResumableUploadOptions['storage'] {
  try {
    return typeof window !== 'undefined' ? window.localStorage : null;
  } catch {
    return null;
  }
}

interface Running {
  file: File;
  uploadURL: string;
  fingerprint: string;
  controller: AbortController;
  /** settles the promise start() returned */
  finish: (url: string | null) => void;
}

export function useResumableUpload(options: ResumableUploadOptions = {}): ResumableUpload {
  const client = useApiClient();
  const clientRef = useRef(client);
  clientRef.current = client;
  const [state, setState] = useState<ResumableUploadState>('idle');
  const [progress, setProgress] = useState<UploadProgressValue>({ sent: 0, total: 0 });
  const [error, setError] = useState<string | null>(null);
  const [speed, setSpeed] = useState<number | null>(null);
  const [uploadURL, setUploadURL] = useState<string | null>(null);
  const running = useRef<Running | null>(null);
  /** bumped by every start and cancel: a ticket that arrives for an older one is dropped */
  const generation = useRef(0);
  /** settles the promise of a start whose ticket is still on its way (cancel must be able to end it) */
  const waitingTicket = useRef<((url: string | null) => void) | null>(null);
  const samples = useRef<Array<{ at: number; sent: number }>>([]);
  const mounted = useRef(true);
  const settings = useRef(options);
  settings.current = options;

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      // leaving the page stops the bytes but keeps the ticket: choosing the file again resumes
      running.current?.controller.abort();
    };
  }, []);

  const storage = () => (settings.current.storage === undefined ? browserStorage() : settings.current.storage);
  const now = () => (settings.current.now ?? Date.now)();

  const report = useCallback((sent: number, total: number) => {
    if (!mounted.current) return;
    setProgress({ sent, total });
    const at = now();
    const list = samples.current;
    list.push({ at, sent });
    while (list.length > 2 && at - list[0]!.at > SPEED_WINDOW_MS) list.shift();
    const first = list[0]!;
    const elapsed = (at - first.at) / 1000;
    setSpeed(elapsed >= 0.5 && sent >= first.sent ? (sent - first.sent) / elapsed : null);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  /**
   * Sends (or continues sending) the running upload until it completes, stops or fails, and settles start()'s
   * promise. With `onGone`, an upload URL the server no longer knows hands over to it instead of failing.
   */
  const run = useCallback(async (job: Running, resume: boolean, onGone?: () => void) => {
    samples.current = [];
    try {
      await tusUpload({
        file: job.file,
        uploadURL: job.uploadURL,
        resume,
        transport: settings.current.transport,
        chunkSize: settings.current.chunkSize,
        retryDelays: settings.current.retryDelays,
        signal: job.controller.signal,
        onProgress: report,
        onPhase: (phase) => {
          if (mounted.current && !job.controller.signal.aborted) setState(phase);
        },
      });
      storage()?.removeItem(job.fingerprint);
      if (running.current === job) running.current = null;
      if (mounted.current) {
        setProgress({ sent: job.file.size, total: job.file.size });
        setState('done');
      }
      job.finish(job.uploadURL);
    } catch (failure) {
      // paused or cancelled: pause() and cancel() have set the state already
      if (failure instanceof UploadAbortedError) return;
      storage()?.removeItem(job.fingerprint);
      if (failure instanceof UploadGoneError && onGone) {
        onGone();
        return;
      }
      if (running.current === job) running.current = null;
      if (mounted.current) {
        setState('failed');
        setError(failure instanceof Error ? failure.message : String(failure));
      }
      job.finish(null);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [report]);

  const start = useCallback(
    async (file: File, ticketRequest: TicketRequest, startOptions: StartOptions = {}): Promise<string | null> => {
      running.current?.controller.abort();
      running.current?.finish(null);
      running.current = null;
      waitingTicket.current?.(null);
      const mine = ++generation.current;
      setError(null);
      setSpeed(null);
      setProgress({ sent: 0, total: file.size });
      setState('uploading');
      const fingerprint = uploadFingerprint(file, startOptions.resumeKey ?? defaultResumeKey(ticketRequest));
      const askTicket = typeof ticketRequest === 'function' ? ticketRequest : () => createMediaUpload(clientRef.current, ticketRequest);
      const remembered = storage()?.getItem(fingerprint) ?? null;

      return new Promise<string | null>((resolve) => {
        const launch = (url: string, resume: boolean, onGone?: () => void) => {
          const job: Running = { file, uploadURL: url, fingerprint, controller: new AbortController(), finish: resolve };
          running.current = job;
          if (mounted.current) setUploadURL(url);
          storage()?.setItem(fingerprint, url);
          void run(job, resume, onGone);
        };
        const fresh = async () => {
          waitingTicket.current = resolve;
          try {
            const url = await askTicket();
            if (generation.current !== mine) {
              // cancelled (or replaced) while the ticket was on its way
              void terminateUpload(url, settings.current.transport);
              return;
            }
            waitingTicket.current = null;
            launch(url, false);
          } catch (failure) {
            if (generation.current !== mine) return;
            waitingTicket.current = null;
            if (mounted.current) {
              setState('failed');
              setError(failure instanceof Error ? failure.message : String(failure));
            }
            resolve(null);
          }
        };
        // an earlier try of this very file: continue it, unless the server no longer knows it
        if (remembered) launch(remembered, true, () => void fresh());
        else void fresh();
      });
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [run],
  );

  const pause = useCallback(() => {
    const job = running.current;
    if (!job) return;
    job.controller.abort();
    setState('paused');
    setSpeed(null);
  }, []);

  const resume = useCallback(() => {
    const job = running.current;
    if (!job || !job.controller.signal.aborted) return;
    const next: Running = { ...job, controller: new AbortController() };
    running.current = next;
    setState('resuming');
    void run(next, true);
  }, [run]);

  const cancel = useCallback(() => {
    const job = running.current;
    running.current = null;
    generation.current += 1;
    waitingTicket.current?.(null);
    waitingTicket.current = null;
    setState('idle');
    setProgress({ sent: 0, total: 0 });
    setSpeed(null);
    setUploadURL(null);
    if (!job) return;
    job.controller.abort();
    storage()?.removeItem(job.fingerprint);
    void terminateUpload(job.uploadURL, settings.current.transport);
    job.finish(null);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return { start, progress, state, error, speed, uploadURL, pause, resume, cancel };
}
