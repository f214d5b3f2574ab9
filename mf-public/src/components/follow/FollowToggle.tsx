// The look of a follow or favourite toggle: a pill that shows its state, and why a change did not stick.
import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { colors, focusRing, radius, space } from '@sermon/shared-contracts/mf/theme/tokens';
import type { FollowProblem } from './use-follow';

export interface FollowToggleProps {
  on: boolean;
  busy: boolean;
  /** what the button says in each state */
  onLabel: ReactNode;
  offLabel: ReactNode;
  icon: { on: string; off: string };
  /** the accessible name, naming the state and the target: 'Follow Charles Spurgeon' / 'Following Charles Spurgeon' */
  accessibleName: string;
  problem: FollowProblem | null;
  onToggle: () => void;
  testId: string;
  /** smaller, for rows of a list */
  compact?: boolean;
}

export function FollowToggle({ on, busy, onLabel, offLabel, icon, accessibleName, problem, onToggle, testId, compact = false }: FollowToggleProps) {
  return (
    <span css={{ display: 'inline-flex', flexDirection: 'column', alignItems: 'flex-start', gap: space(1) }}>
      <button
        type="button"
        data-testid={testId}
        data-followed={on}
        aria-label={accessibleName}
        aria-busy={busy || undefined}
        disabled={busy}
        onClick={onToggle}
        css={{
          display: 'inline-flex',
          alignItems: 'center',
          gap: space(2),
          font: 'inherit',
          fontWeight: 600,
          fontSize: compact ? '0.85rem' : undefined,
          minHeight: compact ? 32 : 40,
          padding: compact ? `${space(1)} ${space(3)}` : `${space(2)} ${space(4)}`,
          borderRadius: radius.pill,
          cursor: 'pointer',
          whiteSpace: 'nowrap',
          border: `1px solid ${colors.accent}`,
          background: on ? colors.accent : colors.surface,
          color: on ? colors.accentText : colors.accent,
          '&:hover:not(:disabled)': { background: on ? colors.accentHover : colors.surfaceAlt },
          '&:disabled': { opacity: 0.6, cursor: 'progress' },
          ...focusRing,
        }}
      >
        <span aria-hidden="true">{on ? icon.on : icon.off}</span>
        {on ? onLabel : offLabel}
      </button>
      {problem && (
        <span role="alert" data-testid={`${testId}-problem`} css={{ fontSize: '0.85rem', color: colors.danger, fontWeight: 500 }}>
          {problem === 'limit' ? <Trans>Limit has been reached</Trans> : <Trans>That did not work. Please try again.</Trans>}
        </span>
      )}
    </span>
  );
}
