import { useParams } from 'react-router';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { DiscoverBroadcastersParams } from '@sermon/shared-contracts/api/get-discover-broadcasters';
import { usePageTitle } from '@sermon/shared-contracts/mf/use-page-title';
import { DirectoryTile } from '../../components/directory/DirectoryTile';
import { InfiniteList } from '../../components/infinite-list/InfiniteList';
import { PageHeader } from '../../components/layout/PageHeader';
import { useDiscoverBroadcasters } from './api/get-discover-broadcasters';

/**
 * /broadcasters and its directory variants. `preset` carries what a fixed path means
 * (/broadcasters/usa, /school, /vacant...); the :letter, :country, :state, :search and :group
 * segments come from the address.
 */
export function BroadcastersPage({ preset = {} }: { preset?: DiscoverBroadcastersParams }) {
  const { t } = useLingui();
  const { letter, country, state, search, group } = useParams();
  usePageTitle(t`Broadcasters`);
  const params: DiscoverBroadcastersParams = { sortBy: 'name', ...preset };
  if (letter) params.letter = letter.slice(0, 1).toUpperCase();
  if (country) params.country = country.toUpperCase();
  if (state) params.state = state;
  if (search) params.query = search;
  if (group) params.group = group;
  const list = useDiscoverBroadcasters(params);
  return (
    <>
      <PageHeader
        title={<Trans>Broadcasters</Trans>}
        subtitle={<Trans>Churches, ministries, schools, seminaries and radio stations sharing their sermons.</Trans>}
      />
      <InfiniteList
        items={list.items}
        status={list.status}
        hasMore={list.hasMore}
        onLoadMore={list.loadMore}
        onRetry={list.retry}
        getKey={(broadcaster) => broadcaster.broadcasterID}
        layout="rows"
        testId="broadcaster-list"
        renderItem={(broadcaster) => (
          <DirectoryTile
            testId="broadcaster-tile"
            to={`/broadcasters/${encodeURIComponent(broadcaster.broadcasterID)}`}
            title={broadcaster.displayName}
            imageURL={broadcaster.imageURL}
            imageShape="rounded"
            lines={[
              broadcaster.location,
              typeof broadcaster.numberOfSermons === 'number' ? (
                <Plural value={broadcaster.numberOfSermons} one="# sermon" other="# sermons" />
              ) : null,
            ]}
          />
        )}
      />
    </>
  );
}
