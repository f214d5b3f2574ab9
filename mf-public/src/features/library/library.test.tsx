import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import type { HistoryEntry } from '@sermon/shared-contracts/entities/user';
import { onPlatformEvent, type PlatformEvents } from '@sermon/shared-contracts/events/platform-events';
import { renderWithPlatform } from '@sermon/shared-contracts/testing/render-with-platform';
import { AppRoutes } from '../../routes';
import { installFakeApi, requestsTo, type FakeRequest } from '../../components/testing/fake-api';
import { nodeList, sermonFixture, speakerFixture } from '../../components/testing/fixtures';
import { installIntersectionObserver, removeIntersectionObserver } from '../../components/testing/intersection-observer';
import { signedInSession } from '@sermon/shared-contracts/testing/fake-session';

function Location() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

function renderLibrary(path: string, signedIn = true) {
  return renderWithPlatform(
    <>
      <AppRoutes />
      <Location />
    </>,
    { path, props: signedIn ? { session: signedInSession() } : {} },
  );
}

const sermon = sermonFixture({ sermonID: '1001', fullTitle: 'The Blood of the Covenant', audioDurationSeconds: 2400 });

function historyEntry(overrides: Partial<HistoryEntry> = {}): HistoryEntry {
  return { sermonID: '1001', play_position: 754, updated: 1_700_000_000, sermon, ...overrides };
}

/** Everything the library asks for is an empty list unless the test says otherwise. */
function serveLibrary(answer: (request: FakeRequest) => { status?: number; body: unknown } | undefined = () => undefined) {
  return installFakeApi((request) => answer(request) ?? (request.method === 'GET' ? { body: nodeList([]) } : { status: 204, body: null }));
}

beforeEach(installIntersectionObserver);
afterEach(removeIntersectionObserver);

describe('the library', () => {
  it('sends an anonymous visitor to the login page, keeping where they wanted to go', async () => {
    serveLibrary();
    renderLibrary('/library/history', false);
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe(`/user/login?next=${encodeURIComponent('/library/history')}`));
  });

  it('shows an overview with what to do for each empty kind', async () => {
    serveLibrary();
    renderLibrary('/library');
    expect((await screen.findByTestId('overview-following-speakers-empty')).textContent).toBe('Follow speakers to see them here.');
    expect((await screen.findByTestId('overview-bookmarks-empty')).textContent).toBe('Bookmark sermons to see them here.');
    expect(screen.getByTestId('library-tab-overview').getAttribute('aria-current')).toBe('page');
  });

  it('shows a few of each kind on the overview with a link to see all', async () => {
    serveLibrary(({ method, url }) =>
      method === 'GET' && url.pathname === '/v2/site/users/speakers' ? { body: nodeList([speakerFixture({ followed: true })]) } : undefined,
    );
    renderLibrary('/library/overview');
    const section = await screen.findByTestId('overview-following-speakers');
    expect(await within(section).findByText('Charles Spurgeon')).toBeTruthy();
    expect(within(section).getByTestId('overview-following-speakers-see-all').getAttribute('href')).toBe('/library/following/speakers');
  });

  it('lists history with where each sermon stopped, and resumes there through the player', async () => {
    serveLibrary(({ method, url }) =>
      method === 'GET' && url.pathname === '/v2/site/history/sermons' ? { body: nodeList([historyEntry()]) } : undefined,
    );
    const asked: PlatformEvents['player:play'][] = [];
    const stop = onPlatformEvent('player:play', (detail) => asked.push(detail));
    renderLibrary('/library/history');
    const entry = await screen.findByTestId('history-entry');
    expect(within(entry).getByTestId('history-position').textContent).toContain('Stopped at 12:34');
    fireEvent.click(within(entry).getByTestId('history-resume'));
    stop();
    expect(asked).toEqual([{ sermonID: '1001', startAt: 754 }]);
  });

  it('clears the history only after confirmation', async () => {
    let cleared = false;
    const requests = serveLibrary(({ method, url }) => {
      if (method === 'DELETE' && url.pathname === '/v2/site/history') {
        cleared = true;
        return { status: 204, body: null };
      }
      if (method === 'GET' && url.pathname === '/v2/site/history/sermons') return { body: nodeList(cleared ? [] : [historyEntry()]) };
      return undefined;
    });
    renderLibrary('/library/history');
    await screen.findByTestId('history-entry');
    fireEvent.click(screen.getByTestId('history-clear'));
    expect(screen.getByText('Clear your whole listening history?')).toBeTruthy();
    fireEvent.click(screen.getByTestId('history-clear-cancel'));
    expect(requestsTo(requests, 'DELETE', '/v2/site/history')).toHaveLength(0);
    fireEvent.click(screen.getByTestId('history-clear'));
    fireEvent.click(screen.getByTestId('history-clear-confirm'));
    expect(await screen.findByTestId('history-list-empty')).toBeTruthy();
    expect(requestsTo(requests, 'DELETE', '/v2/site/history')).toHaveLength(1);
  });

  it('opens the broadcasters of following by default and unfollows a speaker in place', async () => {
    const requests = serveLibrary(({ method, url }) => {
      if (method === 'GET' && url.pathname === '/v2/site/users/speakers') return { body: nodeList([speakerFixture({ followed: true })]) };
      if (method === 'DELETE' && url.pathname === '/v2/site/speakers/7') return { status: 204, body: null };
      return undefined;
    });
    renderLibrary('/library/following');
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/library/following/broadcasters'));
    expect((await screen.findByTestId('following-broadcasters-empty')).textContent).toBe('Follow broadcasters to see them here.');

    fireEvent.click(screen.getByTestId('following-tab-speakers'));
    const tile = await screen.findByTestId('followed-speaker');
    const button = within(tile).getByTestId('follow-button');
    expect(button.dataset.followed).toBe('true');
    fireEvent.click(button);
    await waitFor(() => expect(requestsTo(requests, 'DELETE', '/v2/site/speakers/7')).toHaveLength(1));
    expect(within(tile).getByTestId('follow-button').dataset.followed).toBe('false');
  });

  it('lists the own comments with their sermons', async () => {
    serveLibrary(({ method, url }) =>
      method === 'GET' && url.pathname === '/v2/sermon_comments/user'
        ? {
            body: nodeList([
              { commentID: 5, sermonID: '1001', sermon, text: 'Amen, brother.', created: 1_700_000_000, user: { user_id: 3, username: 'listener', display_name: 'Demo Listener', profile_picture: null } },
            ]),
          }
        : undefined,
    );
    renderLibrary('/library/comments');
    const comment = await screen.findByTestId('comment');
    expect(within(comment).getByTestId('comment-sermon').getAttribute('href')).toBe('/sermons/1001');
    expect(within(comment).getByTestId('comment-delete')).toBeTruthy();
  });
});

describe('the feed', () => {
  it('opens the sermons tab with the new sermons of what the user follows', async () => {
    const requests = serveLibrary(({ method, url }) =>
      method === 'GET' && url.pathname === '/v2/site/users/feeds' && url.searchParams.get('type') === 'sermons'
        ? { body: nodeList([{ type: 'sermon', id: '1001', timestamp: 1_700_000_000, sermon }]) }
        : undefined,
    );
    renderLibrary('/feed');
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/feed/sermons'));
    expect((await screen.findByTestId('sermon-card')).textContent).toContain('The Blood of the Covenant');
    expect(requestsTo(requests, 'GET', '/v2/site/users/feeds')[0]!.headers.Authorization).toBe('Bearer test-access-token');
  });

  it("says 'No Results' on the tabs that have nothing yet", async () => {
    serveLibrary();
    renderLibrary('/feed/notices');
    expect((await screen.findByTestId('feed-notices-empty')).textContent).toBe('No Results');
  });
});

describe('recent comments', () => {
  it('lists comments site-wide with their authors and sermons, without signing in', async () => {
    serveLibrary(({ url }) =>
      url.pathname === '/v2/sermon_comments/legacy'
        ? {
            body: nodeList([
              { commentID: 9, sermonID: '1001', sermon, text: 'Rich teaching.', created: 1_700_000_000, user: { user_id: 8, username: 'reader', display_name: '', profile_picture: null } },
            ]),
          }
        : undefined,
    );
    renderLibrary('/comments', false);
    const comment = await screen.findByTestId('comment');
    expect(within(comment).getByTestId('comment-author').textContent).toBe('reader');
    expect(within(comment).getByTestId('comment-sermon').textContent).toBe('The Blood of the Covenant');
    expect(within(comment).queryByTestId('comment-delete')).toBeNull();
  });
});
