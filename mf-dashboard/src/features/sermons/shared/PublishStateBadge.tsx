import { useLingui } from '@lingui/react/macro';
import { SERMON_PUBLISH_STATE } from '@sermon/shared-contracts/constants/publish-state';
import { publishState } from '@sermon/shared-contracts/rules/publish-state';
import { colors, radius, space } from '@sermon/shared-contracts/mf/theme/tokens';

/** Draft / Scheduled / Published, derived from publishTimestamp (doc 1 §4). */
export function PublishStateBadge({ publishTimestamp }: { publishTimestamp: number | null }) {
  const { t } = useLingui();
  const state = publishState(publishTimestamp);
  const look =
    state === SERMON_PUBLISH_STATE.Published
      ? { label: t`Published`, background: colors.successSurface, color: colors.success, border: colors.successBorder }
      : state === SERMON_PUBLISH_STATE.Scheduled
        ? { label: t`Scheduled`, background: colors.surfaceAlt, color: colors.accent, border: colors.accent }
        : { label: t`Draft`, background: colors.surfaceAlt, color: colors.muted, border: colors.border };
  return (
    <span
      data-testid="publish-state-badge"
      data-state={state}
      css={{
        display: 'inline-block',
        padding: `${space(0.5)} ${space(2)}`,
        borderRadius: radius.pill,
        border: `1px solid ${look.border}`,
        background: look.background,
        color: look.color,
        fontSize: '0.75rem',
        fontWeight: 700,
        whiteSpace: 'nowrap',
      }}
    >
      {look.label}
    </span>
  );
}
