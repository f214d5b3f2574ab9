import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { getSermons } from '@sermon/shared-contracts/api/get-sermons';
import type { Sermon } from '@sermon/shared-contracts/entities/sermon';
import { useApiClient } from '@sermon/shared-contracts/mf/use-api-client';
import { Button } from '@sermon/shared-contracts/mf/forms/Button';
import { SelectField } from '@sermon/shared-contracts/mf/forms/SelectField';
import { TextField } from '@sermon/shared-contracts/mf/forms/TextField';
import { FormAlert } from '@sermon/shared-contracts/mf/forms/FormAlert';
import { breakpoints, colors, space } from '@sermon/shared-contracts/mf/theme/tokens';
import { useDashboardBroadcaster } from '../../../components/access/use-dashboard-broadcaster';
import { DashboardPage } from '../../../components/page/DashboardPage';
import { buttonLinkStyle, mutedTextStyle, panelStyle, textLinkStyle } from '../../../components/page/dashboard-styles';
import { useDashboardHref } from '../../../components/page/use-dashboard-href';
import { PublishStateBadge } from '../shared/PublishStateBadge';
import { filtersFromQuery, queryFromFilters, sermonListParams, type DashboardSort, type PublishFilter, type SermonListFilters } from './sermon-list-query';

interface ListState {
  sermons: Sermon[];
  total: number;
  page: number;
  loading: boolean;
  error: boolean;
}

/** `sermons`: every sermon of the broadcaster, drafts and scheduled ones too; search, filter, sort, load more. */
export function SermonsListPage() {
  const { t, i18n } = useLingui();
  const client = useApiClient();
  const href = useDashboardHref();
  const { broadcasterID } = useDashboardBroadcaster();
  const [query, setQuery] = useSearchParams();
  const filters = filtersFromQuery(query);
  const [search, setSearch] = useState(filters.search);
  const [state, setState] = useState<ListState>({ sermons: [], total: 0, page: 0, loading: true, error: false });
  const filterKey = `${broadcasterID}|${queryFromFilters(filters)}`;

  const setFilters = (next: SermonListFilters) => setQuery(queryFromFilters(next), { replace: true });

  const load = async (page: number, signal?: AbortSignal) => {
    setState((s) => ({ ...s, loading: true, error: false }));
    try {
      const list = await getSermons(client, sermonListParams(broadcasterID, filters, page), { signal, noCache: true });
      setState((s) => ({ sermons: page === 1 ? list.results : [...s.sermons, ...list.results], total: list.totalCount ?? 0, page, loading: false, error: false }));
    } catch {
      if (!signal?.aborted) setState((s) => ({ ...s, loading: false, error: true }));
    }
  };

  useEffect(() => {
    const controller = new AbortController();
    void load(1, controller.signal);
    return () => controller.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [filterKey]);

  // the search box applies after a short pause, not on every key
  useEffect(() => {
    if (search === filters.search) return;
    const timer = setTimeout(() => setFilters({ ...filters, search }), 350);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [search]);

  const done = !state.loading && state.sermons.length >= state.total;
  const date = (iso: string) => new Date(`${iso}T12:00:00Z`).toLocaleDateString(i18n.locale, { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });

  return (
    <DashboardPage
      title={t`Sermons`}
      breadcrumbs={[{ label: t`Overview`, to: '' }, { label: t`Sermons` }]}
      actions={
        <Link to={href('sermons/create')} css={buttonLinkStyle} data-testid="new-sermon">
          {t`New sermon`}
        </Link>
      }
      testId="sermons-list-page"
    >
      <section css={{ ...panelStyle, display: 'grid', gap: space(3), [breakpoints.md]: { gridTemplateColumns: '2fr 1fr 1fr', alignItems: 'end' } }}>
        <TextField label={t`Search`} type="search" value={search} onValueChange={setSearch} testId="sermon-search" />
        <SelectField
          label={t`Status`}
          value={filters.publish}
          testId="sermon-state-filter"
          onValueChange={(value) => setFilters({ ...filters, publish: value as PublishFilter })}
          options={[
            { value: 'all', label: t`All` },
            { value: 'draft', label: t`Drafts` },
            { value: 'scheduled', label: t`Scheduled` },
            { value: 'published', label: t`Published` },
          ]}
        />
        <SelectField
          label={t`Sort by`}
          value={filters.sort}
          testId="sermon-sort"
          onValueChange={(value) => setFilters({ ...filters, sort: value as DashboardSort })}
          options={[
            { value: 'updated', label: t`Recently updated` },
            { value: 'added', label: t`Recently added` },
            { value: 'newest', label: t`Preach date, newest first` },
            { value: 'oldest', label: t`Preach date, oldest first` },
            { value: 'title', label: t`Title` },
          ]}
        />
      </section>

      {state.error && <FormAlert kind="error">{t`The sermons could not be loaded. Please try again.`}</FormAlert>}

      <ul data-testid="sermon-rows" css={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: space(2) }}>
        {state.sermons.map((sermon) => (
          <li key={sermon.sermonID} data-testid="sermon-row" css={{ ...panelStyle, display: 'flex', flexWrap: 'wrap', gap: space(2), alignItems: 'center', justifyContent: 'space-between' }}>
            <div css={{ minWidth: 0, flex: '1 1 260px', display: 'grid', gap: space(0.5) }}>
              <Link to={href(`sermons/${sermon.sermonID}`)} css={{ ...textLinkStyle, overflowWrap: 'anywhere' }}>
                {sermon.fullTitle}
              </Link>
              <p css={mutedTextStyle}>
                {sermon.speaker.displayName} · {date(sermon.preachDate)}
                {sermon.series ? ` · ${sermon.series.title}` : ''}
              </p>
            </div>
            <div css={{ display: 'flex', gap: space(2), alignItems: 'center', color: colors.muted, fontSize: '0.85rem' }}>
              {sermon.hasAudio && <span>{t`Audio`}</span>}
              {sermon.hasVideo && <span>{t`Video`}</span>}
              <PublishStateBadge publishTimestamp={sermon.publishTimestamp} />
            </div>
          </li>
        ))}
      </ul>

      {!state.loading && !state.error && state.sermons.length === 0 && (
        <p data-testid="sermons-empty" css={{ ...mutedTextStyle, textAlign: 'center' }}>{t`No Results`}</p>
      )}
      {state.sermons.length > 0 && done && (
        <p data-testid="sermons-end" css={{ ...mutedTextStyle, textAlign: 'center' }}>{t`That's Everything!`}</p>
      )}
      {!done && state.sermons.length > 0 && (
        <div css={{ textAlign: 'center' }}>
          <Button variant="secondary" busy={state.loading} onClick={() => void load(state.page + 1)} data-testid="sermons-more">
            {t`Load more`}
          </Button>
        </div>
      )}
      {state.loading && state.sermons.length === 0 && <p css={{ ...mutedTextStyle, textAlign: 'center' }}>{t`Loading…`}</p>}
    </DashboardPage>
  );
}
