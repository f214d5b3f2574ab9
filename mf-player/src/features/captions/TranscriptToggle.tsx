// The expanded player's Transcript button: shows and hides the transcript panel (see use-transcript-toggle).
import { Trans, useLingui } from '@lingui/react/macro';
import { focusRing } from '../../components/theme';
import { menuTrigger, menuTriggerActive } from '../player/components/PlayerMenu';
import { CaptionIcon } from './CaptionIcons';
import type { TranscriptToggle as Toggle } from './use-transcript-toggle';

export function TranscriptToggle({ toggle }: { toggle: Toggle }) {
  const { t } = useLingui();
  return (
    <button
      type="button"
      data-testid="player-transcript-toggle"
      aria-pressed={toggle.shown}
      title={toggle.shown ? t`Hide the transcript` : t`Show the transcript`}
      onClick={toggle.toggle}
      css={[menuTrigger, { padding: '0 12px 0 10px', gap: 6 }, toggle.shown && menuTriggerActive, focusRing]}
    >
      <CaptionIcon name="transcript" size={20} />
      <Trans>Transcript</Trans>
    </button>
  );
}
