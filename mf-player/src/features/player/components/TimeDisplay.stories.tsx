import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { playerColors } from '../../../components/theme';
import { TimeDisplay } from './TimeDisplay';

const meta = {
  title: 'mf-player/TimeDisplay',
  component: TimeDisplay,
  decorators: [
    (Story) => (
      <div css={{ padding: 24, background: playerColors.background }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TimeDisplay>;

export default meta;
type Story = StoryObj<typeof meta>;

export const UnderAnHour: Story = { args: { currentTime: 245, duration: 2710 } };
export const OverAnHour: Story = { args: { currentTime: 3723, duration: 5400 } };
export const Unknown: Story = { args: { currentTime: 0, duration: 0 } };
