// Repeat: off -> forward (the next sermon of the list plays at the end, wrapping round) -> reverse (the previous).
import { useLingui } from '@lingui/react/macro';
import { nextRepeatMode, type RepeatMode } from '@sermon/shared-contracts/rules/player-settings';
import { Icon } from '../../../components/Icon';
import { menuTrigger, menuTriggerActive } from '../components/PlayerMenu';
import { focusRing } from '../../../components/theme';

export function RepeatButton({ mode, onMode }: { mode: RepeatMode; onMode: (mode: RepeatMode) => void }) {
  const { t } = useLingui();
  const labels: Record<RepeatMode, string> = {
    off: t`Repeat: off`,
    forward: t`Repeat: play the next sermon at the end`,
    reverse: t`Repeat: play the previous sermon at the end`,
  };
  return (
    <button
      type="button"
      data-testid="player-repeat"
      data-mode={mode}
      aria-label={labels[mode]}
      title={labels[mode]}
      onClick={() => onMode(nextRepeatMode(mode))}
      css={[menuTrigger, mode !== 'off' && menuTriggerActive, focusRing]}
    >
      {/* reverse: the same arrows turned round, so the direction reads at a glance */}
      <span css={{ display: 'inline-flex', transform: mode === 'reverse' ? 'scaleX(-1)' : undefined }}>
        <Icon name="repeat" size={20} />
      </span>
    </button>
  );
}
