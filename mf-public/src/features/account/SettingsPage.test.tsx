import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { onPlatformEvent, type PlatformEvents } from '@sermon/shared-contracts/events/platform-events';
import { renderWithPlatform } from '@sermon/shared-contracts/testing/render-with-platform';
import { installFakeApi, requestsTo, type FakeApiRoute } from '../../components/testing/fake-api';
import { broadcasterFixture, nodeList } from '../../components/testing/fixtures';
import { recordingSession, TEST_TOKENS } from '../../components/testing/recording-session';
import { fakeUser } from '@sermon/shared-contracts/testing/fake-session';
import { SettingsPage } from './SettingsPage';

function Probe() {
  const location = useLocation();
  return <p data-testid="arrived">{location.pathname + location.search}</p>;
}

function renderSettings(route: FakeApiRoute, user = fakeUser()) {
  const requests = installFakeApi(route);
  const session = recordingSession({ user });
  renderWithPlatform(
    <Routes>
      <Route path="/user/settings" element={<SettingsPage />} />
      <Route path="*" element={<Probe />} />
    </Routes>,
    { path: '/user/settings', props: { session } },
  );
  return { requests, session };
}

function collectToasts() {
  const toasts: Array<PlatformEvents['shell:toast']> = [];
  const stop = onPlatformEvent('shell:toast', (toast) => toasts.push(toast));
  return { toasts, stop };
}

const patchAnswer: FakeApiRoute = ({ method, url }) =>
  method === 'PATCH' && url.pathname === '/v2/site/users' ? { body: { user: fakeUser() } } : undefined;

describe('SettingsPage', () => {
  it('sends an anonymous visitor to sign in with the settings as next', () => {
    installFakeApi(() => undefined);
    renderWithPlatform(
      <Routes>
        <Route path="/user/settings" element={<SettingsPage />} />
        <Route path="*" element={<Probe />} />
      </Routes>,
      { path: '/user/settings', props: { session: recordingSession() } },
    );
    expect(screen.getByTestId('arrived').textContent).toBe('/user/login?next=%2Fuser%2Fsettings');
  });

  it('saves the profile on its own, reloads the user and says so', async () => {
    const { toasts, stop } = collectToasts();
    const { requests, session } = renderSettings(patchAnswer);
    const profile = within(screen.getByTestId('settings-profile'));
    fireEvent.change(profile.getByLabelText('Display name'), { target: { value: ' Pastor Jo ' } });
    fireEvent.change(profile.getByLabelText('Location'), { target: { value: 'Leeds' } });
    fireEvent.click(profile.getByLabelText('I am a church leader'));
    fireEvent.change(profile.getByLabelText('Gender'), { target: { value: 'female' } });
    fireEvent.change(profile.getByLabelText('Birth year'), { target: { value: '1980' } });
    fireEvent.click(profile.getByRole('button', { name: 'Save profile' }));
    await waitFor(() => expect(toasts).toEqual([{ kind: 'success', message: 'Your profile has been saved.' }]));
    expect(requestsTo(requests, 'PATCH', '/v2/site/users')[0]!.body).toEqual({
      display_name: 'Pastor Jo',
      display_location: 'Leeds',
      church_leader: true,
      gender: 'female',
      birth_year: 1980,
    });
    expect(session.calls.reloadUser).toBe(1);
    stop();
  });

  it('will not save a birth year that is not a year', () => {
    renderSettings(patchAnswer);
    const profile = within(screen.getByTestId('settings-profile'));
    fireEvent.change(profile.getByLabelText('Birth year'), { target: { value: '19x' } });
    expect(profile.getByRole('button', { name: 'Save profile' })).toHaveProperty('disabled', true);
    expect(profile.getByText('Enter a year such as 1980.')).toBeTruthy();
  });

  it('changes the password with the current one and keeps this browser signed in with the new tokens', async () => {
    const { requests, session } = renderSettings(({ method }) =>
      method === 'PATCH' ? { body: { user: fakeUser(), tokens: TEST_TOKENS } } : undefined,
    );
    const form = within(screen.getByTestId('change-password-form'));
    fireEvent.change(form.getByLabelText('Current password'), { target: { value: 'old-Password1' } });
    fireEvent.change(form.getByTestId('new-password'), { target: { value: 'NewPassword1' } });
    fireEvent.change(form.getByTestId('repeat-password'), { target: { value: 'NewPassword1' } });
    fireEvent.click(form.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(session.calls.replaceTokens).toEqual([TEST_TOKENS]));
    expect(requestsTo(requests, 'PATCH', '/v2/site/users')[0]!.body).toEqual({ password: 'NewPassword1', current_password: 'old-Password1' });
    // the form is emptied after a change
    await waitFor(() => expect((form.getByLabelText('Current password') as HTMLInputElement).value).toBe(''));
  });

  it('shows a wrong current password in the e-mail form and keeps the new address', async () => {
    renderSettings(({ method }) =>
      method === 'PATCH' ? { status: 401, body: { message: 'The password is incorrect.', errors: { code: 'INVALID_CREDENTIALS' } } } : undefined,
    );
    const form = within(screen.getByTestId('change-email-form'));
    fireEvent.change(form.getByLabelText('New e-mail address'), { target: { value: 'new@example.org' } });
    fireEvent.change(form.getByLabelText('Current password'), { target: { value: 'wrong' } });
    fireEvent.click(form.getByRole('button', { name: 'Change e-mail address' }));
    expect((await form.findByRole('alert')).textContent).toBe('The password is incorrect.');
    expect((form.getByLabelText('New e-mail address') as HTMLInputElement).value).toBe('new@example.org');
  });

  it('saves the newsletter and notification choices', async () => {
    const { requests } = renderSettings(patchAnswer);
    const section = within(screen.getByTestId('settings-notifications'));
    fireEvent.click(section.getByLabelText('Newsletter'));
    fireEvent.click(section.getByLabelText('Mobile notifications'));
    fireEvent.click(section.getByRole('button', { name: 'Save notifications' }));
    await waitFor(() => expect(requestsTo(requests, 'PATCH', '/v2/site/users')).toHaveLength(1));
    expect(requestsTo(requests, 'PATCH', '/v2/site/users')[0]!.body).toEqual({ newsletter_opt_in: true, notify_email: false, notify_mobile: true });
  });

  it('sends the site preferences as JSON text', async () => {
    const { requests } = renderSettings(patchAnswer, fakeUser({ web_preferences: '{"showDesktopNav":true,"showTranscripts":false}' }));
    const section = within(screen.getByTestId('settings-site-preferences'));
    fireEvent.click(section.getByLabelText('Show the navigation bar on wide screens'));
    fireEvent.click(section.getByLabelText('Show transcripts on sermon pages'));
    fireEvent.click(section.getByRole('button', { name: 'Save preferences' }));
    await waitFor(() => expect(requestsTo(requests, 'PATCH', '/v2/site/users')).toHaveLength(1));
    const sent = requestsTo(requests, 'PATCH', '/v2/site/users')[0]!.body as { web_preferences: string };
    expect(typeof sent.web_preferences).toBe('string');
    expect(JSON.parse(sent.web_preferences)).toMatchObject({ showDesktopNav: false, showTranscripts: true });
  });

  it('asks the shell for another color mode and shows the stored one', () => {
    localStorage.setItem('colorMode', 'dark');
    const modes: string[] = [];
    const stop = onPlatformEvent('shell:color-mode' as never, (detail: { mode: string }) => modes.push(detail.mode));
    renderSettings(() => undefined);
    expect((screen.getByTestId('color-mode-dark') as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByTestId('color-mode-light'));
    expect(modes).toEqual(['light']);
    expect((screen.getByTestId('color-mode-light') as HTMLInputElement).checked).toBe(true);
    stop();
    localStorage.removeItem('colorMode');
  });

  it('finds a church by name and sets it as My Church', async () => {
    jest.useFakeTimers();
    try {
      const { requests } = renderSettings(({ method, url }) => {
        if (url.pathname === '/v2/node/discover/broadcasters') return { body: nodeList([broadcasterFixture()]) };
        return patchAnswer({ method, url, body: null, headers: {} });
      });
      const section = within(screen.getByTestId('settings-my-church'));
      fireEvent.change(section.getByLabelText('Find your church'), { target: { value: 'tab' } });
      await act(async () => {
        jest.advanceTimersByTime(400);
      });
      await act(async () => {
        await jest.runOnlyPendingTimersAsync();
      });
      const search = requests.find((r) => r.url.pathname === '/v2/node/discover/broadcasters')!;
      expect(search.url.searchParams.get('query')).toBe('tab');
      fireEvent.click(section.getByRole('button', { name: 'Choose Metropolitan Tabernacle as My Church' }));
      await act(async () => {
        await jest.runOnlyPendingTimersAsync();
      });
      expect(requestsTo(requests, 'PATCH', '/v2/site/users')[0]!.body).toEqual({ my_church_broadcaster_id: 'tabernacle' });
    } finally {
      jest.useRealTimers();
    }
  });

  it('signs out everywhere after a confirmation', async () => {
    const { requests } = renderSettings(({ method, url }) =>
      method === 'POST' && url.pathname === '/v2/site/users/logout_all' ? { status: 204, body: null } : undefined,
    );
    fireEvent.click(screen.getByTestId('sign-out-everywhere'));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, sign out everywhere' }));
    expect((await screen.findByTestId('arrived')).textContent).toBe('/user/logout');
    expect(requestsTo(requests, 'POST', '/v2/site/users/logout_all')).toHaveLength(1);
  });

  it('deletes the account with the password, then goes to the sign-out page', async () => {
    const { requests } = renderSettings(({ method }) => (method === 'DELETE' ? { status: 204, body: null } : undefined));
    const form = within(screen.getByTestId('delete-account-form'));
    const button = form.getByRole('button', { name: 'Delete my account' });
    fireEvent.change(form.getByLabelText('Your password'), { target: { value: 'sermons-demo-1' } });
    expect(button).toHaveProperty('disabled', true);
    fireEvent.click(form.getByLabelText('I understand that my account and everything in it will be deleted.'));
    fireEvent.click(button);
    expect((await screen.findByTestId('arrived')).textContent).toBe('/user/logout?deleted=true');
    expect(requestsTo(requests, 'DELETE', '/v2/site/users')[0]!.body).toEqual({ password: 'sermons-demo-1' });
  });

  it('refuses a picture that is not JPEG or PNG before sending anything', () => {
    const { requests } = renderSettings(() => undefined);
    const file = new File(['GIF89a'], 'me.gif', { type: 'image/gif' });
    fireEvent.change(screen.getByTestId('picture-input'), { target: { files: [file] } });
    return waitFor(() => {
      expect(screen.getByTestId('picture-error').textContent).toBe('Profile pictures must be JPEG or PNG images.');
      expect(requests).toHaveLength(0);
    });
  });
});
