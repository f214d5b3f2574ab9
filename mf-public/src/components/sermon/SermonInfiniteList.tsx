import type { SermonListParams } from '@sermon/shared-contracts/api/get-sermons';
import type { PlayList } from '@sermon/shared-contracts/entities/play-list';
import { Plural } from '@lingui/react/macro';
import { InfiniteList } from '../infinite-list/InfiniteList';
import { colors, space } from '@sermon/shared-contracts/mf/theme/tokens';
import { useSermonPages } from './api/get-sermons';
import { SermonCard } from './SermonCard';

/**
 * The sermon grid every page uses (all sermons, a speaker's, a broadcaster's, a series'). `playList` is what a card's
 * play hands the player for next and previous: build it with sermonPlayList from these same params.
 */
export function SermonInfiniteList({
  params,
  playList,
  showCount = false,
}: {
  params: SermonListParams;
  playList?: PlayList;
  showCount?: boolean;
}) {
  const list = useSermonPages(params);
  const total = list.totalCount;
  return (
    <>
      {showCount && total !== null && total > 0 && (
        <p data-testid="sermon-count" css={{ margin: `0 0 ${space(4)}`, color: colors.muted, fontSize: '0.9rem' }}>
          <Plural value={total} one="# sermon" other="# sermons" />
        </p>
      )}
      <InfiniteList
        items={list.items}
        status={list.status}
        hasMore={list.hasMore}
        onLoadMore={list.loadMore}
        onRetry={list.retry}
        getKey={(sermon) => sermon.sermonID}
        renderItem={(sermon) => <SermonCard sermon={sermon} playList={playList} />}
        testId="sermon-list"
      />
    </>
  );
}
