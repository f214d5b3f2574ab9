import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { useState } from 'react';
import { playerColors } from '../../../components/theme';
import { PlayerHarness } from '../PlayerHarness';
import { VolumeControl } from './VolumeControl';

function InteractiveVolume({ volume: initialVolume, muted: initialMuted }: { volume: number; muted: boolean }) {
  const [volume, setVolume] = useState(initialVolume);
  const [muted, setMuted] = useState(initialMuted);
  return (
    <VolumeControl
      volume={volume}
      muted={muted}
      onVolume={(v) => {
        setVolume(v);
        if (v > 0) setMuted(false);
      }}
      onToggleMute={() => setMuted((m) => !m)}
    />
  );
}

const meta = {
  title: 'mf-player/VolumeControl',
  component: InteractiveVolume,
  decorators: [
    (Story) => (
      <PlayerHarness>
        <div css={{ padding: 24, width: 200, background: playerColors.background }}>
          <Story />
        </div>
      </PlayerHarness>
    ),
  ],
} satisfies Meta<typeof InteractiveVolume>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Full: Story = { args: { volume: 100, muted: false } };
export const Half: Story = { args: { volume: 50, muted: false } };
export const Muted: Story = { args: { volume: 70, muted: true } };
