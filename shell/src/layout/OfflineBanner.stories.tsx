import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { OfflineBanner } from './OfflineBanner';

const meta = {
  title: 'Shell/OfflineBanner',
  component: OfflineBanner,
  args: { online: false },
} satisfies Meta<typeof OfflineBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Offline: Story = {};
