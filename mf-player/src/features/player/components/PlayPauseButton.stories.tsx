import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { playerColors } from '../../../components/theme';
import { PlayerHarness } from '../PlayerHarness';
import { PlayPauseButton } from './PlayPauseButton';

const meta = {
  title: 'mf-player/PlayPauseButton',
  component: PlayPauseButton,
  decorators: [
    (Story) => (
      <PlayerHarness>
        <div css={{ padding: 24, background: playerColors.background }}>
          <Story />
        </div>
      </PlayerHarness>
    ),
  ],
  args: { onToggle: () => {} },
} satisfies Meta<typeof PlayPauseButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Play: Story = { args: { playing: false } };
export const Pause: Story = { args: { playing: true } };
export const Buffering: Story = { args: { playing: true, busy: true } };
