import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { withStoryFrame } from '../testing/StoryFrame';
import { DirectoryTile } from './DirectoryTile';

const meta = {
  title: 'mf-public/DirectoryTile',
  component: DirectoryTile,
  decorators: [withStoryFrame(360)],
} satisfies Meta<typeof DirectoryTile>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Speaker: Story = {
  args: { to: '/speakers/7', title: 'Charles Spurgeon', imageURL: null, lines: ['3,561 sermons'] },
};

export const Broadcaster: Story = {
  args: {
    to: '/broadcasters/tabernacle',
    title: 'Metropolitan Tabernacle',
    imageURL: null,
    imageShape: 'rounded',
    lines: ['London, England', '812 sermons'],
  },
};
