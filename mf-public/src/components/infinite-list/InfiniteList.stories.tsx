import type { Meta, StoryObj } from '@storybook/react-webpack5';
import type { Sermon } from '@sermon/shared-contracts/entities/sermon';
import { SermonCard } from '../sermon/SermonCard';
import { sermonsFixture } from '../testing/fixtures';
import { withStoryFrame } from '../testing/StoryFrame';
import { InfiniteList } from './InfiniteList';

const meta = {
  title: 'mf-public/InfiniteList',
  component: InfiniteList<Sermon>,
  decorators: [withStoryFrame(1100)],
  args: {
    items: sermonsFixture(6),
    status: 'idle',
    hasMore: false,
    onLoadMore: () => {},
    onRetry: () => {},
    getKey: (sermon: Sermon) => sermon.sermonID,
    renderItem: (sermon: Sermon) => <SermonCard sermon={sermon} />,
    testId: 'sermon-list',
  },
} satisfies Meta<typeof InfiniteList<Sermon>>;
export default meta;

type Story = StoryObj<typeof meta>;

export const AtTheEnd: Story = {};
export const LoadingNextPage: Story = { args: { status: 'loading', hasMore: true } };
export const NextPageFailed: Story = { args: { status: 'error', hasMore: true } };
export const Empty: Story = { args: { items: [] } };
