// Sleep timer: off, a number of minutes, or the end of the sermon. The button shows the time left while it runs.
import { useLingui } from '@lingui/react/macro';
import { formatDuration } from '@sermon/shared-contracts/rules/format-duration';
import { SLEEP_TIMER_MINUTES, sleepTimerOption, type SleepTimerOption } from '@sermon/shared-contracts/rules/sleep-timer';
import { Icon } from '../../../components/Icon';
import { PlayerMenu, type PlayerMenuOption } from '../components/PlayerMenu';
import type { SleepTimerControl } from './use-sleep-timer';

interface Props {
  control: SleepTimerControl;
  placement?: 'up' | 'down';
  align?: 'start' | 'end';
}

export function SleepTimerMenu({ control, placement, align }: Props) {
  const { t, i18n } = useLingui();
  const { timer, remaining, set } = control;
  const options: PlayerMenuOption<SleepTimerOption>[] = [
    { value: 'off', label: t`Off` },
    ...SLEEP_TIMER_MINUTES.map((minutes) => ({
      value: minutes,
      label: i18n.number(minutes, { style: 'unit', unit: 'minute', unitDisplay: 'long' }),
    })),
    { value: 'end-of-sermon', label: t`End of sermon` },
  ];
  const running = timer.kind !== 'off';
  const left = remaining === null ? null : formatDuration(Math.ceil(remaining));
  const title = !running ? t`Sleep timer: off` : left ? t`Sleep timer: pauses in ${left}` : t`Sleep timer: pauses at the end of the sermon`;
  return (
    <PlayerMenu
      testId="player-sleep"
      label={t`Sleep timer`}
      title={title}
      heading={t`Pause playback after`}
      trigger={
        <>
          <Icon name="sleep" size={20} />
          {running && left && (
            <span data-testid="player-sleep-remaining" css={{ fontSize: 12 }}>
              {left}
            </span>
          )}
        </>
      }
      options={options}
      value={sleepTimerOption(timer)}
      onChange={set}
      active={running}
      placement={placement}
      align={align}
      data={{ 'data-timer': timer.kind }}
    />
  );
}
