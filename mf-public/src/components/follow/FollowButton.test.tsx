import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { renderWithPlatform } from '@sermon/shared-contracts/testing/render-with-platform';
import { installFakeApi, requestsTo } from '../testing/fake-api';
import { signedInSession } from '@sermon/shared-contracts/testing/fake-session';
import { FavouriteButton } from './FavouriteButton';
import { FollowButton } from './FollowButton';

function Location() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

function renderFollow(options: { signedIn: boolean; path?: string }) {
  return renderWithPlatform(
    <>
      <Routes>
        <Route path="*" element={<FollowButton type="speaker" id={7} name="Charles Spurgeon" />} />
      </Routes>
      <Location />
    </>,
    { path: options.path ?? '/speakers/7', props: options.signedIn ? { session: signedInSession() } : {} },
  );
}

/** A promise the test settles by hand, to look at the button while the server has not answered. */
function deferred() {
  let settle: (answer: { status: number; body: unknown }) => void = () => {};
  const promise = new Promise<{ status: number; body: unknown }>((resolve) => (settle = resolve));
  return { promise, settle };
}

describe('FollowButton', () => {
  it('starts from what the server says for a signed-in user, sending the Bearer token', async () => {
    const requests = installFakeApi(({ method, url }) =>
      method === 'GET' && url.pathname === '/v2/site/speakers/7' ? { body: { id: '7', type: 'speaker', followed: true } } : undefined,
    );
    renderFollow({ signedIn: true });
    await waitFor(() => expect(screen.getByTestId('follow-button').dataset.followed).toBe('true'));
    expect(screen.getByTestId('follow-button').textContent).toContain('Following');
    expect(requestsTo(requests, 'GET', '/v2/site/speakers/7')[0]!.headers.Authorization).toBe('Bearer test-access-token');
  });

  it('treats a failed status check as not followed', async () => {
    installFakeApi(() => ({ status: 500, body: { message: 'down', errors: { code: 'INTERNAL' } } }));
    renderFollow({ signedIn: true });
    await waitFor(() => expect((screen.getByTestId('follow-button') as HTMLButtonElement).disabled).toBe(false));
    expect(screen.getByTestId('follow-button').dataset.followed).toBe('false');
  });

  it('flips the flag at once and keeps it when the server accepts', async () => {
    const answer = deferred();
    const requests = installFakeApi(({ method }) => {
      if (method === 'GET') return { body: { id: '7', type: 'speaker', followed: false } };
      if (method === 'POST') return answer.promise;
      return undefined;
    });
    renderFollow({ signedIn: true });
    await waitFor(() => expect((screen.getByTestId('follow-button') as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(screen.getByTestId('follow-button'));
    // optimistic: the flag shows before the server answered
    expect(screen.getByTestId('follow-button').dataset.followed).toBe('true');
    await act(async () => answer.settle({ status: 204, body: null }));
    expect(screen.getByTestId('follow-button').dataset.followed).toBe('true');
    expect(requestsTo(requests, 'POST', '/v2/site/speakers/7')).toHaveLength(1);
  });

  it('puts the flag back when the server refuses, and says the limit was reached', async () => {
    installFakeApi(({ method }) => {
      if (method === 'GET') return { body: { id: '7', type: 'speaker', followed: false } };
      if (method === 'POST') return { status: 409, body: { message: 'Limit has been reached', errors: { code: 'FOLLOW_LIMIT' } } };
      return undefined;
    });
    renderFollow({ signedIn: true });
    await waitFor(() => expect((screen.getByTestId('follow-button') as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(screen.getByTestId('follow-button'));
    expect((await screen.findByTestId('follow-button-problem')).textContent).toBe('Limit has been reached');
    expect(screen.getByTestId('follow-button').dataset.followed).toBe('false');
  });

  it('rolls an unfollow back when the request fails', async () => {
    const requests = installFakeApi(({ method }) => {
      if (method === 'DELETE') return { status: 503, body: { message: 'Unavailable', errors: { code: 'UNAVAILABLE' } } };
      return undefined;
    });
    renderWithPlatform(<FollowButton type="series" id={12} name="Romans" initialFollowed />, { props: { session: signedInSession() } });
    fireEvent.click(screen.getByTestId('follow-button'));
    expect(screen.getByTestId('follow-button').dataset.followed).toBe('false');
    await screen.findByTestId('follow-button-problem');
    expect(screen.getByTestId('follow-button').dataset.followed).toBe('true');
    // a known state needs no status check
    expect(requests.filter((request) => request.method === 'GET')).toHaveLength(0);
    expect(requestsTo(requests, 'DELETE', '/v2/site/series/12')).toHaveLength(1);
  });

  it('sends an anonymous visitor to the login page with this page as next', async () => {
    const requests = installFakeApi(() => undefined);
    renderFollow({ signedIn: false, path: '/speakers/7?tab=sermons' });
    fireEvent.click(screen.getByTestId('follow-button'));
    expect(screen.getByTestId('location').textContent).toBe(`/user/login?next=${encodeURIComponent('/speakers/7?tab=sermons')}`);
    expect(requests).toHaveLength(0);
  });
});

describe('FavouriteButton', () => {
  it('bookmarks a sermon through site/sermons/{id}', async () => {
    const requests = installFakeApi(({ method }) =>
      method === 'GET' ? { body: { id: '1001', type: 'sermon', followed: false } } : method === 'POST' ? { status: 204, body: null } : undefined,
    );
    renderWithPlatform(<FavouriteButton sermonID="1001" title="The Blood of the Covenant" />, { props: { session: signedInSession() } });
    const button = await screen.findByRole('button', { name: 'Bookmark The Blood of the Covenant' });
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(button);
    expect(await screen.findByRole('button', { name: 'Remove The Blood of the Covenant from bookmarks' })).toBeTruthy();
    await waitFor(() => expect(requestsTo(requests, 'POST', '/v2/site/sermons/1001')).toHaveLength(1));
  });
});
