import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { broadcasterFixture, sermonFixture, speakerFixture } from '../testing/fixtures';
import { withStoryFrame } from '../testing/StoryFrame';
import { SermonCard } from './SermonCard';

const meta = {
  title: 'mf-public/SermonCard',
  component: SermonCard,
  decorators: [withStoryFrame(320)],
} satisfies Meta<typeof SermonCard>;
export default meta;

type Story = StoryObj<typeof meta>;

export const AudioSermon: Story = { args: { sermon: sermonFixture() } };

export const VideoSermon: Story = {
  args: {
    sermon: sermonFixture({
      hasVideo: true,
      videoDurationSeconds: 3725,
      fullTitle: 'Christ the Conqueror of Satan: a sermon on Genesis 3:15 preached at the Tabernacle',
    }),
  },
};

export const PlaceholderSpeaker: Story = {
  args: {
    sermon: sermonFixture({
      speaker: speakerFixture({ displayName: 'Various Speakers', portraitURL: '/images/generic-speaker.jpg' }),
      broadcaster: broadcasterFixture({ displayName: 'Grace Community Church of the Valley, Springfield' }),
    }),
  },
};
