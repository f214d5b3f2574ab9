import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Comment } from '@sermon/shared-contracts/entities/user';
import { renderWithPlatform } from '@sermon/shared-contracts/testing/render-with-platform';
import { installFakeApi, requestsTo, type FakeRequest } from '../../../components/testing/fake-api';
import { nodeList, sermonFixture } from '../../../components/testing/fixtures';
import { fakeUser, signedInSession } from '@sermon/shared-contracts/testing/fake-session';
import { SermonComments } from './SermonComments';

const sermon = sermonFixture({ sermonID: '1001', commentCount: 2 });
const listener = fakeUser({ user_id: 3, username: 'listener', display_name: 'Demo Listener' });

function commentFixture(commentID: number, overrides: Partial<Comment> = {}): Comment {
  return {
    commentID,
    sermonID: '1001',
    user: { user_id: 8, username: 'reader', display_name: 'A Reader', profile_picture: null },
    text: `Comment number ${commentID}`,
    created: 1_700_000_000 + commentID,
    ...overrides,
  };
}

const COMMENTS_PATH = '/v2/node/sermons/1001/comments';

function serveComments(comments: Comment[], extra: (request: FakeRequest) => { status?: number; body: unknown } | undefined = () => undefined) {
  return installFakeApi((request) => {
    if (request.method === 'GET' && request.url.pathname === COMMENTS_PATH) {
      const page = Number(request.url.searchParams.get('page'));
      const size = Number(request.url.searchParams.get('pageSize'));
      const slice = comments.slice((page - 1) * size, page * size);
      return { body: nodeList(slice, { totalCount: comments.length, next: page * size < comments.length ? `${COMMENTS_PATH}?page=${page + 1}` : null }) };
    }
    return extra(request);
  });
}

function renderComments(signedIn: boolean) {
  return renderWithPlatform(<SermonComments sermon={sermon} />, {
    path: '/sermons/1001',
    props: signedIn ? { session: signedInSession(listener) } : {},
  });
}

describe('SermonComments', () => {
  it('lists ten comments a page, newest first, with Load more for the next page', async () => {
    const requests = serveComments(Array.from({ length: 12 }, (_, i) => commentFixture(i + 1)));
    renderComments(false);
    await waitFor(() => expect(screen.getAllByTestId('comment')).toHaveLength(10));
    const first = requestsTo(requests, 'GET', COMMENTS_PATH)[0]!;
    expect(first.url.searchParams.get('sortBy')).toBe('date');
    expect(first.url.searchParams.get('pageSize')).toBe('10');
    expect(screen.getByRole('heading', { name: 'Comments (12)' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(screen.getAllByTestId('comment')).toHaveLength(12));
    expect(requestsTo(requests, 'GET', COMMENTS_PATH)[1]!.url.searchParams.get('page')).toBe('2');
  });

  it('asks the server for the order picked', async () => {
    const requests = serveComments([commentFixture(1)]);
    renderComments(false);
    await screen.findByTestId('comment');
    fireEvent.change(screen.getByTestId('comment-sort'), { target: { value: 'reverse-date' } });
    await waitFor(() => expect(requestsTo(requests, 'GET', COMMENTS_PATH).at(-1)!.url.searchParams.get('sortBy')).toBe('reverse-date'));
    fireEvent.change(screen.getByTestId('comment-sort'), { target: { value: 'random' } });
    await waitFor(() => expect(requestsTo(requests, 'GET', COMMENTS_PATH).at(-1)!.url.searchParams.get('sortBy')).toBe('random'));
  });

  it('invites an anonymous visitor to sign in, coming back to this sermon', async () => {
    serveComments([]);
    renderComments(false);
    const link = await screen.findByRole('link', { name: 'Sign in to comment' });
    expect(link.getAttribute('href')).toBe(`/user/login?next=${encodeURIComponent('/sermons/1001')}`);
    expect(screen.queryByTestId('comment-form')).toBeNull();
    expect(await screen.findByTestId('comment-list-empty')).toBeTruthy();
  });

  it('keeps Post disabled until the comment is long enough, counting trimmed characters', async () => {
    serveComments([]);
    renderComments(true);
    const input = await screen.findByTestId('comment-input');
    const submit = screen.getByTestId('comment-submit') as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    expect(screen.queryByTestId('comment-problem')).toBeNull();
    fireEvent.change(input, { target: { value: '  Amen  ' } });
    expect(screen.getByTestId('comment-count').textContent).toBe('4 / 2000');
    expect(screen.getByTestId('comment-problem').textContent).toBe('Comments must be at least 5 characters.');
    expect(submit.disabled).toBe(true);
    fireEvent.change(input, { target: { value: 'Amen!' } });
    expect(screen.queryByTestId('comment-problem')).toBeNull();
    expect(submit.disabled).toBe(false);
    fireEvent.change(input, { target: { value: 'x'.repeat(2001) } });
    expect(screen.getByTestId('comment-problem').textContent).toBe('Comments can be at most 2000 characters.');
    expect(submit.disabled).toBe(true);
  });

  it('posts the trimmed text and shows the new comment on top', async () => {
    const requests = serveComments([commentFixture(1)], (request) =>
      request.method === 'POST' && request.url.pathname === '/v2/sermon_comments/sermon/1001'
        ? {
            status: 201,
            body: commentFixture(50, {
              text: (request.body as { text: string }).text,
              user: { user_id: 3, username: 'listener', display_name: 'Demo Listener', profile_picture: null },
            }),
          }
        : undefined,
    );
    renderComments(true);
    await screen.findByTestId('comment');
    fireEvent.change(screen.getByTestId('comment-input'), { target: { value: '  A word in season.  ' } });
    fireEvent.click(screen.getByTestId('comment-submit'));
    await waitFor(() => expect(screen.getAllByTestId('comment')).toHaveLength(2));
    expect(requestsTo(requests, 'POST', '/v2/sermon_comments/sermon/1001')[0]!.body).toEqual({ text: 'A word in season.' });
    expect(screen.getAllByTestId('comment-text')[0]!.textContent).toBe('A word in season.');
    expect((screen.getByTestId('comment-input') as HTMLTextAreaElement).value).toBe('');
    expect(screen.getByRole('heading', { name: 'Comments (2)' })).toBeTruthy();
  });

  it('deletes an own comment after confirmation, and offers no delete on comments of others', async () => {
    const mine = commentFixture(2, { user: { user_id: 3, username: 'listener', display_name: 'Demo Listener', profile_picture: null } });
    const requests = serveComments([commentFixture(1), mine], (request) =>
      request.method === 'DELETE' && request.url.pathname === '/v2/sermon_comments/comment/2' ? { status: 204, body: null } : undefined,
    );
    renderComments(true);
    await waitFor(() => expect(screen.getAllByTestId('comment')).toHaveLength(2));
    const [others, own] = screen.getAllByTestId('comment');
    expect(within(others!).queryByTestId('comment-delete')).toBeNull();
    fireEvent.click(within(own!).getByTestId('comment-delete'));
    expect(within(own!).getByText('Delete this comment?')).toBeTruthy();
    // nothing is sent before the answer
    expect(requestsTo(requests, 'DELETE', '/v2/sermon_comments/comment/2')).toHaveLength(0);
    fireEvent.click(within(own!).getByTestId('comment-delete-confirm'));
    await waitFor(() => expect(screen.getAllByTestId('comment')).toHaveLength(1));
    expect(requestsTo(requests, 'DELETE', '/v2/sermon_comments/comment/2')).toHaveLength(1);
  });

  it("lets the broadcaster's admin delete any comment on its sermons", async () => {
    serveComments([commentFixture(1)]);
    const admin = fakeUser({ user_id: 40, broadcasterRoles: [{ broadcasterID: sermon.broadcaster.broadcasterID, broadcasterRoleID: 2 }] });
    renderWithPlatform(<SermonComments sermon={sermon} />, { path: '/sermons/1001', props: { session: signedInSession(admin) } });
    expect(await screen.findByTestId('comment-delete')).toBeTruthy();
  });

  it('keeps the comment and says so when the deletion fails', async () => {
    const mine = commentFixture(2, { user: { user_id: 3, username: 'listener', display_name: 'Demo Listener', profile_picture: null } });
    serveComments([mine], (request) => (request.method === 'DELETE' ? { status: 403, body: { message: 'No', errors: { code: 'FORBIDDEN' } } } : undefined));
    renderComments(true);
    fireEvent.click(await screen.findByTestId('comment-delete'));
    fireEvent.click(screen.getByTestId('comment-delete-confirm'));
    expect(await screen.findByText('The comment could not be deleted. Please try again.')).toBeTruthy();
    expect(screen.getAllByTestId('comment')).toHaveLength(1);
  });
});
