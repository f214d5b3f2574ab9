// The list of a dashboard content page (series, speakers, articles, notices): loading and failure with a retry,
// 'No Results', one row per item with a divider, and paging by the list's `next` link. Pages render only a row's
// content; a search box above the list is SearchBox.
import { useLingui } from '@lingui/react/macro';
import { useState, type Key, type ReactNode } from 'react';
import { Button } from '@sermon/shared-contracts/mf/forms/Button';
import { TextField } from '@sermon/shared-contracts/mf/forms/TextField';
import { colors, space } from '@sermon/shared-contracts/mf/theme/tokens';
import { LoadStatus } from '../../components/content/LoadStatus';
import type { Load } from '../../components/content/use-load';
import { mutedTextStyle } from '../../components/page/dashboard-styles';

export interface ListPage<T> {
  results: T[];
  /** the next page's link, null on the last page */
  next: string | null;
}

export function DashboardList<T>({
  list,
  page,
  onPageChange,
  itemKey,
  renderItem,
  rowAlign = 'center',
  rowTestId,
  previousLabel,
  nextLabel,
}: {
  list: Load<ListPage<T>> & { reload(): void };
  /** 1-based */
  page: number;
  onPageChange: (page: number) => void;
  itemKey: (item: T) => Key;
  /** the content of one row (the row itself is a flex line) */
  renderItem: (item: T) => ReactNode;
  /** 'start' for rows of several lines of text */
  rowAlign?: 'center' | 'start';
  rowTestId?: string;
  /** default 'Previous' / 'Next'; the notices list says 'Newer' / 'Older' */
  previousLabel?: string;
  nextLabel?: string;
}) {
  const { t } = useLingui();
  if (list.state !== 'ready') return <LoadStatus failed={list.state === 'failed'} onRetry={list.reload} />;
  const { results, next } = list.data;
  return (
    <>
      {results.length === 0 ? (
        <p css={mutedTextStyle}>{t`No Results`}</p>
      ) : (
        <ul css={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {results.map((item) => (
            <li
              key={itemKey(item)}
              data-testid={rowTestId}
              css={{
                display: 'flex',
                gap: space(3),
                alignItems: rowAlign === 'start' ? 'flex-start' : 'center',
                padding: `${rowAlign === 'start' ? space(3) : space(2.5)} 0`,
                borderBottom: `1px solid ${colors.border}`,
                '&:last-child': { borderBottom: 'none' },
              }}
            >
              {renderItem(item)}
            </li>
          ))}
        </ul>
      )}
      {(next || page > 1) && (
        <div css={{ display: 'flex', gap: space(2), marginTop: space(3) }}>
          <Button type="button" variant="secondary" disabled={page === 1} onClick={() => onPageChange(page - 1)}>
            {previousLabel ?? t`Previous`}
          </Button>
          <Button type="button" variant="secondary" disabled={!next} onClick={() => onPageChange(page + 1)}>
            {nextLabel ?? t`Next`}
          </Button>
        </div>
      )}
    </>
  );
}

/** A searchable list's query and page: a new query starts again at page 1. */
export function useSearchablePages(): { query: string; page: number; setPage: (page: number) => void; search: (query: string) => void } {
  const [state, setState] = useState({ query: '', page: 1 });
  return {
    query: state.query,
    page: state.page,
    setPage: (page) => setState((current) => ({ ...current, page })),
    search: (query) => setState({ query, page: 1 }),
  };
}

/** The search box above a list (pair it with useSearchablePages' query and search). */
export function SearchBox({ query, onQueryChange, testId }: { query: string; onQueryChange: (query: string) => void; testId: string }) {
  const { t } = useLingui();
  return (
    <div css={{ marginBottom: space(3), maxWidth: 360 }}>
      <TextField label={t`Search`} type="search" value={query} onValueChange={onQueryChange} testId={testId} />
    </div>
  );
}
