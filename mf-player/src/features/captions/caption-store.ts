/**
 * Caption files fetched once per URL and kept parsed: the overlay and the transcript panel often show the same file,
 * and switching captions off and on again must not download it again. A download nobody waits for any more is
 * aborted; a failed one is not kept, so the next attempt fetches again.
 */
import { parseCaptions, type SubtitleCue } from '@sermon/shared-contracts/rules/captions';

/** GETs a caption file as text; rejects on a network error or a status other than 2xx. */
export type FetchText = (url: string, signal: AbortSignal) => Promise<string>;

export interface CaptionStore {
  /** the parsed cues of a URL already loaded, without fetching */
  peek(url: string): SubtitleCue[] | undefined;
  /** the cues of a URL, fetched unless loaded; rejects with an AbortError when `signal` aborts first */
  load(url: string, signal: AbortSignal): Promise<SubtitleCue[]>;
}

/** A plain GET (spec doc 2 §7: caption and transcript download URLs are fetched as they are, no API headers). */
export const fetchCaptionText: FetchText = async (url, signal) => {
  const response = await fetch(url, { signal, credentials: 'same-origin' });
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
  return response.text();
};

interface Pending {
  promise: Promise<SubtitleCue[]>;
  controller: AbortController;
  waiting: number;
}

/** How many parsed files are kept: a listener moves through a handful of sermons and languages per visit. */
const DEFAULT_MAX_ENTRIES = 12;

export function createCaptionStore(fetchText: FetchText = fetchCaptionText, maxEntries = DEFAULT_MAX_ENTRIES): CaptionStore {
  const loaded = new Map<string, SubtitleCue[]>();
  const pending = new Map<string, Pending>();

  const remember = (url: string, cues: SubtitleCue[]) => {
    loaded.delete(url);
    loaded.set(url, cues);
    // Map keeps insertion order: the first key is the least recently used
    while (loaded.size > maxEntries) loaded.delete(loaded.keys().next().value as string);
  };

  const start = (url: string): Pending => {
    const controller = new AbortController();
    const entry: Pending = {
      controller,
      waiting: 0,
      promise: fetchText(url, controller.signal)
        .then((text) => {
          const cues = parseCaptions(text);
          remember(url, cues);
          return cues;
        })
        .finally(() => {
          if (pending.get(url) === entry) pending.delete(url);
        }),
    };
    // the waiters handle the outcome; this only keeps an abandoned download from being an unhandled rejection
    entry.promise.catch(() => undefined);
    pending.set(url, entry);
    return entry;
  };

  const peek = (url: string): SubtitleCue[] | undefined => {
    const cues = loaded.get(url);
    if (cues) remember(url, cues);
    return cues;
  };

  return {
    peek,
    load(url, signal) {
      const cues = peek(url);
      if (cues) return Promise.resolve(cues);
      if (signal.aborted) return Promise.reject(abortError());
      const entry = pending.get(url) ?? start(url);
      entry.waiting += 1;
      return new Promise<SubtitleCue[]>((resolve, reject) => {
        // each waiter leaves exactly once: by aborting, or when the download settles
        let done = false;
        const finish = () => {
          if (done) return false;
          done = true;
          entry.waiting -= 1;
          signal.removeEventListener('abort', leave);
          return true;
        };
        const leave = () => {
          if (!finish()) return;
          if (entry.waiting === 0 && pending.get(url) === entry) {
            pending.delete(url);
            entry.controller.abort();
          }
          reject(abortError());
        };
        signal.addEventListener('abort', leave, { once: true });
        entry.promise.then(
          (result) => {
            if (finish()) resolve(result);
          },
          (error: unknown) => {
            if (finish()) reject(error);
          },
        );
      });
    },
  };
}

function abortError(): Error {
  const error = new Error('The caption download was aborted');
  error.name = 'AbortError';
  return error;
}

/** The store of this remote's page: one per loaded bundle, shared by every caption hook on it. */
export const captionStore = createCaptionStore();
