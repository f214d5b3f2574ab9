// The main button: Pause while playing or about to (loading, buffering), Play otherwise.
import { keyframes } from '@emotion/react';
import { useLingui } from '@lingui/react/macro';
import { Icon } from '../../../components/Icon';
import { IconButton } from '../../../components/IconButton';
import { playerColors } from '../../../components/theme';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

interface Props {
  /** playing, or going to play as soon as it can */
  playing: boolean;
  /** waiting for the sermon or for data: a spinner rings the button */
  busy?: boolean;
  onToggle: () => void;
  size?: number;
  disabled?: boolean;
}

export function PlayPauseButton({ playing, busy = false, onToggle, size = 44, disabled = false }: Props) {
  const { t } = useLingui();
  return (
    <IconButton
      data-testid="player-play-pause"
      label={playing ? t`Pause` : t`Play`}
      aria-busy={busy || undefined}
      variant="primary"
      size={size}
      disabled={disabled}
      onClick={onToggle}
    >
      <Icon name={playing ? 'pause' : 'play'} size={Math.round(size * 0.6)} />
      {busy && (
        <span
          aria-hidden="true"
          css={{
            position: 'absolute',
            inset: -4,
            borderRadius: '50%',
            border: '2px solid transparent',
            borderTopColor: 'currentColor',
            color: playerColors.accent,
            animation: `${spin} 900ms linear infinite`,
            '@media (prefers-reduced-motion: reduce)': { animationDuration: '3s' },
          }}
        />
      )}
    </IconButton>
  );
}
