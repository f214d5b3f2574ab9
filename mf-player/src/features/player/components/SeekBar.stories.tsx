import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { useState } from 'react';
import { playerColors } from '../../../components/theme';
import { PlayerHarness } from '../PlayerHarness';
import { SeekBar } from './SeekBar';

function InteractiveSeekBar({ start, duration, bufferedEnd }: { start: number; duration: number; bufferedEnd: number }) {
  const [time, setTime] = useState(start);
  return (
    <div css={{ display: 'flex', gap: 12, alignItems: 'center', color: playerColors.text }}>
      <SeekBar currentTime={time} duration={duration} bufferedEnd={bufferedEnd} onSeek={setTime} />
      <output>{Math.round(time)} s</output>
    </div>
  );
}

const meta = {
  title: 'mf-player/SeekBar',
  component: InteractiveSeekBar,
  decorators: [
    (Story) => (
      <PlayerHarness>
        <div css={{ padding: 24, width: 480, background: playerColors.background }}>
          <Story />
        </div>
      </PlayerHarness>
    ),
  ],
} satisfies Meta<typeof InteractiveSeekBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Start: Story = { args: { start: 0, duration: 2710, bufferedEnd: 300 } };
export const Midway: Story = { args: { start: 1355, duration: 2710, bufferedEnd: 1800 } };
export const DurationUnknown: Story = { args: { start: 0, duration: 0, bufferedEnd: 0 } };
