// /library/comments: the listener's own comments, each linking to its sermon, with Delete.
import { Trans, useLingui } from '@lingui/react/macro';
import { usePageTitle } from '@sermon/shared-contracts/mf/use-page-title';
import { CommentItem } from '../../components/comments/CommentItem';
import { useCommentRemoval } from '../../components/comments/use-comment-removal';
import { InfiniteList } from '../../components/infinite-list/InfiniteList';
import { pagingProps } from '../../components/infinite-list/paging-props';
import { useMyCommentPages } from './api/get-user-comments';

export function MyCommentsTab() {
  const { t } = useLingui();
  usePageTitle(t`My comments`);
  const list = useMyCommentPages();
  const removal = useCommentRemoval();
  return (
    <InfiniteList
      items={list.items.filter((comment) => !removal.isRemoved(comment.commentID))}
      {...pagingProps(list)}
      getKey={(comment) => comment.commentID}
      layout="column"
      renderItem={(comment) => <CommentItem comment={comment} showSermon {...removal.itemProps(comment.commentID)} />}
      testId="my-comment-list"
      emptyText={<Trans>Comment on a sermon to see your comments here.</Trans>}
    />
  );
}
