import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { colors, focusRing, radius, space } from '@sermon/shared-contracts/mf/theme/tokens';

/** An in-app link that looks like a button (the next step after a form succeeded). */
export function ActionLink({ to, children, testId, variant = 'primary' }: { to: string; children: ReactNode; testId?: string; variant?: 'primary' | 'secondary' }) {
  const primary = variant === 'primary';
  return (
    <Link
      to={to}
      data-testid={testId}
      css={{
        display: 'inline-flex',
        alignItems: 'center',
        minHeight: 44,
        boxSizing: 'border-box',
        padding: `${space(2.5)} ${space(5)}`,
        borderRadius: radius.pill,
        fontWeight: 600,
        textDecoration: 'none',
        border: `1px solid ${colors.accent}`,
        background: primary ? colors.accent : colors.surface,
        color: primary ? colors.accentText : colors.accent,
        '&:hover': { background: primary ? colors.accentHover : colors.surfaceAlt },
        ...focusRing,
      }}
    >
      {children}
    </Link>
  );
}
