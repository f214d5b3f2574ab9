import { colors, focusRing, radius } from '@sermon/shared-contracts/mf/theme/tokens';

/**
 * The filled accent pill that starts a sermon playing (sermon page, home page's featured video): one look for the
 * page's main action. Callers add its size and spacing.
 */
export const playCallToAction = {
  font: 'inherit',
  fontWeight: 700,
  borderRadius: radius.pill,
  border: 'none',
  background: colors.accent,
  color: colors.accentText,
  cursor: 'pointer',
  '&:hover': { background: colors.accentHover },
  ...focusRing,
} as const;
