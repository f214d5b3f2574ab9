import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { usePageTitle } from '@sermon/shared-contracts/mf/use-page-title';
import { PageHeader } from '../../components/layout/PageHeader';
import { SermonInfiniteList } from '../../components/sermon/SermonInfiniteList';
import { sermonPlayList } from '../../components/sermon/play-list';
import { SermonFilterBar } from './components/SermonFilterBar';
import { parseSermonFilters, toSermonListParams, type SermonFilters } from './sermon-filters';

/** /sermons: every published sermon, filtered and sorted from the address query. */
export function SermonsPage() {
  const { t } = useLingui();
  usePageTitle(t`Sermons`);
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo(() => parseSermonFilters(searchParams), [searchParams]);
  const params = useMemo(() => toSermonListParams(filters), [filters]);
  // a keyword makes the list a search (the player can say so); otherwise it is the filtered library
  const playList = useMemo(
    () =>
      filters.searchKeyword
        ? sermonPlayList('search', params, filters.searchKeyword)
        : sermonPlayList('sermons', params, t`Sermons`),
    [params, filters.searchKeyword, t],
  );
  // What was last written, so two changes in a row build on each other even before the URL updates.
  const latest = useRef(searchParams);
  useEffect(() => {
    latest.current = searchParams;
  }, [searchParams]);
  const change = useCallback(
    (update: (current: SermonFilters) => URLSearchParams) => {
      const next = update(parseSermonFilters(latest.current));
      latest.current = next;
      setSearchParams(next);
    },
    [setSearchParams],
  );
  return (
    <>
      <PageHeader title={<Trans>Sermons</Trans>} subtitle={<Trans>Browse, filter and sort the whole sermon library.</Trans>} />
      <SermonFilterBar filters={filters} onChange={change} />
      <SermonInfiniteList params={params} playList={playList} showCount />
    </>
  );
}
