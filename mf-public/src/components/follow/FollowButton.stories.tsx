import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { withStoryFrame } from '../testing/StoryFrame';
import { FollowButton } from './FollowButton';
import { FollowToggle } from './FollowToggle';

const meta = {
  title: 'mf-public/FollowButton',
  component: FollowToggle,
  decorators: [withStoryFrame(480)],
  args: {
    on: false,
    busy: false,
    onLabel: 'Following',
    offLabel: 'Follow',
    icon: { on: '✓', off: '+' },
    accessibleName: 'Follow Charles Spurgeon',
    problem: null,
    onToggle: () => {},
    testId: 'follow-button',
  },
} satisfies Meta<typeof FollowToggle>;
export default meta;

type Story = StoryObj<typeof meta>;

export const NotFollowing: Story = {};

export const Following: Story = { args: { on: true, accessibleName: 'Following Charles Spurgeon' } };

export const Saving: Story = { args: { on: true, busy: true } };

export const LimitReached: Story = { args: { problem: 'limit' } };

export const Favourite: Story = {
  args: { on: true, onLabel: 'Bookmarked', offLabel: 'Bookmark', icon: { on: '★', off: '☆' }, accessibleName: 'Remove from bookmarks' },
};

/** The real button for an anonymous visitor: a click leads to the login page. */
export const Anonymous: Story = {
  render: () => <FollowButton type="speaker" id={7} name="Charles Spurgeon" />,
};
