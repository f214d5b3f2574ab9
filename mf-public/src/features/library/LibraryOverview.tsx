// /library and /library/overview: a few of each kind, each with "See all".
import { Trans, useLingui } from '@lingui/react/macro';
import { getFollowedSermons } from '@sermon/shared-contracts/api/get-followed-sermons';
import { getHistory } from '@sermon/shared-contracts/api/get-history';
import { getUserComments } from '@sermon/shared-contracts/api/get-user-comments';
import { useApiClient } from '@sermon/shared-contracts/mf/use-api-client';
import { usePageTitle } from '@sermon/shared-contracts/mf/use-page-title';
import { CommentItem } from '../../components/comments/CommentItem';
import { space } from '@sermon/shared-contracts/mf/theme/tokens';
import { fetchFollowed, type FollowedItems } from './api/get-followed';
import { BookmarkCard } from './components/BookmarkCard';
import { FollowedTile, followedKey } from './components/FollowedTile';
import { HistoryRow } from './components/HistoryRow';
import { followingEmptyText } from './components/following-empty-text';
import { OverviewSection } from './components/OverviewSection';
import { FOLLOWING_KINDS, type FollowingKind } from './following-kinds';

/** How many of each kind the overview shows. */
const FEW = { sermons: 4, history: 3, followed: 4, comments: 3 } as const;

export function LibraryOverview() {
  const { t } = useLingui();
  usePageTitle(t`Library`);
  const client = useApiClient();
  const followedTitles: Record<FollowingKind, string> = {
    broadcasters: t`Broadcasters you follow`,
    speakers: t`Speakers you follow`,
    series: t`Series you follow`,
  };
  return (
    <>
      <OverviewSection
        id="history"
        title={<Trans>Continue listening</Trans>}
        seeAllTo="/library/history"
        fetchFirst={(signal) => getHistory(client, { page: 1, pageSize: FEW.history }, { signal })}
        emptyText={<Trans>Sermons you play will be listed here, so you can pick up where you stopped.</Trans>}
        render={(entries) => (
          <ul css={columnList}>
            {entries.map((entry) => (
              <li key={entry.sermonID}>
                <HistoryRow entry={entry} />
              </li>
            ))}
          </ul>
        )}
      />
      <OverviewSection
        id="bookmarks"
        title={<Trans>Bookmarks</Trans>}
        seeAllTo="/library/bookmarks"
        fetchFirst={(signal) => getFollowedSermons(client, { page: 1, pageSize: FEW.sermons }, { signal })}
        emptyText={<Trans>Bookmark sermons to see them here.</Trans>}
        render={(sermons) => (
          <ul css={gridList}>
            {sermons.map((sermon) => (
              <li key={sermon.sermonID} css={{ display: 'flex', minWidth: 0 }}>
                <BookmarkCard sermon={sermon} />
              </li>
            ))}
          </ul>
        )}
      />
      {FOLLOWING_KINDS.map((kind) => (
        <OverviewSection<FollowedItems[typeof kind]>
          key={kind}
          id={`following-${kind}`}
          title={followedTitles[kind]}
          seeAllTo={`/library/following/${kind}`}
          fetchFirst={(signal) => fetchFollowed(client, kind, FEW.followed, signal)}
          emptyText={followingEmptyText(kind)}
          render={(items) => (
            <ul css={rowList}>
              {items.map((item) => (
                <li key={followedKey(kind, item)} css={{ display: 'flex', minWidth: 0 }}>
                  <FollowedTile kind={kind} item={item} />
                </li>
              ))}
            </ul>
          )}
        />
      ))}
      <OverviewSection
        id="comments"
        title={<Trans>Your comments</Trans>}
        seeAllTo="/library/comments"
        fetchFirst={(signal) => getUserComments(client, { page: 1, pageSize: FEW.comments }, { signal })}
        emptyText={<Trans>Comment on a sermon to see your comments here.</Trans>}
        render={(comments) => (
          <ul css={columnList}>
            {comments.map((comment) => (
              <li key={comment.commentID}>
                <CommentItem comment={comment} showSermon />
              </li>
            ))}
          </ul>
        )}
      />
    </>
  );
}

const listBase = { listStyle: 'none', margin: 0, padding: 0, display: 'grid' } as const;
const columnList = { ...listBase, gap: space(3) } as const;
const gridList = { ...listBase, gap: space(5), gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))' } as const;
const rowList = { ...listBase, gap: space(3), gridTemplateColumns: 'repeat(auto-fill, minmax(300px, 1fr))' } as const;
