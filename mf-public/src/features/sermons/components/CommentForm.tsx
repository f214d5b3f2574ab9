// Writing a comment on a sermon: the length rule (commentProblems) is checked as the listener types, with a counter.
import { useId, useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { postComment } from '@sermon/shared-contracts/api/post-comment';
import { ACCOUNT_ERROR_CODES, MAX_COMMENT_LENGTH, MIN_COMMENT_LENGTH } from '@sermon/shared-contracts/constants/accounts';
import type { Comment } from '@sermon/shared-contracts/entities/user';
import { isApiError } from '@sermon/shared-contracts/errors/api-error';
import { useApiClient } from '@sermon/shared-contracts/mf/use-api-client';
import { commentProblems } from '@sermon/shared-contracts/rules/account-validation';
import { Button } from '@sermon/shared-contracts/mf/forms/Button';
import { FormAlert } from '@sermon/shared-contracts/mf/forms/FormAlert';
import { controlStyle, errorTextStyle, helpStyle, labelStyle } from '@sermon/shared-contracts/mf/forms/form-styles';
import { colors, space } from '@sermon/shared-contracts/mf/theme/tokens';

export function CommentForm({ sermonID, onPosted }: { sermonID: string; onPosted: (comment: Comment) => void }) {
  const { t } = useLingui();
  const client = useApiClient();
  const id = useId();
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const problems = commentProblems(text);
  const length = text.trim().length;
  // "too short" is only worth saying once something was typed; an empty box just keeps Post disabled
  const shownProblem = text.trim() === '' ? null : problems[0] ?? null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (problems.length > 0 || sending) return;
    setSending(true);
    setFailure(null);
    postComment(client, sermonID, text.trim()).then(
      (comment) => {
        setSending(false);
        setText('');
        onPosted(comment);
      },
      (error: unknown) => {
        setSending(false);
        const unauthorized = isApiError(error) && (error.apiCode === ACCOUNT_ERROR_CODES.unauthorized || error.httpStatus === 401);
        setFailure(unauthorized ? t`Please sign in.` : t`Your comment could not be posted. Please try again.`);
      },
    );
  };

  return (
    <form onSubmit={submit} data-testid="comment-form" css={{ display: 'grid', gap: space(3), maxWidth: 760 }}>
      <div>
        <label htmlFor={id} css={labelStyle}>
          <Trans>Add a comment</Trans>
        </label>
        <textarea
          id={id}
          data-testid="comment-input"
          value={text}
          rows={4}
          aria-invalid={shownProblem !== null || undefined}
          aria-describedby={`${id}-count${shownProblem ? ` ${id}-problem` : ''}`}
          onChange={(event) => setText(event.target.value)}
          css={{ ...controlStyle, minHeight: 96, resize: 'vertical', borderColor: shownProblem ? colors.danger : colors.border }}
        />
        <div css={{ display: 'flex', justifyContent: 'space-between', gap: space(3), flexWrap: 'wrap' }}>
          {shownProblem ? (
            <p id={`${id}-problem`} data-testid="comment-problem" aria-live="polite" css={errorTextStyle}>
              {shownProblem === 'tooShort' ? (
                <Trans>Comments must be at least {MIN_COMMENT_LENGTH} characters.</Trans>
              ) : (
                <Trans>Comments can be at most {MAX_COMMENT_LENGTH} characters.</Trans>
              )}
            </p>
          ) : (
            <span />
          )}
          <p
            id={`${id}-count`}
            data-testid="comment-count"
            css={{ ...helpStyle, fontVariantNumeric: 'tabular-nums', color: length > MAX_COMMENT_LENGTH ? colors.danger : colors.muted }}
          >
            {length} / {MAX_COMMENT_LENGTH}
          </p>
        </div>
      </div>
      {failure && <FormAlert kind="error">{failure}</FormAlert>}
      <div>
        <Button type="submit" busy={sending} disabled={problems.length > 0} data-testid="comment-submit">
          <Trans>Post comment</Trans>
        </Button>
      </div>
    </form>
  );
}
