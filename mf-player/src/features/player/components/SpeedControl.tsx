// Playback speed menu (0.5x .. 2x), numbers written the locale's way.
import { useLingui } from '@lingui/react/macro';
import { PLAYBACK_SPEEDS } from '@sermon/shared-contracts/rules/player-settings';
import { focusRing, playerColors } from '../../../components/theme';

export function SpeedControl({ speed, onSpeed }: { speed: number; onSpeed: (speed: number) => void }) {
  const { t, i18n } = useLingui();
  const speeds: number[] = PLAYBACK_SPEEDS.includes(speed as (typeof PLAYBACK_SPEEDS)[number])
    ? [...PLAYBACK_SPEEDS]
    : [...PLAYBACK_SPEEDS, speed].sort((a, b) => a - b);
  return (
    <select
      aria-label={t`Playback speed`}
      title={t`Playback speed`}
      value={String(speed)}
      onChange={(event) => onSpeed(Number(event.currentTarget.value))}
      css={[
        {
          flex: 'none',
          height: 32,
          padding: '0 6px',
          border: `1px solid ${playerColors.track}`,
          borderRadius: 6,
          color: playerColors.text,
          background: playerColors.surface,
          fontSize: 13,
          cursor: 'pointer',
        },
        focusRing,
      ]}
    >
      {speeds.map((value) => (
        <option key={value} value={String(value)}>
          {i18n.number(value, { maximumFractionDigits: 2 })}×
        </option>
      ))}
    </select>
  );
}
