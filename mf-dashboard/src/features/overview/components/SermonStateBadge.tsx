import { useLingui } from '@lingui/react/macro';
import { colors, radius, space } from '@sermon/shared-contracts/mf/theme/tokens';

/** Draft (0), Scheduled (1) or Published (2), as a small badge. */
export function SermonStateBadge({ state }: { state: 0 | 1 | 2 }) {
  const { t } = useLingui();
  const look = [
    { label: t`Draft`, background: colors.surfaceAlt, color: colors.textSoft },
    { label: t`Scheduled`, background: colors.accentSurface, color: colors.accent },
    { label: t`Published`, background: colors.successSurface, color: colors.success },
  ][state]!;
  return (
    <span
      data-testid="sermon-state"
      css={{ display: 'inline-block', padding: `${space(0.5)} ${space(2)}`, borderRadius: radius.pill, background: look.background, color: look.color, fontSize: '0.8rem', fontWeight: 600, whiteSpace: 'nowrap' }}
    >
      {look.label}
    </span>
  );
}
