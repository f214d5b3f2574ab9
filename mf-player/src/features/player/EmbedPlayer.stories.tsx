import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { EmbedPlayerView } from './EmbedPlayer';
import { PlayerHarness } from './PlayerHarness';
import { audioOnlySermon, storyPlayer } from './player-story-fixtures';

const meta = {
  title: 'mf-player/EmbedPlayer',
  component: EmbedPlayerView,
  decorators: [
    (Story) => (
      <PlayerHarness>
        <Story />
      </PlayerHarness>
    ),
  ],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof EmbedPlayerView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AudioReady: Story = { args: { player: storyPlayer('Loaded', { sermon: audioOnlySermon, currentTime: 0 }) } };

export const AudioPlaying: Story = { args: { player: storyPlayer('Playing', { sermon: audioOnlySermon }) } };

export const Unavailable: Story = {
  args: { player: storyPlayer('Static', { sermon: null, error: { kind: 'not-found', detail: null } }) },
};
