import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { sermonsFixture } from '../testing/fixtures';
import { withStoryFrame } from '../testing/StoryFrame';
import { SermonGrid } from './SermonGrid';

const meta = {
  title: 'mf-public/SermonGrid',
  component: SermonGrid,
  decorators: [withStoryFrame(1100)],
} satisfies Meta<typeof SermonGrid>;
export default meta;

export const EightSermons: StoryObj<typeof meta> = { args: { sermons: sermonsFixture(8) } };
