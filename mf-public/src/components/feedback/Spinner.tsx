import { keyframes } from '@emotion/react';
import { useLingui } from '@lingui/react/macro';
import { colors, space } from '../theme/tokens';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

/** A small busy indicator; announced to screen readers through its label. */
export function Spinner({ label }: { label?: string }) {
  const { t } = useLingui();
  return (
    <div
      role="status"
      data-testid="spinner"
      css={{ display: 'flex', justifyContent: 'center', padding: space(6) }}
    >
      <span
        aria-hidden="true"
        css={{
          width: 28,
          height: 28,
          borderRadius: '50%',
          border: `3px solid ${colors.border}`,
          borderTopColor: colors.accent,
          animation: `${spin} 0.8s linear infinite`,
          '@media (prefers-reduced-motion: reduce)': { animationDuration: '2.4s' },
        }}
      />
      <span css={visuallyHidden}>{label ?? t`Loading…`}</span>
    </div>
  );
}

export const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  margin: -1,
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;
