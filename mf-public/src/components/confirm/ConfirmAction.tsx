// A destructive action that asks first, in place: the button turns into the question with Yes and Cancel.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { Button } from '@sermon/shared-contracts/mf/forms/Button';
import { colors, space } from '@sermon/shared-contracts/mf/theme/tokens';

interface Props {
  /** what the first button says, e.g. 'Delete' */
  label: ReactNode;
  /** the question, e.g. 'Delete this comment?' */
  question: ReactNode;
  /** what the confirming button says */
  confirmLabel: ReactNode;
  onConfirm: () => void;
  busy?: boolean;
  testId: string;
  variant?: 'quiet' | 'secondary';
}

export function ConfirmAction({ label, question, confirmLabel, onConfirm, busy = false, testId, variant = 'quiet' }: Props) {
  const [asking, setAsking] = useState(false);
  const confirmRef = useRef<HTMLButtonElement>(null);
  // Focus moves to the answer so a keyboard user is not left on a button that disappeared.
  useEffect(() => {
    if (asking) confirmRef.current?.focus();
  }, [asking]);

  if (!asking) {
    return (
      <Button variant={variant} busy={busy} data-testid={testId} onClick={() => setAsking(true)}>
        {label}
      </Button>
    );
  }
  return (
    <span role="group" css={{ display: 'inline-flex', flexWrap: 'wrap', alignItems: 'center', gap: space(2) }}>
      <span css={{ color: colors.text, fontWeight: 500 }}>{question}</span>
      <button
        ref={confirmRef}
        type="button"
        data-testid={`${testId}-confirm`}
        onClick={() => {
          setAsking(false);
          onConfirm();
        }}
        css={answerStyle(colors.danger, colors.accentText)}
      >
        {confirmLabel}
      </button>
      <button type="button" data-testid={`${testId}-cancel`} onClick={() => setAsking(false)} css={answerStyle(colors.surface, colors.text)}>
        <Trans>Cancel</Trans>
      </button>
    </span>
  );
}

function answerStyle(background: string, color: string) {
  return {
    font: 'inherit',
    fontWeight: 600,
    padding: `${space(1.5)} ${space(3)}`,
    borderRadius: 999,
    border: `1px solid ${background === colors.surface ? colors.border : background}`,
    background,
    color,
    cursor: 'pointer',
    '&:focus-visible': { outline: `3px solid ${colors.focus}`, outlineOffset: '2px' },
  } as const;
}
