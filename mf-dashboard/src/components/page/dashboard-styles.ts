// The dashboard's dense admin look, drawn from the platform's theme tokens so light and dark mode both follow the shell.
import { colors, focusRing, radius, space } from '@sermon/shared-contracts/mf/theme/tokens';

/** A white (dark: slate) panel holding a form section or a table. */
export const panelStyle = {
  background: colors.surface,
  border: `1px solid ${colors.border}`,
  borderRadius: radius.md,
  padding: space(4),
  minWidth: 0,
} as const;

export const panelTitleStyle = { margin: `0 0 ${space(3)}`, fontSize: '1rem', fontWeight: 700, color: colors.text } as const;

export const mutedTextStyle = { margin: 0, color: colors.muted, fontSize: '0.9rem', lineHeight: 1.5 } as const;

export const textLinkStyle = {
  color: colors.accent,
  fontWeight: 600,
  textDecoration: 'none',
  '&:hover': { textDecoration: 'underline' },
  ...focusRing,
} as const;

/** A link drawn as the platform's primary button (for a link that is the page's main action). */
export const buttonLinkStyle = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: space(2),
  minHeight: 40,
  padding: `${space(2)} ${space(4)}`,
  borderRadius: radius.pill,
  background: colors.accent,
  color: colors.accentText,
  fontWeight: 600,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  '&:hover': { background: colors.accentHover },
  ...focusRing,
} as const;

export const secondaryButtonLinkStyle = {
  ...buttonLinkStyle,
  background: colors.surface,
  color: colors.accent,
  border: `1px solid ${colors.accent}`,
  '&:hover': { background: colors.surfaceAlt },
} as const;
