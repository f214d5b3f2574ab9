import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { LocaleSwitcher } from './LocaleSwitcher';
import { shellTheme } from './theme';

const meta = {
  title: 'Shell/LocaleSwitcher',
  component: LocaleSwitcher,
  args: { locale: 'en', onSelect: () => undefined },
  decorators: [
    (Story) => (
      <div style={{ background: shellTheme.navy, color: shellTheme.white, padding: 16, display: 'inline-block' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof LocaleSwitcher>;

export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {};
export const Khmer: Story = { args: { locale: 'km' } };
