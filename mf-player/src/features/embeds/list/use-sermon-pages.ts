// The list embed's sermons, a page at a time (GET node/sermons): the first page at once, more when asked.
import { useCallback, useEffect, useRef, useState } from 'react';
import { getSermons, type SermonListParams } from '@sermon/shared-contracts/api/get-sermons';
import type { Sermon } from '@sermon/shared-contracts/entities/sermon';
import { useApiClient } from '@sermon/shared-contracts/mf/use-api-client';

export const LIST_EMBED_PAGE_SIZE = 20;

export interface SermonPages {
  results: Sermon[];
  totalCount: number | null;
  status: 'loading' | 'ready' | 'failed';
  /** more pages after the ones loaded */
  hasMore: boolean;
  loadMore: () => void;
  retry: () => void;
}

interface PagesState {
  results: Sermon[];
  totalCount: number | null;
  /** the last page loaded (0 = none yet) */
  page: number;
  status: 'loading' | 'ready' | 'failed';
  hasMore: boolean;
}

const INITIAL: PagesState = { results: [], totalCount: null, page: 0, status: 'loading', hasMore: true };

export function useSermonPages(params: SermonListParams): SermonPages {
  const client = useApiClient();
  // One list per address: the params object is rebuilt on each render, its content is what counts.
  const key = JSON.stringify(params);
  const [state, setState] = useState<PagesState>(INITIAL);
  const [wanted, setWanted] = useState(1);
  const [attempt, setAttempt] = useState(0);
  const paramsRef = useRef(params);
  paramsRef.current = params;
  const pageRef = useRef(state.page);
  pageRef.current = state.page;

  useEffect(() => {
    setState(INITIAL);
    setWanted(1);
  }, [key]);

  useEffect(() => {
    if (state.page >= wanted || !state.hasMore) return;
    const page = state.page + 1;
    const controller = new AbortController();
    setState((s) => ({ ...s, status: 'loading' }));
    getSermons(client, { ...paramsRef.current, page, pageSize: LIST_EMBED_PAGE_SIZE, lite: true, liteBroadcaster: true }, { signal: controller.signal }).then(
      (list) =>
        setState((s) => {
          // rows already shown stay where they are if the list moved between pages
          const seen = new Set(s.results.map((r) => r.sermonID));
          const results = [...s.results, ...list.results.filter((r) => !seen.has(r.sermonID))];
          return { results, totalCount: list.totalCount, page, status: 'ready', hasMore: list.next !== null && list.results.length > 0 };
        }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.warn('[embed] a page of the sermon list could not be loaded', error);
        setState((s) => ({ ...s, status: 'failed' }));
      },
    );
    return () => controller.abort();
    // key: a new address starts over; attempt: a retry asks again for the same page
  }, [client, key, state.page, state.hasMore, wanted, attempt]);

  // asking again while a page is on its way asks for that page, not for one more after it
  const loadMore = useCallback(() => setWanted(pageRef.current + 1), []);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { results: state.results, totalCount: state.totalCount, status: state.status, hasMore: state.hasMore, loadMore, retry };
}
