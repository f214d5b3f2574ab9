import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithPlatform } from '@sermon/shared-contracts/testing/render-with-platform';
import { installFakeApi, requestsTo } from '../../components/testing/fake-api';
import { recordingSession, TEST_TOKENS } from '../../components/testing/recording-session';
import { fakeUser } from '@sermon/shared-contracts/testing/fake-session';
import { DevicesTvPage } from './DevicesTvPage';

const deviceCode = (overrides: Record<string, unknown> = {}) => ({
  device_code: 'device-secret',
  user_code: 'WXYZ-2345',
  verification_uri: '/activate',
  expires_in: 600,
  // a zero interval keeps the test fast; the poller's timing has its own tests
  interval: 0,
  ...overrides,
});

describe('DevicesTvPage', () => {
  it('shows the code and where to enter it, then signs the TV in once approved', async () => {
    let polls = 0;
    // the user approves on their phone when the test says so; until then every poll is pending
    let approve = () => {};
    const approved = new Promise<void>((resolve) => (approve = resolve));
    let isApproved = false;
    void approved.then(() => (isApproved = true));
    const requests = installFakeApi(({ method, url }) => {
      if (method === 'POST' && url.pathname === '/v2/site/device/code') return { body: deviceCode() };
      if (method === 'POST' && url.pathname === '/v2/site/device/token') {
        polls += 1;
        return isApproved ? { body: TEST_TOKENS } : { status: 400, body: { message: 'pending', errors: { code: 'AUTHORIZATION_PENDING' } } };
      }
      return undefined;
    });
    const session = recordingSession({ signInUser: fakeUser({ display_name: 'Living Room' }) });
    renderWithPlatform(<DevicesTvPage />, { path: '/devices/tv', props: { session } });

    expect((await screen.findByTestId('tv-user-code')).textContent).toBe('WXYZ-2345');
    expect(screen.getByTestId('tv-activate-address').textContent).toBe(`${window.location.origin}/activate`);
    expect(screen.getByTestId('tv-countdown').textContent).toMatch(/The code expires in (10:00|9:5\d)\./);
    await waitFor(() => expect(polls).toBeGreaterThan(1));
    expect(session.calls.signIn).toHaveLength(0);
    approve();
    expect((await screen.findByTestId('tv-signed-in')).textContent).toBe('Signed in as Living Room');
    expect(session.calls.signIn).toEqual([{ tokens: TEST_TOKENS, remember: true }]);
    const bodies = requestsTo(requests, 'POST', '/v2/site/device/token').map((request) => request.body);
    expect(new Set(bodies.map((body) => JSON.stringify(body)))).toEqual(new Set([JSON.stringify({ device_code: 'device-secret' })]));
  });

  it('offers a new code once the code has expired', async () => {
    let codes = 0;
    installFakeApi(({ url }) => {
      if (url.pathname === '/v2/site/device/code') {
        codes += 1;
        return { body: deviceCode({ user_code: codes === 1 ? 'AAAA-AAAA' : 'BBBB-BBBB' }) };
      }
      if (url.pathname === '/v2/site/device/token') {
        return codes === 1
          ? { status: 400, body: { message: 'expired', errors: { code: 'EXPIRED_TOKEN' } } }
          : { status: 400, body: { message: 'pending', errors: { code: 'AUTHORIZATION_PENDING' } } };
      }
      return undefined;
    });
    renderWithPlatform(<DevicesTvPage />, { path: '/devices/tv', props: { session: recordingSession() } });
    fireEvent.click(await screen.findByRole('button', { name: 'Get a new code' }));
    expect((await screen.findByTestId('tv-user-code')).textContent).toBe('BBBB-BBBB');
  });

  it('leaves a TV that is already signed in as it is', () => {
    const requests = installFakeApi(() => undefined);
    renderWithPlatform(<DevicesTvPage />, { path: '/devices/tv', props: { session: recordingSession({ user: fakeUser() }) } });
    expect(screen.getByTestId('tv-signed-in').textContent).toBe('Signed in as Demo Listener');
    expect(requests).toHaveLength(0);
  });
});
