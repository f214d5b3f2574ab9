import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { ProgressBar } from './ProgressBar';

const meta = {
  title: 'Shell/ProgressBar',
  component: ProgressBar,
  args: { state: { status: 'loading', visible: true, percent: 45 } },
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {};
export const Finished: Story = { args: { state: { status: 'finished', visible: true, percent: 100 } } };
export const Failed: Story = { args: { state: { status: 'failed', visible: true, percent: 100 } } };
