// The question the bar asks before a sermon the listener stopped part-way through starts: resume or restart.
import { Trans } from '@lingui/react/macro';
import { formatDuration } from '@sermon/shared-contracts/rules/format-duration';
import { focusRing, playerColors } from '../../../components/theme';

interface Props {
  position: number;
  onResume: () => void;
  onRestart: () => void;
}

export function ResumePrompt({ position, onResume, onRestart }: Props) {
  const time = formatDuration(position);
  return (
    <div
      role="group"
      data-testid="player-resume-offer"
      css={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 8, minWidth: 0 }}
    >
      <button type="button" data-testid="player-resume" onClick={onResume} css={[primary, focusRing]}>
        <Trans>Resume from {time}</Trans>
      </button>
      <button type="button" data-testid="player-restart" onClick={onRestart} css={[secondary, focusRing]}>
        <Trans>Restart</Trans>
      </button>
    </div>
  );
}

const base = {
  flex: 'none',
  font: 'inherit',
  fontSize: 13,
  fontWeight: 600,
  padding: '5px 14px',
  borderRadius: 16,
  cursor: 'pointer',
} as const;

const primary = { ...base, border: 0, background: playerColors.accent, color: playerColors.accentText } as const;

const secondary = {
  ...base,
  border: `1px solid ${playerColors.muted}`,
  background: 'transparent',
  color: playerColors.text,
} as const;
