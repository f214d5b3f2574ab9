// /library/bookmarks: the favourite sermons, newest bookmark first.
import { Trans, useLingui } from '@lingui/react/macro';
import { usePageTitle } from '@sermon/shared-contracts/mf/use-page-title';
import { InfiniteList } from '../../components/infinite-list/InfiniteList';
import { pagingProps } from '../../components/infinite-list/paging-props';
import { useBookmarkPages } from './api/get-followed';
import { BookmarkCard } from './components/BookmarkCard';

export function BookmarksTab() {
  const { t } = useLingui();
  usePageTitle(t`Bookmarks`);
  const list = useBookmarkPages();
  return (
    <InfiniteList
      items={list.items}
      {...pagingProps(list)}
      getKey={(sermon) => sermon.sermonID}
      renderItem={(sermon) => <BookmarkCard sermon={sermon} />}
      testId="bookmark-list"
      emptyText={<Trans>Bookmark sermons to see them here.</Trans>}
    />
  );
}
