import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Header } from './Header';

const meta = {
  title: 'Shell/Header',
  component: Header,
  args: { siteName: 'SermonHub', locale: 'en', pathname: '/sermons', onSelectLocale: () => undefined },
} satisfies Meta<typeof Header>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OnSermons: Story = {};
/** Links carry the /de prefix; the labels follow the story's English catalog. */
export const GermanLocaleOnDashboard: Story = { args: { locale: 'de', pathname: '/de/dashboard-beta' } };
export const NarrowScreen: Story = { parameters: { viewport: { defaultViewport: 'mobile1' } } };
