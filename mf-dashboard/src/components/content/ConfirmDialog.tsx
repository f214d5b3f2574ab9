import { useLingui } from '@lingui/react/macro';
import { useEffect, useId, type ReactNode } from 'react';
import { Button } from '@sermon/shared-contracts/mf/forms/Button';
import { colors, radius, shadow, space } from '@sermon/shared-contracts/mf/theme/tokens';

/**
 * A modal question before something that cannot be undone (sending a notice to every follower, deleting).
 * Escape and the backdrop cancel; focus starts on Cancel so a stray Enter does not confirm.
 */
export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  danger = false,
  busy = false,
  onConfirm,
  onCancel,
  testId = 'confirm-dialog',
}: {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  danger?: boolean;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  testId?: string;
}) {
  const { t } = useLingui();
  const titleId = useId();
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onCancel();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onCancel]);
  return (
    <div
      css={{ position: 'fixed', inset: 0, zIndex: 50, background: 'rgba(15, 23, 42, 0.55)', display: 'grid', placeItems: 'center', padding: space(4) }}
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onCancel();
      }}
    >
      <div
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={titleId}
        data-testid={testId}
        css={{ background: colors.surface, color: colors.text, borderRadius: radius.lg, boxShadow: shadow.raised, padding: space(5), width: 'min(100%, 460px)', display: 'grid', gap: space(4) }}
      >
        <h2 id={titleId} css={{ margin: 0, fontSize: '1.125rem' }}>
          {title}
        </h2>
        <div css={{ color: colors.muted, lineHeight: 1.5, overflowWrap: 'anywhere' }}>{children}</div>
        <div css={{ display: 'flex', gap: space(2), justifyContent: 'flex-end', flexWrap: 'wrap' }}>
          <Button type="button" variant="secondary" autoFocus onClick={onCancel} data-testid={`${testId}-cancel`}>
            {t`Cancel`}
          </Button>
          <Button type="button" variant={danger ? 'danger' : 'primary'} busy={busy} onClick={onConfirm} data-testid={`${testId}-confirm`}>
            {confirmLabel}
          </Button>
        </div>
      </div>
    </div>
  );
}
