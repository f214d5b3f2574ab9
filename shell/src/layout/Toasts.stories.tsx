import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Toasts } from './Toasts';

const meta = {
  title: 'Shell/Toasts',
  component: Toasts,
  args: {
    onDismiss: () => undefined,
    toasts: [
      { id: 1, kind: 'error', message: 'The selected date(s) are no longer available. Please revise and try again.' },
      { id: 2, kind: 'success', message: 'Sermon saved' },
      { id: 3, kind: 'info', message: 'Link copied' },
    ],
  },
} satisfies Meta<typeof Toasts>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ErrorSuccessAndInfo: Story = {};
export const SingleError: Story = { args: { toasts: [{ id: 1, kind: 'error', message: 'Activation failed' }] } };
