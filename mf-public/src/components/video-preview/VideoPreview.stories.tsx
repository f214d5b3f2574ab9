import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { withStoryFrame } from '../testing/StoryFrame';
import { VideoPreview } from './VideoPreview';

const meta = {
  title: 'mf-public/VideoPreview',
  component: VideoPreview,
  decorators: [withStoryFrame(560)],
  args: { src: '/media/demo/john-1-word-made-flesh/preview.mp4', poster: '/media/demo/john-1-word-made-flesh/thumbnail.jpg' },
} satisfies Meta<typeof VideoPreview>;
export default meta;

type Story = StoryObj<typeof meta>;

/** A sermon thumbnail's preview: plays after 600 ms of hovering, stops on leaving. */
export const Hover: Story = {};

/** Plays at once (no delay), with the pause toggle top left and the mute toggle top right. */
export const Autoplay: Story = { args: { mode: 'autoplay' } };

/** The home page's tile: plays while 10% of it is on screen, with a slot label and a pop-out to the sermon page. */
export const Background: Story = {
  args: { mode: 'background', label: 'Featured video', popoutTo: '/sermons/1116260611761', popoutLabel: 'Open the sermon page' },
};
