import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { sermonFixture, speakerFixture } from '../testing/fixtures';
import { withStoryFrame } from '../testing/StoryFrame';
import { SermonThumbnail } from './SermonThumbnail';

const meta = {
  title: 'mf-public/SermonThumbnail',
  component: SermonThumbnail,
  decorators: [withStoryFrame(420)],
} satisfies Meta<typeof SermonThumbnail>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Audio only: speaker over the blurred broadcaster image, with the duration. */
export const SpeakerOverBroadcaster: Story = { args: { sermon: sermonFixture() } };

/** Without a real portrait the speaker's initials stand in. */
export const NoPortrait: Story = {
  args: { sermon: sermonFixture({ speaker: speakerFixture({ portraitURL: '', roundedThumbnailImageURL: '' }) }) },
};

export const Large: Story = { args: { sermon: sermonFixture(), size: 'large' } };
