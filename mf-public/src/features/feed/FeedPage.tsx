/**
 * /feed and /feed/{sermons|articles|notices|webcasts}: what is new from everything the listener follows.
 * Sermons come from followed broadcasters, speakers and series; articles, notices and webcasts are empty lists
 * until those features exist, and say 'No Results' like any empty list.
 */
import { Navigate, useParams } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { FEED_TYPES, type FeedType } from '@sermon/shared-contracts/api/get-feed';
import type { FeedItem } from '@sermon/shared-contracts/entities/user';
import { RequireSignIn } from '@sermon/shared-contracts/mf/RequireSignIn';
import { usePageTitle } from '@sermon/shared-contracts/mf/use-page-title';
import { NotFound } from '../../components/feedback/NotFound';
import { InfiniteList } from '../../components/infinite-list/InfiniteList';
import { pagingProps } from '../../components/infinite-list/paging-props';
import { PageHeader } from '../../components/layout/PageHeader';
import { SermonCard } from '../../components/sermon/SermonCard';
import { TabNav } from '../../components/tabs/TabNav';
import { useFeedPages } from './api/get-feed';

function isFeedType(value: string | undefined): value is FeedType {
  return (FEED_TYPES as readonly string[]).includes(value ?? '');
}

export function FeedPage() {
  const { feedType } = useParams();
  if (feedType === undefined) return <Navigate to="/feed/sermons" replace />;
  if (!isFeedType(feedType)) return <NotFound />;
  return (
    <RequireSignIn>
      <Feed type={feedType} />
    </RequireSignIn>
  );
}

function Feed({ type }: { type: FeedType }) {
  const { t } = useLingui();
  usePageTitle(t`Feed`);
  return (
    <>
      <PageHeader title={<Trans>Feed</Trans>} subtitle={<Trans>New from the broadcasters, speakers and series you follow.</Trans>} testId="feed-title" />
      <TabNav
        label={t`Feed sections`}
        testId="feed-tabs"
        tabs={[
          { to: '/feed/sermons', label: <Trans>Sermons</Trans>, testId: 'feed-tab-sermons' },
          { to: '/feed/articles', label: <Trans>Articles</Trans>, testId: 'feed-tab-articles' },
          { to: '/feed/notices', label: <Trans>Notices</Trans>, testId: 'feed-tab-notices' },
          { to: '/feed/webcasts', label: <Trans>Webcasts</Trans>, testId: 'feed-tab-webcasts' },
        ]}
      />
      <FeedList key={type} type={type} />
    </>
  );
}

function FeedList({ type }: { type: FeedType }) {
  const list = useFeedPages(type);
  // only sermon items can be shown yet; the other kinds arrive with their features
  const items = list.items.filter((item): item is FeedItem & { sermon: NonNullable<FeedItem['sermon']> } => item.sermon !== undefined);
  return (
    <InfiniteList
      items={items}
      {...pagingProps(list)}
      getKey={(item) => `${item.type}:${item.id}`}
      renderItem={(item) => <SermonCard sermon={item.sermon} />}
      testId={`feed-${type}`}
      emptyText={type === 'sermons' ? <Trans>Follow speakers, series or broadcasters to see their new sermons here.</Trans> : undefined}
    />
  );
}
