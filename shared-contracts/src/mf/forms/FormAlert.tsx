import type { ReactNode } from 'react';
import { colors, radius, space } from '../theme/tokens';

const tones = {
  error: { background: colors.dangerSurface, color: colors.danger, border: colors.dangerBorder },
  success: { background: colors.successSurface, color: colors.success, border: colors.successBorder },
  info: { background: colors.surfaceAlt, color: colors.text, border: colors.border },
} as const;

/** A message about a whole form: errors are announced at once (alert), the others politely (status). */
export function FormAlert({ kind, children, testId }: { kind: keyof typeof tones; children: ReactNode; testId?: string }) {
  const tone = tones[kind];
  return (
    <div
      role={kind === 'error' ? 'alert' : 'status'}
      data-testid={testId}
      css={{
        padding: `${space(3)} ${space(4)}`,
        borderRadius: radius.md,
        background: tone.background,
        color: tone.color,
        border: `1px solid ${tone.border}`,
        fontWeight: 500,
      }}
    >
      {children}
    </div>
  );
}
