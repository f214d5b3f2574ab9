import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { withStoryFrame } from '../testing/StoryFrame';
import { LoadError } from './LoadError';

const meta = {
  title: 'mf-public/LoadError',
  component: LoadError,
  decorators: [withStoryFrame(640)],
  args: { onRetry: () => {} },
} satisfies Meta<typeof LoadError>;
export default meta;

export const Default: StoryObj<typeof meta> = {};
