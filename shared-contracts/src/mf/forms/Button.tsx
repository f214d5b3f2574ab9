import type { ButtonHTMLAttributes } from 'react';
import { colors, focusRing, radius, space } from '../theme/tokens';

type Variant = 'primary' | 'secondary' | 'danger' | 'quiet';

const variants: Record<Variant, Record<string, unknown>> = {
  primary: {
    background: colors.accent,
    color: colors.accentText,
    border: `1px solid ${colors.accent}`,
    '&:hover:not(:disabled)': { background: colors.accentHover },
  },
  secondary: {
    background: colors.surface,
    color: colors.accent,
    border: `1px solid ${colors.accent}`,
    '&:hover:not(:disabled)': { background: colors.surfaceAlt },
  },
  danger: {
    background: colors.danger,
    color: colors.accentText,
    border: `1px solid ${colors.danger}`,
    '&:hover:not(:disabled)': { filter: 'brightness(0.9)' },
  },
  quiet: {
    background: 'transparent',
    color: colors.accent,
    border: '1px solid transparent',
    padding: `${space(1)} ${space(1)}`,
    minHeight: 0,
    '&:hover:not(:disabled)': { textDecoration: 'underline' },
  },
};

/** The platform's button; `busy` disables it and says so to screen readers while a request is running. */
export function Button({
  variant = 'primary',
  busy = false,
  disabled,
  children,
  type = 'button',
  large = false,
  ...rest
}: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: Variant; busy?: boolean; /** TV-sized type */ large?: boolean }) {
  return (
    <button
      {...rest}
      type={type}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      css={{
        font: 'inherit',
        fontWeight: 600,
        minHeight: 44,
        padding: `${space(2.5)} ${space(5)}`,
        borderRadius: radius.pill,
        cursor: 'pointer',
        whiteSpace: 'nowrap',
        '&:disabled': { opacity: 0.55, cursor: 'not-allowed' },
        ...focusRing,
        ...variants[variant],
        ...(large ? { fontSize: 'clamp(1.1rem, 2.4vw, 1.6rem)', padding: `${space(4)} ${space(8)}` } : {}),
      }}
    >
      {children}
    </button>
  );
}
