// Playback speed, 0.5x to 3x, numbers written the locale's way ("1,5×" in German).
import { useLingui } from '@lingui/react/macro';
import { PLAYBACK_SPEEDS } from '@sermon/shared-contracts/rules/player-settings';
import { PlayerMenu, type PlayerMenuOption } from '../components/PlayerMenu';

interface Props {
  speed: number;
  onSpeed: (speed: number) => void;
  placement?: 'up' | 'down';
  align?: 'start' | 'end';
}

export function SpeedMenu({ speed, onSpeed, placement, align }: Props) {
  const { t, i18n } = useLingui();
  const format = (value: number) => `${i18n.number(value, { maximumFractionDigits: 2 })}×`;
  // A stored speed that is not on the list (set elsewhere, or an older list) still shows, checked.
  const speeds: number[] = (PLAYBACK_SPEEDS as readonly number[]).includes(speed)
    ? [...PLAYBACK_SPEEDS]
    : [...PLAYBACK_SPEEDS, speed].sort((a, b) => a - b);
  const options: PlayerMenuOption<number>[] = speeds.map((value) => ({
    value,
    label: format(value),
    hint: value === 1 ? t`Normal` : undefined,
  }));
  const current = format(speed);
  return (
    <PlayerMenu
      testId="player-speed"
      label={t`Playback speed`}
      title={t`Playback speed: ${current}`}
      heading={t`Speed`}
      trigger={<span css={{ minWidth: 30, textAlign: 'center' }}>{current}</span>}
      options={options}
      value={speed}
      onChange={onSpeed}
      active={speed !== 1}
      placement={placement}
      align={align}
      data={{ 'data-speed': String(speed) }}
    />
  );
}
