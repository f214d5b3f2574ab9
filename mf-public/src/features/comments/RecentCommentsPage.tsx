// /comments: what listeners are saying across the site, each comment with its author and a link to its sermon.
import { Trans, useLingui } from '@lingui/react/macro';
import { usePageTitle } from '@sermon/shared-contracts/mf/use-page-title';
import { CommentItem } from '../../components/comments/CommentItem';
import { InfiniteList } from '../../components/infinite-list/InfiniteList';
import { pagingProps } from '../../components/infinite-list/paging-props';
import { PageHeader } from '../../components/layout/PageHeader';
import { space } from '@sermon/shared-contracts/mf/theme/tokens';
import { useRecentComments } from './api/get-recent-comments';

export function RecentCommentsPage() {
  const { t } = useLingui();
  usePageTitle(t`Recent comments`);
  const list = useRecentComments();
  return (
    <div css={{ maxWidth: 820 }}>
      <PageHeader title={<Trans>Recent comments</Trans>} subtitle={<Trans>What listeners are saying about sermons.</Trans>} testId="comments-title" />
      <div css={{ marginTop: space(2) }}>
        <InfiniteList
          items={list.items}
          {...pagingProps(list)}
          getKey={(comment) => comment.commentID}
          layout="column"
          renderItem={(comment) => <CommentItem comment={comment} showSermon />}
          testId="recent-comment-list"
        />
      </div>
    </div>
  );
}
