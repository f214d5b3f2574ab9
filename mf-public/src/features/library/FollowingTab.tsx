// /library/following/{broadcasters|speakers|series}: what the listener follows, each unfollowable in place.
import { Navigate, useParams } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { usePageTitle } from '@sermon/shared-contracts/mf/use-page-title';
import { NotFound } from '../../components/feedback/NotFound';
import { InfiniteList } from '../../components/infinite-list/InfiniteList';
import { pagingProps } from '../../components/infinite-list/paging-props';
import { TabNav } from '../../components/tabs/TabNav';
import { useFollowedPages } from './api/get-followed';
import { FollowedTile, followedKey } from './components/FollowedTile';
import { followingEmptyText } from './components/following-empty-text';
import { isFollowingKind, type FollowingKind } from './following-kinds';

export function FollowingTab() {
  const { following } = useParams();
  const { t } = useLingui();
  if (following === undefined) return <Navigate to="/library/following/broadcasters" replace />;
  if (!isFollowingKind(following)) return <NotFound />;
  return (
    <>
      <TabNav
        label={t({ message: 'Following', context: 'library section' })}
        tabs={[
          { to: '/library/following/broadcasters', label: <Trans>Broadcasters</Trans>, testId: 'following-tab-broadcasters' },
          { to: '/library/following/speakers', label: <Trans>Speakers</Trans>, testId: 'following-tab-speakers' },
          { to: '/library/following/series', label: <Trans>Series</Trans>, testId: 'following-tab-series' },
        ]}
      />
      {/* keyed: each kind is its own list, started afresh */}
      <FollowedList key={following} kind={following} />
    </>
  );
}

function FollowedList({ kind }: { kind: FollowingKind }) {
  const { t } = useLingui();
  const titles: Record<FollowingKind, string> = {
    broadcasters: t`Followed broadcasters`,
    speakers: t`Followed speakers`,
    series: t`Followed series`,
  };
  usePageTitle(titles[kind]);
  const list = useFollowedPages(kind);
  return (
    <InfiniteList
      items={list.items}
      {...pagingProps(list)}
      getKey={(item) => followedKey(kind, item)}
      layout="rows"
      renderItem={(item) => <FollowedTile kind={kind} item={item} />}
      testId={`following-${kind}`}
      emptyText={followingEmptyText(kind)}
    />
  );
}
