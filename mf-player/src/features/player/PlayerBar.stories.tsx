import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { PlayerBarView } from './PlayerBar';
import { PlayerHarness } from './PlayerHarness';
import { audioOnlySermon, storyPlayer } from './player-story-fixtures';

const meta = {
  title: 'mf-player/PlayerBar',
  component: PlayerBarView,
  decorators: [
    (Story) => (
      <PlayerHarness>
        <div css={{ minHeight: 160 }}>
          <Story />
        </div>
      </PlayerHarness>
    ),
  ],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof PlayerBarView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playing: Story = { args: { player: storyPlayer('Playing') } };

export const Paused: Story = { args: { player: storyPlayer('Paused', { sermon: audioOnlySermon }) } };

export const Loading: Story = { args: { player: storyPlayer('Loading', { sermon: null, currentTime: 0, duration: 0 }) } };

export const Buffering: Story = { args: { player: storyPlayer('Buffering') } };

export const Muted: Story = { args: { player: storyPlayer('Playing', { muted: true, speed: 1.5 }) } };

export const NotFound: Story = {
  args: { player: storyPlayer('Static', { sermon: null, error: { kind: 'not-found', detail: null } }) },
};

export const PlaybackFailed: Story = {
  args: { player: storyPlayer('Static', { error: { kind: 'media-failed', detail: 'MEDIA_ERR_NETWORK' } }) },
};

export const Phone: Story = {
  args: { player: storyPlayer('Playing') },
  globals: { viewport: { value: 'mobile1' } },
};

/** A signed-in listener opens a sermon they stopped part-way through: the bar asks before it starts. */
export const OfferingResume: Story = {
  args: {
    player: storyPlayer('Loaded', { currentTime: 0 }),
    resumeOffer: { position: 754, onResume: () => {}, onRestart: () => {} },
  },
};

/** The expanded player over the page: artwork, the large waveform (flat here: stories have no API), every control. */
export const Expanded: Story = {
  args: { player: storyPlayer('Playing', { sermon: audioOnlySermon, speed: 1.25, autoplayNext: true }), initiallyExpanded: true },
};

export const ExpandedPhone: Story = {
  args: { player: storyPlayer('Paused', { sermon: audioOnlySermon }), initiallyExpanded: true },
  globals: { viewport: { value: 'mobile1' } },
};
