import { useParams } from 'react-router';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { DiscoverSeriesParams } from '@sermon/shared-contracts/api/get-discover-series';
import { usePageTitle } from '@sermon/shared-contracts/mf/use-page-title';
import { DirectoryTile } from '../../components/directory/DirectoryTile';
import { InfiniteList } from '../../components/infinite-list/InfiniteList';
import { PageHeader } from '../../components/layout/PageHeader';
import { useDiscoverSeries } from './api/get-discover-series';

/** /series and its variants: staff picks, podcasts, recently updated, and /series/search/:search. */
export function SeriesListPage({ preset = {} }: { preset?: DiscoverSeriesParams }) {
  const { t } = useLingui();
  const { search } = useParams();
  usePageTitle(t`Series`);
  const params: DiscoverSeriesParams = { sortBy: 'recent', ...preset };
  if (search) params.query = search;
  const list = useDiscoverSeries(params);
  return (
    <>
      <PageHeader title={<Trans>Series</Trans>} subtitle={<Trans>Sermons preached in order through a book or a theme.</Trans>} />
      <InfiniteList
        items={list.items}
        status={list.status}
        hasMore={list.hasMore}
        onLoadMore={list.loadMore}
        onRetry={list.retry}
        getKey={(series) => series.seriesID}
        layout="rows"
        testId="series-list"
        renderItem={(series) => (
          <DirectoryTile
            testId="series-tile"
            to={`/series/${series.seriesID}`}
            title={series.title}
            imageURL={series.image ?? series.broadcaster?.imageURL}
            imageShape="rounded"
            lines={[
              series.broadcaster?.displayName ?? series.broadcasterID,
              <Plural key="count" value={series.count} one="# sermon" other="# sermons" />,
            ]}
          />
        )}
      />
    </>
  );
}
