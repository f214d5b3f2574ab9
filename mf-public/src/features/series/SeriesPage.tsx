import { useMemo } from 'react';
import { useParams } from 'react-router';
import { Plural, Trans } from '@lingui/react/macro';
import { parseSermonSort } from '@sermon/shared-contracts/constants/sermon-sort';
import type { SermonSeries } from '@sermon/shared-contracts/entities/sermon-series';
import { usePageTitle } from '@sermon/shared-contracts/mf/use-page-title';
import { isNotFoundError } from '../../components/api/not-found';
import { LoadError } from '../../components/feedback/LoadError';
import { NotFound } from '../../components/feedback/NotFound';
import { Spinner } from '../../components/feedback/Spinner';
import { FollowButton } from '../../components/follow/FollowButton';
import { useFormatters } from '../../components/format/use-formatters';
import { Portrait } from '../../components/images/Portrait';
import { Section } from '../../components/layout/PageHeader';
import { TextLink } from '../../components/links/TextLink';
import { SermonInfiniteList } from '../../components/sermon/SermonInfiniteList';
import { sermonPlayList } from '../../components/sermon/play-list';
import { colors, space } from '@sermon/shared-contracts/mf/theme/tokens';
import { useSeries } from './api/get-series';

function SeriesNotFound() {
  return (
    <NotFound message={<Trans>Series not found</Trans>} backTo={{ to: '/series', label: <Trans>Browse all series</Trans> }} />
  );
}

/** /series/:seriesID: a series and its sermons. Series ids are numbers; anything else names nothing. */
export function SeriesPage() {
  const { seriesID = '' } = useParams();
  if (!/^\d+$/.test(seriesID)) return <SeriesNotFound />;
  return <SeriesLoader seriesID={Number(seriesID)} />;
}

function SeriesLoader({ seriesID }: { seriesID: number }) {
  const series = useSeries(seriesID);
  if (series.status === 'loading') return <Spinner />;
  if (series.status === 'error') {
    return isNotFoundError(series.error) ? <SeriesNotFound /> : <LoadError onRetry={series.retry} />;
  }
  return <SeriesDetail series={series.data} />;
}

function SeriesDetail({ series }: { series: SermonSeries }) {
  const format = useFormatters();
  usePageTitle(series.title);
  const broadcasterName = series.broadcaster?.displayName ?? series.broadcasterID;
  const earliest = series.earliest ? format.date(series.earliest) : null;
  const latest = series.latest ? format.date(series.latest) : null;
  // the page's own order is the order autoplay walks the series in
  const params = useMemo(
    () => ({ series: series.seriesID, broadcasterID: series.broadcasterID, sortBy: parseSermonSort(series.defaultSortBy ?? undefined) }),
    [series.seriesID, series.broadcasterID, series.defaultSortBy],
  );
  const playList = useMemo(() => sermonPlayList('series', params, series.title), [params, series.title]);
  return (
    <>
      <header css={{ display: 'flex', gap: space(6), alignItems: 'center', flexWrap: 'wrap' }}>
        {series.image && <Portrait imageURL={series.image} name={series.title} size={120} shape="rounded" />}
        <div css={{ minWidth: 0, flex: '1 1 320px' }}>
          <h1 data-testid="series-title" css={{ margin: 0, fontSize: 'clamp(1.6rem, 3vw, 2.2rem)', lineHeight: 1.2 }}>
            {series.title}
          </h1>
          <p css={{ margin: `${space(2)} 0 0`, fontSize: '1.1rem' }}>
            <TextLink to={`/broadcasters/${encodeURIComponent(series.broadcasterID)}`}>{broadcasterName}</TextLink>
          </p>
          <p css={{ margin: `${space(1)} 0 0`, color: colors.muted }}>
            <span data-testid="series-count">
              <Plural value={series.count} one="# sermon" other="# sermons" />
            </span>
            {earliest && latest && (
              <>
                {' · '}
                {earliest === latest ? earliest : <Trans>{earliest} to {latest}</Trans>}
              </>
            )}
          </p>
          <div css={{ marginTop: space(3) }}>
            <FollowButton type="series" id={series.seriesID} name={series.title} />
          </div>
        </div>
      </header>
      {series.description && (
        <p data-testid="series-description" css={{ whiteSpace: 'pre-line', maxWidth: 760, margin: `${space(6)} 0 0` }}>
          {series.description}
        </p>
      )}
      <Section labelId="series-sermons" title={<Trans>Sermons</Trans>}>
        <SermonInfiniteList params={params} playList={playList} />
      </Section>
    </>
  );
}
