import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Trans } from '@lingui/react/macro';
import { withStoryFrame } from '../testing/StoryFrame';
import { NotFound } from './NotFound';

const meta = {
  title: 'mf-public/NotFound',
  component: NotFound,
  decorators: [withStoryFrame()],
} satisfies Meta<typeof NotFound>;
export default meta;

type Story = StoryObj<typeof meta>;

export const AnyPage: Story = {};
export const Sermon: Story = {
  args: {
    message: <Trans>Sermon not found</Trans>,
    backTo: { to: '/sermons', label: <Trans>Browse all sermons</Trans> },
  },
};
