import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fixtureSermon } from '@sermon/shared-contracts/machines/player-sermon-fixture';
import { PlayerHarness } from '../../player/PlayerHarness';
import { audioOnlySermon, storyPlayer } from '../../player/player-story-fixtures';
import { EmbedFrame } from '../components/EmbedFrame';
import { EmbedPlayerView } from './EmbedPlayerView';
import type { EmbedPlayer } from './use-embed-player';

const noop = () => {};

/** The embed's player in a fixed state, with nothing to load. */
function storyEmbed(started: boolean, ...args: Parameters<typeof storyPlayer>): EmbedPlayer {
  return { player: storyPlayer(...args), started, play: noop, remember: noop };
}

const meta = {
  title: 'mf-player/Embeds/EmbedPlayerView',
  component: EmbedPlayerView,
  decorators: [
    (Story) => (
      <PlayerHarness>
        <EmbedFrame>
          <Story />
        </EmbedFrame>
      </PlayerHarness>
    ),
  ],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof EmbedPlayerView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AudioBeforePlay: Story = {
  args: { embed: storyEmbed(false, 'Static', { sermonID: null, sermon: null }), preview: audioOnlySermon, mediaType: 'audio' },
};

export const AudioPlaying: Story = {
  args: { embed: storyEmbed(true, 'Playing', { sermon: audioOnlySermon }), preview: audioOnlySermon, mediaType: 'audio' },
};

export const VideoBeforePlay: Story = {
  args: { embed: storyEmbed(false, 'Static', { sermonID: null, sermon: null }), preview: fixtureSermon(), mediaType: 'video' },
};

export const PlaybackFailed: Story = {
  args: {
    embed: storyEmbed(true, 'Static', { sermon: audioOnlySermon, error: { kind: 'media-failed', detail: null } }),
    preview: audioOnlySermon,
    mediaType: 'audio',
  },
};
