import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { PageHeader } from '../../components/layout/PageHeader';
import { usePageTitle } from '../../platform/use-page-title';
import { SermonInfiniteList } from '../../components/sermon/SermonInfiniteList';
import { SermonFilters } from './components/SermonFilters';
import { parseSermonFilters, toSermonListParams } from './sermon-filters';

/** /sermons: every published sermon, filtered and sorted from the address query. */
export function SermonsPage() {
  const { t } = useLingui();
  usePageTitle(t`Sermons`);
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo(() => parseSermonFilters(searchParams), [searchParams]);
  const params = useMemo(() => toSermonListParams(filters), [filters]);
  return (
    <>
      <PageHeader title={<Trans>Sermons</Trans>} subtitle={<Trans>Browse, filter and sort the whole sermon library.</Trans>} />
      <SermonFilters filters={filters} onChange={(next) => setSearchParams(next)} />
      <SermonInfiniteList params={params} showCount />
    </>
  );
}
