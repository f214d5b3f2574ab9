import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { BROADCASTER_ROLES } from '@sermon/shared-contracts/constants/accounts';
import { onPlatformEvent } from '@sermon/shared-contracts/events/platform-events';
import { renderWithPlatform } from '@sermon/shared-contracts/testing/render-with-platform';
import { installFakeApi, requestsTo } from '../../components/testing/fake-api';
import { recordingSession, TEST_TOKENS, type RecordingSession } from '../../components/testing/recording-session';
import { fakeUser } from '@sermon/shared-contracts/testing/fake-session';
import { LoginPage } from './LoginPage';

function Probe() {
  const location = useLocation();
  return <p data-testid="arrived">{location.pathname + location.search}</p>;
}

function renderLogin(path: string, session: RecordingSession) {
  return renderWithPlatform(
    <Routes>
      <Route path="/user/login" element={<LoginPage />} />
      <Route path="*" element={<Probe />} />
    </Routes>,
    { path, props: { session } },
  );
}

function fillSignIn(identifier: string, password: string) {
  fireEvent.change(screen.getByLabelText('Username or e-mail'), { target: { value: identifier } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
}

const loginError = (status: number, code: string, message: string) => ({ status, body: { message, errors: { code } } });

describe('LoginPage: sign in', () => {
  it('signs in with the remember flag and goes to the library', async () => {
    const requests = installFakeApi(({ method, url }) =>
      method === 'POST' && url.pathname === '/v2/site/users/listener/login' ? { body: TEST_TOKENS } : undefined,
    );
    const session = recordingSession();
    renderLogin('/user/login', session);
    fillSignIn('listener', 'sermons-demo-1');
    fireEvent.click(screen.getByLabelText('Remember me'));
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));

    expect((await screen.findByTestId('arrived')).textContent).toBe('/library');
    expect(requestsTo(requests, 'POST', '/v2/site/users/listener/login')[0]!.body).toEqual({ password: 'sermons-demo-1', remember: true });
    expect(session.calls.signIn).toEqual([{ tokens: TEST_TOKENS, remember: true }]);
  });

  it('follows a safe next inside this remote, keeping its query', async () => {
    installFakeApi(({ method }) => (method === 'POST' ? { body: TEST_TOKENS } : undefined));
    renderLogin(`/user/login?next=${encodeURIComponent('/library/history?page=2')}`, recordingSession());
    fillSignIn('listener@example.org', 'secret');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findByTestId('arrived')).textContent).toBe('/library/history?page=2');
  });

  it("hands a dashboard destination to the shell: one broadcaster goes to that broadcaster's dashboard", async () => {
    installFakeApi(({ method }) => (method === 'POST' ? { body: TEST_TOKENS } : undefined));
    const staff = fakeUser({ broadcasterRoles: [{ broadcasterID: 'tabernacle', broadcasterRoleID: BROADCASTER_ROLES.Admin }] });
    const navigations: string[] = [];
    const stop = onPlatformEvent('shell:navigate', ({ url }) => navigations.push(url));
    renderLogin(`/user/login?next=${encodeURIComponent('/dashboard-beta/sermons')}`, recordingSession({ signInUser: staff }));
    fillSignIn('broadcaster', 'sermons-demo-1');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(navigations).toEqual(['/dashboard-beta/sermons']));
    stop();
  });

  it('ignores a next that points back at the login page', async () => {
    installFakeApi(({ method }) => (method === 'POST' ? { body: TEST_TOKENS } : undefined));
    renderLogin(`/user/login?next=${encodeURIComponent('/user/logout')}`, recordingSession());
    fillSignIn('listener', 'secret');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findByTestId('arrived')).textContent).toBe('/library');
  });

  it.each([
    [loginError(404, 'USER_NOT_FOUND', 'No user found'), 'No user found'],
    [loginError(401, 'INVALID_CREDENTIALS', 'The password is incorrect.'), 'The password is incorrect.'],
    [loginError(403, 'ACCOUNT_DISABLED', 'This account is disabled.'), 'This account is disabled.'],
    [
      loginError(429, 'RATE_LIMITED', 'Too many attempts. Please try again in 12 minutes.'),
      'Too many attempts. Please try again in 12 minutes.',
    ],
  ])('shows the server error in the form and keeps what was typed (%#)', async (answer, text) => {
    installFakeApi(() => answer);
    const session = recordingSession();
    renderLogin('/user/login', session);
    fillSignIn('listener', 'wrong-password');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findByTestId('sign-in-error')).textContent).toBe(text);
    expect((screen.getByLabelText('Username or e-mail') as HTMLInputElement).value).toBe('listener');
    expect((screen.getByLabelText('Password') as HTMLInputElement).value).toBe('wrong-password');
    expect(screen.getByRole('button', { name: 'Sign in' })).toHaveProperty('disabled', false);
    expect(session.calls.signIn).toHaveLength(0);
  });

  it('keeps the button off until both fields are filled, and submits with Enter', async () => {
    const requests = installFakeApi(({ method }) => (method === 'POST' ? { body: TEST_TOKENS } : undefined));
    renderLogin('/user/login', recordingSession());
    const button = screen.getByRole('button', { name: 'Sign in' });
    expect(button).toHaveProperty('disabled', true);
    fillSignIn('listener', 'secret');
    expect(button).toHaveProperty('disabled', false);
    fireEvent.submit(screen.getByTestId('sign-in-form'));
    await screen.findByTestId('arrived');
    expect(requests).toHaveLength(1);
  });

  it('sends a user who is already signed in to the settings', async () => {
    installFakeApi(() => undefined);
    renderLogin('/user/login', recordingSession({ user: fakeUser() }));
    expect((await screen.findByTestId('arrived')).textContent).toBe('/user/settings');
  });

  it('links "Forgot password?" to the reset page with the typed username', () => {
    installFakeApi(() => undefined);
    renderLogin('/user/login', recordingSession());
    fireEvent.change(screen.getByLabelText('Username or e-mail'), { target: { value: 'listener' } });
    expect(screen.getByText('Forgot password?').closest('a')!.getAttribute('href')).toBe('/user/reset-password?username=listener');
  });
});

describe('LoginPage: create account', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  function fillSignUp({
    username = 'newlistener',
    email = 'new@example.org',
    password = 'Grace2024',
    repeat,
  }: { username?: string; email?: string; password?: string; repeat?: string } = {}) {
    fireEvent.change(screen.getByLabelText('Username'), { target: { value: username } });
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: email } });
    fireEvent.change(screen.getByTestId('new-password'), { target: { value: password } });
    fireEvent.change(screen.getByTestId('repeat-password'), { target: { value: repeat ?? password } });
  }

  async function settleAvailability() {
    await act(async () => {
      jest.advanceTimersByTime(500);
    });
  }

  it('opens with ?signup=true and keeps the button off while a rule fails', async () => {
    installFakeApi(({ url }) => (url.pathname === '/v2/site/users/available' ? { body: { isAvailable: true } } : undefined));
    renderLogin('/user/login?signup=true', recordingSession());
    expect(screen.getByRole('heading', { name: 'Create account' })).toBeTruthy();
    const button = screen.getByRole('button', { name: 'Create account' });

    fillSignUp({ username: 'ab!', password: 'short' });
    await settleAvailability();
    expect(button).toHaveProperty('disabled', true);
    expect(screen.getByText('The username needs at least 4 characters.')).toBeTruthy();
    expect(screen.getByText('Use only the letters a-z, A-Z and the digits 0-9.')).toBeTruthy();
    const rules = screen.getByTestId('password-rules').querySelectorAll('li');
    expect([...rules].map((rule) => rule.getAttribute('data-met'))).toEqual(['false', 'true', 'false']);

    fillSignUp({ password: 'Grace2024', repeat: 'Grace2025' });
    await settleAvailability();
    expect(screen.getByText('The passwords do not match.')).toBeTruthy();
    expect(button).toHaveProperty('disabled', true);

    fillSignUp();
    await settleAvailability();
    expect(button).toHaveProperty('disabled', false);
  });

  it('asks the server whether the username is free once typing pauses', async () => {
    const requests = installFakeApi(({ url }) =>
      url.pathname === '/v2/site/users/available' ? { body: { isAvailable: url.searchParams.get('username') !== 'listener' } } : undefined,
    );
    renderLogin('/user/login?signup=true', recordingSession());
    fireEvent.change(screen.getByLabelText('Username'), { target: { value: 'liste' } });
    fireEvent.change(screen.getByLabelText('Username'), { target: { value: 'listener' } });
    expect(screen.getByTestId('username-availability').textContent).toBe('Checking…');
    await settleAvailability();
    expect(screen.getByTestId('username-availability').getAttribute('data-availability')).toBe('taken');
    expect(screen.getByText('This username is already taken.')).toBeTruthy();
    // the pause came after the last keystroke: one request, for the final value
    expect(requests.filter((r) => r.url.pathname === '/v2/site/users/available').map((r) => r.url.searchParams.get('username'))).toEqual(['listener']);

    fillSignUp({ username: 'listener' });
    await settleAvailability();
    expect(screen.getByRole('button', { name: 'Create account' })).toHaveProperty('disabled', true);
  });

  it('creates the account, then explains the verification mail and can resend it', async () => {
    const requests = installFakeApi(({ method, url }) => {
      if (url.pathname === '/v2/site/users/available') return { body: { isAvailable: true } };
      if (method === 'POST' && url.pathname === '/v2/site/users/newlistener') return { status: 201, body: { user: fakeUser() } };
      if (method === 'POST' && url.pathname === '/v2/site/activations/resend') return { status: 204, body: null };
      return undefined;
    });
    renderLogin('/user/login?signup=true', recordingSession());
    fillSignUp();
    fireEvent.change(screen.getByLabelText('Display name (optional)'), { target: { value: 'New Listener' } });
    fireEvent.click(screen.getByLabelText('Send me the newsletter'));
    await settleAvailability();
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await act(async () => {
      await jest.runOnlyPendingTimersAsync();
    });

    expect(screen.getByTestId('check-email').textContent).toContain('new@example.org');
    expect(requestsTo(requests, 'POST', '/v2/site/users/newlistener')[0]!.body).toEqual({
      email: 'new@example.org',
      password: 'Grace2024',
      display_name: 'New Listener',
      newsletter_opt_in: true,
    });
    fireEvent.click(screen.getByRole('button', { name: 'Resend' }));
    await act(async () => {
      await jest.runOnlyPendingTimersAsync();
    });
    expect(screen.getByTestId('resend-sent')).toBeTruthy();
    expect(requestsTo(requests, 'POST', '/v2/site/activations/resend')[0]!.body).toEqual({ username: 'newlistener' });
  });

  it('shows a taken e-mail address under the e-mail field', async () => {
    installFakeApi(({ method, url }) => {
      if (url.pathname === '/v2/site/users/available') return { body: { isAvailable: true } };
      if (method === 'POST') {
        return { status: 409, body: { message: 'An account with this e-mail address already exists.', errors: { code: 'EMAIL_TAKEN' } } };
      }
      return undefined;
    });
    renderLogin('/user/login?signup=true', recordingSession());
    fillSignUp();
    await settleAvailability();
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await act(async () => {
      await jest.runOnlyPendingTimersAsync();
    });
    const email = screen.getByLabelText('E-mail');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(email.getAttribute('aria-describedby')!.split(' ').pop()!)!.textContent).toBe(
      'An account with this e-mail address already exists.',
    );
    expect((screen.getByTestId('new-password') as HTMLInputElement).value).toBe('Grace2024');
  });
});
