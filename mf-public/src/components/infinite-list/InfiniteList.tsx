import { useEffect, useRef, type ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { LoadError } from '../feedback/LoadError';
import { Spinner } from '../feedback/Spinner';
import { colors, focusRing, radius, space } from '@sermon/shared-contracts/mf/theme/tokens';

export interface InfiniteListProps<T> {
  items: readonly T[];
  status: 'loading' | 'idle' | 'error';
  hasMore: boolean;
  onLoadMore: () => void;
  onRetry: () => void;
  renderItem: (item: T) => ReactNode;
  getKey: (item: T) => string | number;
  /** data-testid of the list; the empty and end texts get `-empty` and `-end` after it */
  testId: string;
  /** 'grid' for cards, 'rows' for compact link lists, 'column' for one full-width item per line (comments) */
  layout?: 'grid' | 'rows' | 'column';
  /** How early (px before the bottom) the next page is requested. */
  prefetchMargin?: number;
  /** false: more pages come only on a button press (a short list above another list). */
  autoLoad?: boolean;
  /** What an empty list says instead of 'No Results' (e.g. what to do to fill it). */
  emptyText?: ReactNode;
}

/**
 * A list that fetches more near the bottom (IntersectionObserver on a sentinel) and stops at the
 * end, with the spec's texts: 'No Results' when empty, "That's Everything!" at the end.
 */
export function InfiniteList<T>({
  items,
  status,
  hasMore,
  onLoadMore,
  onRetry,
  renderItem,
  getKey,
  testId,
  layout = 'grid',
  prefetchMargin = 600,
  autoLoad = true,
  emptyText,
}: InfiniteListProps<T>) {
  const sentinel = useRef<HTMLDivElement>(null);
  const loadMoreRef = useRef(onLoadMore);
  loadMoreRef.current = onLoadMore;
  const canObserve = autoLoad && typeof IntersectionObserver !== 'undefined';
  const wantsMore = status === 'idle' && hasMore;

  // Re-observing after every page makes the observer report again, so a page too short to
  // reach the bottom still pulls in the next one.
  useEffect(() => {
    const node = sentinel.current;
    if (!node || !wantsMore || !canObserve) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) loadMoreRef.current();
      },
      { rootMargin: `0px 0px ${prefetchMargin}px 0px` },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [wantsMore, canObserve, items.length, prefetchMargin]);

  const empty = status === 'idle' && !hasMore && items.length === 0;
  const ended = status === 'idle' && !hasMore && items.length > 0;

  return (
    <div>
      {items.length > 0 && (
        <ul data-testid={testId} css={layoutStyles[layout]}>
          {items.map((item) => (
            <li key={getKey(item)} css={{ display: 'flex', minWidth: 0 }}>
              {renderItem(item)}
            </li>
          ))}
        </ul>
      )}
      {status === 'loading' && <Spinner />}
      {status === 'error' && <LoadError onRetry={onRetry} />}
      {empty && (
        <p data-testid={`${testId}-empty`} css={noteStyle}>
          {emptyText ?? <Trans>No Results</Trans>}
        </p>
      )}
      {ended && autoLoad && (
        <p data-testid={`${testId}-end`} css={noteStyle}>
          <Trans>That's Everything!</Trans>
        </p>
      )}
      {wantsMore && !canObserve && (
        <p css={{ textAlign: 'center' }}>
          <button type="button" onClick={onLoadMore} css={moreButtonStyle}>
            <Trans>Load more</Trans>
          </button>
        </p>
      )}
      <div ref={sentinel} aria-hidden="true" css={{ height: 1 }} />
    </div>
  );
}

const gridStyle = {
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: space(5),
  gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))',
} as const;

const rowsStyle = {
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: space(3),
  gridTemplateColumns: 'repeat(auto-fill, minmax(280px, 1fr))',
} as const;

const columnStyle = {
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: space(3),
  gridTemplateColumns: 'minmax(0, 1fr)',
} as const;

const layoutStyles = { grid: gridStyle, rows: rowsStyle, column: columnStyle } as const;

const noteStyle = {
  textAlign: 'center',
  color: colors.muted,
  padding: `${space(6)} 0`,
  margin: 0,
  fontWeight: 500,
} as const;

const moreButtonStyle = {
  font: 'inherit',
  padding: `${space(2)} ${space(5)}`,
  borderRadius: radius.pill,
  border: `1px solid ${colors.accent}`,
  background: colors.surface,
  color: colors.accent,
  cursor: 'pointer',
  ...focusRing,
} as const;
