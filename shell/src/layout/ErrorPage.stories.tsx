import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { ErrorPage, ErrorPageFallback, NotFoundPage } from './ErrorPage';

const meta = {
  title: 'Shell/ErrorPage',
  component: ErrorPage,
  args: { locale: 'en' },
} satisfies Meta<typeof ErrorPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No status or message: the spec's default, 404 'An error occurred'. */
export const Default: Story = {};
export const ServerError: Story = { args: { status: 500, message: '/remotes.json answered 503' } };
export const NotFound: Story = { render: () => <NotFoundPage locale="en" /> };
/** What shows when rendering the error page itself failed. */
export const Fallback: Story = { render: () => <ErrorPageFallback homeHref="/" /> };
