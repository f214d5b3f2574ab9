import type { Meta, StoryObj } from '@storybook/react-webpack5';
import type { Comment } from '@sermon/shared-contracts/entities/user';
import { sermonFixture } from '../testing/fixtures';
import { withStoryFrame } from '../testing/StoryFrame';
import { CommentItem } from './CommentItem';

const reader = { user_id: 8, username: 'reader', display_name: 'Margaret Reader', profile_picture: null };

const comment: Comment = {
  commentID: 1,
  sermonID: '1001',
  user: reader,
  text: 'This sermon helped me through a hard week.\nThank you for sharing it.',
  created: 1_700_000_000,
};

const meta = {
  title: 'mf-public/CommentItem',
  component: CommentItem,
  decorators: [withStoryFrame(720)],
  args: { comment },
} satisfies Meta<typeof CommentItem>;
export default meta;

type Story = StoryObj<typeof meta>;

export const OnTheSermonPage: Story = {};

export const OwnCommentWithDelete: Story = { args: { onDelete: () => {} } };

export const DeleteFailed: Story = { args: { onDelete: () => {}, deleteFailed: true } };

/** In the recent-comments list and the library each comment names its sermon. */
export const WithItsSermon: Story = {
  args: { comment: { ...comment, sermon: sermonFixture({ fullTitle: 'The Blood of the Covenant' }) }, showSermon: true },
};

/** A list as the pages show it: one comment per line. */
export const List: Story = {
  render: () => (
    <ul css={{ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: 12 }}>
      {[comment, { ...comment, commentID: 2, user: { ...reader, display_name: '', username: 'fallbackname' }, text: 'Amen.' }].map((item) => (
        <li key={item.commentID}>
          <CommentItem comment={item} />
        </li>
      ))}
    </ul>
  ),
};
