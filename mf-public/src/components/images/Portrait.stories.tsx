import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { withStoryFrame } from '../testing/StoryFrame';
import { Portrait } from './Portrait';

const meta = {
  title: 'mf-public/Portrait',
  component: Portrait,
  decorators: [withStoryFrame(200)],
} satisfies Meta<typeof Portrait>;
export default meta;

type Story = StoryObj<typeof meta>;

/** No real picture: the initials stand in. */
export const Initials: Story = { args: { imageURL: '/images/generic-speaker.jpg', name: 'John Owen', size: 96 } };
export const Rounded: Story = { args: { imageURL: null, name: 'Grace Chapel', size: 96, shape: 'rounded' } };
