// Styles shared by the form controls, so inputs, selects and buttons line up and look alike.
import { colors, focusRing, radius, space } from '../theme/tokens';
import type { FieldState } from './field-state';

export const controlStyle = {
  font: 'inherit',
  fontSize: '1rem',
  width: '100%',
  boxSizing: 'border-box',
  padding: `${space(2.5)} ${space(3)}`,
  minHeight: 44,
  borderRadius: radius.sm,
  border: `1px solid ${colors.border}`,
  background: colors.surface,
  color: colors.text,
  '&:focus': { outline: 'none', borderColor: colors.accent, boxShadow: `0 0 0 3px ${colors.focusHalo}` },
  '&:disabled': { background: colors.surfaceAlt, color: colors.muted },
} as const;

/** Frame colour per field state: neutral until the user leaves the field, then red or green. */
export const stateBorder: Record<FieldState, string> = {
  incomplete: colors.border,
  focused: colors.accent,
  invalid: colors.danger,
  valid: colors.success,
};

export const labelStyle = { display: 'block', fontWeight: 600, marginBottom: space(1.5), color: colors.text } as const;

export const helpStyle = { margin: `${space(1.5)} 0 0`, fontSize: '0.9rem', color: colors.muted } as const;

export const errorTextStyle = { margin: `${space(1.5)} 0 0`, fontSize: '0.9rem', color: colors.danger, fontWeight: 500 } as const;

export const formStackStyle = { display: 'grid', gap: space(5), maxWidth: 480 } as const;

export { focusRing };
