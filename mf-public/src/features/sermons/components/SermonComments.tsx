/**
 * The comments under a sermon: ten at a time with Load more, in the order the listener picks (newest, oldest,
 * random); signed-in listeners write and delete their own (site and broadcaster admins may delete any).
 */
import { useState } from 'react';
import { useLocation } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import type { CommentSort } from '@sermon/shared-contracts/constants/accounts';
import type { Sermon } from '@sermon/shared-contracts/entities/sermon';
import type { Comment } from '@sermon/shared-contracts/entities/user';
import { useSession } from '@sermon/shared-contracts/mf/use-session';
import { loginPathFor } from '@sermon/shared-contracts/rules/roles';
import { canDeleteComment } from '../../../components/comments/comment-permissions';
import { CommentItem } from '../../../components/comments/CommentItem';
import { useCommentRemoval } from '../../../components/comments/use-comment-removal';
import { SelectField } from '@sermon/shared-contracts/mf/forms/SelectField';
import { InfiniteList } from '../../../components/infinite-list/InfiniteList';
import { pagingProps } from '../../../components/infinite-list/paging-props';
import { TextLink } from '../../../components/links/TextLink';
import { colors, space } from '@sermon/shared-contracts/mf/theme/tokens';
import { useSermonComments } from '../api/get-sermon-comments';
import { CommentForm } from './CommentForm';

export function SermonComments({ sermon }: { sermon: Sermon }) {
  const { t } = useLingui();
  const { status, user } = useSession();
  const location = useLocation();
  const [sortBy, setSortBy] = useState<CommentSort>('date');
  const comments = useSermonComments(sermon.sermonID, sortBy);
  // Comments posted here show on top at once, whatever the order; the list is not fetched again for them.
  const [posted, setPosted] = useState<Comment[]>([]);
  const [removedCount, setRemovedCount] = useState(0);
  const removal = useCommentRemoval(() => setRemovedCount((n) => n + 1));
  const postedIDs = new Set(posted.map((comment) => comment.commentID));
  const items = [...posted, ...comments.items.filter((comment) => !postedIDs.has(comment.commentID))].filter(
    (comment) => !removal.isRemoved(comment.commentID),
  );
  const loadedTotal = comments.totalCount ?? sermon.commentCount ?? null;
  const total = loadedTotal === null ? null : Math.max(0, loadedTotal + posted.length - removedCount);
  const sortOptions = [
    { value: 'date', label: t`Newest first` },
    { value: 'reverse-date', label: t`Oldest first` },
    { value: 'random', label: t`Random` },
  ];

  return (
    <section aria-labelledby="sermon-comments" data-testid="sermon-comments" css={{ marginTop: space(10), maxWidth: 820 }}>
      <h2 id="sermon-comments" css={{ margin: `0 0 ${space(4)}`, fontSize: '1.35rem' }}>
        {total !== null && total > 0 ? <Trans>Comments ({total})</Trans> : <Trans>Comments</Trans>}
      </h2>

      <div css={{ marginBottom: space(6) }}>
        {status === 'signed-in' ? (
          <CommentForm sermonID={sermon.sermonID} onPosted={(comment) => setPosted((list) => [comment, ...list])} />
        ) : status === 'anonymous' ? (
          <p data-testid="comment-sign-in" css={{ margin: 0, color: colors.muted }}>
            <TextLink to={loginPathFor(location.pathname + location.search)}>
              <Trans>Sign in to comment</Trans>
            </TextLink>
          </p>
        ) : null}
      </div>

      <div css={{ display: 'flex', marginBottom: space(3) }}>
        <div css={{ minWidth: 200 }}>
          <SelectField
            label={<Trans>Sort comments</Trans>}
            value={sortBy}
            options={sortOptions}
            onValueChange={(value) => {
              setSortBy(value as CommentSort);
              setPosted([]);
            }}
            testId="comment-sort"
          />
        </div>
      </div>

      <InfiniteList
        items={items}
        {...pagingProps(comments)}
        getKey={(comment) => comment.commentID}
        layout="column"
        autoLoad={false}
        testId="comment-list"
        emptyText={<Trans>No comments yet. Be the first to share what this sermon meant to you.</Trans>}
        renderItem={(comment) => (
          <CommentItem
            comment={comment}
            {...removal.itemProps(comment.commentID, canDeleteComment(user, comment, sermon.broadcaster.broadcasterID))}
          />
        )}
      />
    </section>
  );
}
