/**
 * The position slider. A native range input, so screen readers, keyboards and test tools treat it as the
 * slider it is; arrows move 5 s and Page Up/Down 30 s. While the pointer drags it only the thumb moves,
 * and the seek happens on release, so the media is not asked to seek dozens of times.
 */
import { useLingui } from '@lingui/react/macro';
import { useState, type CSSProperties, type KeyboardEvent } from 'react';
import { formatDuration } from '@sermon/shared-contracts/rules/format-duration';
import { focusRing, playerColors } from '../../../components/theme';
import { seekTargetForKey } from './seek-keys';

interface Props {
  currentTime: number;
  duration: number;
  bufferedEnd?: number;
  onSeek: (seconds: number) => void;
  disabled?: boolean;
}

function percent(part: number, whole: number): number {
  return whole > 0 ? Math.min(100, Math.max(0, (part / whole) * 100)) : 0;
}

export function SeekBar({ currentTime, duration, bufferedEnd = 0, onSeek, disabled = false }: Props) {
  const { t } = useLingui();
  const [dragValue, setDragValue] = useState<number | null>(null);
  const value = dragValue ?? currentTime;
  const played = percent(value, duration);
  const buffered = Math.max(played, percent(bufferedEnd, duration));
  const elapsed = formatDuration(value);
  const total = formatDuration(duration);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const target = seekTargetForKey(event.key, currentTime, duration);
    if (target === null) return;
    event.preventDefault();
    onSeek(target);
  };

  const commitDrag = () => {
    if (dragValue !== null) onSeek(dragValue);
    setDragValue(null);
  };

  const track = `linear-gradient(to right, ${playerColors.accent} 0 ${played}%, ${playerColors.buffered} ${played}% ${buffered}%, ${playerColors.track} ${buffered}% 100%)`;

  return (
    <input
      type="range"
      data-testid="player-seek"
      aria-label={t`Seek`}
      aria-valuetext={t`${elapsed} of ${total}`}
      min={0}
      max={duration > 0 ? duration : 0}
      step="any"
      value={Math.min(value, duration > 0 ? duration : 0)}
      disabled={disabled || !(duration > 0)}
      onKeyDown={onKeyDown}
      onPointerDown={() => setDragValue(currentTime)}
      onPointerUp={commitDrag}
      onPointerCancel={() => setDragValue(null)}
      onBlur={commitDrag}
      onChange={(event) => {
        const seconds = Number(event.currentTarget.value);
        // Changes outside a drag (assistive tech, scripted input) seek at once.
        if (dragValue === null) onSeek(seconds);
        else setDragValue(seconds);
      }}
      style={{ '--seek-track': track } as CSSProperties}
      css={[
        {
          flex: 1,
          minWidth: 0,
          height: 20,
          margin: 0,
          background: 'transparent',
          cursor: 'pointer',
          appearance: 'none',
          WebkitAppearance: 'none',
          '&:disabled': { cursor: 'default', opacity: 0.5 },
          '&::-webkit-slider-runnable-track': { height: 4, borderRadius: 2, background: 'var(--seek-track)' },
          '&::-moz-range-track': { height: 4, borderRadius: 2, background: 'var(--seek-track)' },
          '&::-webkit-slider-thumb': {
            WebkitAppearance: 'none',
            width: 14,
            height: 14,
            marginTop: -5,
            borderRadius: '50%',
            border: 0,
            background: playerColors.text,
          },
          '&::-moz-range-thumb': { width: 14, height: 14, borderRadius: '50%', border: 0, background: playerColors.text },
        },
        focusRing,
      ]}
    />
  );
}
