// Mute toggle and volume slider (0..100, the player's scale). A muted player shows its slider at zero.
import { useLingui } from '@lingui/react/macro';
import type { CSSProperties } from 'react';
import { Icon } from '../../../components/Icon';
import { IconButton } from '../../../components/IconButton';
import { focusRing, playerColors } from '../../../components/theme';

interface Props {
  volume: number;
  muted: boolean;
  onVolume: (volume: number) => void;
  onToggleMute: () => void;
}

export function VolumeControl({ volume, muted, onVolume, onToggleMute }: Props) {
  const { t } = useLingui();
  const shown = muted ? 0 : volume;
  const level = Math.round(shown);
  const silent = muted || volume === 0;
  return (
    <div css={{ display: 'flex', alignItems: 'center', gap: 4 }}>
      <IconButton label={silent ? t`Unmute` : t`Mute`} aria-pressed={muted} onClick={onToggleMute} size={36}>
        <Icon name={silent ? 'volumeOff' : 'volume'} size={20} />
      </IconButton>
      <input
        type="range"
        data-testid="player-volume"
        aria-label={t`Volume`}
        aria-valuetext={`${level} %`}
        min={0}
        max={100}
        step={5}
        value={shown}
        onChange={(event) => onVolume(Number(event.currentTarget.value))}
        style={
          {
            '--volume-track': `linear-gradient(to right, ${playerColors.text} 0 ${level}%, ${playerColors.track} ${level}% 100%)`,
          } as CSSProperties
        }
        css={[
          {
            width: 84,
            height: 20,
            margin: 0,
            background: 'transparent',
            cursor: 'pointer',
            appearance: 'none',
            WebkitAppearance: 'none',
            '&::-webkit-slider-runnable-track': { height: 4, borderRadius: 2, background: 'var(--volume-track)' },
            '&::-moz-range-track': { height: 4, borderRadius: 2, background: 'var(--volume-track)' },
            '&::-webkit-slider-thumb': {
              WebkitAppearance: 'none',
              width: 12,
              height: 12,
              marginTop: -4,
              borderRadius: '50%',
              border: 0,
              background: playerColors.text,
            },
            '&::-moz-range-thumb': { width: 12, height: 12, borderRadius: '50%', border: 0, background: playerColors.text },
          },
          focusRing,
        ]}
      />
    </div>
  );
}
