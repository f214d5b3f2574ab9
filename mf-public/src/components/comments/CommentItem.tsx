// One comment: who wrote it and when, the text, optionally the sermon it is about, and Delete for those allowed.
import { Trans, useLingui } from '@lingui/react/macro';
import type { Comment } from '@sermon/shared-contracts/entities/user';
import { displayNameOf } from '@sermon/shared-contracts/rules/account-validation';
import { ConfirmAction } from '../confirm/ConfirmAction';
import { Portrait } from '../images/Portrait';
import { TextLink } from '../links/TextLink';
import { colors, radius, space } from '@sermon/shared-contracts/mf/theme/tokens';
import { useTimestampFormat } from './use-timestamp-format';

export interface CommentItemProps {
  comment: Comment;
  /** lists across sermons (recent comments, the library) say which sermon each comment is about */
  showSermon?: boolean;
  onDelete?: () => void;
  deleting?: boolean;
  deleteFailed?: boolean;
}

export function CommentItem({ comment, showSermon = false, onDelete, deleting = false, deleteFailed = false }: CommentItemProps) {
  const { t } = useLingui();
  const formatTime = useTimestampFormat();
  const author = displayNameOf(comment.user);
  const sermonTitle = comment.sermon?.fullTitle ?? comment.sermon?.displayTitle;
  const created = new Date(comment.created * 1000);
  return (
    <article
      data-testid="comment"
      data-comment-id={comment.commentID}
      aria-label={t`Comment by ${author}`}
      css={{
        display: 'flex',
        gap: space(3),
        width: '100%',
        padding: space(4),
        background: colors.surface,
        border: `1px solid ${colors.border}`,
        borderRadius: radius.lg,
        minWidth: 0,
      }}
    >
      <Portrait imageURL={comment.user.profile_picture} name={author} size={40} />
      <div css={{ minWidth: 0, flex: 1 }}>
        <p css={{ margin: 0, display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: space(2) }}>
          <strong data-testid="comment-author">{author}</strong>
          <time dateTime={Number.isNaN(created.getTime()) ? undefined : created.toISOString()} css={{ color: colors.muted, fontSize: '0.85rem' }}>
            {formatTime(comment.created)}
          </time>
        </p>
        {showSermon && sermonTitle && (
          <p css={{ margin: `${space(1)} 0 0`, fontSize: '0.9rem', color: colors.muted }}>
            <Trans>
              on <TextLink to={`/sermons/${encodeURIComponent(comment.sermonID)}`} data-testid="comment-sermon">{sermonTitle}</TextLink>
            </Trans>
          </p>
        )}
        <p data-testid="comment-text" css={{ margin: `${space(2)} 0 0`, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
          {comment.text}
        </p>
        {onDelete && (
          <div css={{ marginTop: space(2), display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: space(3) }}>
            <ConfirmAction
              testId="comment-delete"
              label={<Trans>Delete</Trans>}
              question={<Trans>Delete this comment?</Trans>}
              confirmLabel={<Trans>Delete</Trans>}
              busy={deleting}
              onConfirm={onDelete}
            />
            {deleteFailed && (
              <span role="alert" css={{ color: colors.danger, fontSize: '0.9rem' }}>
                <Trans>The comment could not be deleted. Please try again.</Trans>
              </span>
            )}
          </div>
        )}
      </div>
    </article>
  );
}
