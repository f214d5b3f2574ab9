import { fireEvent, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { renderWithPlatform } from '@sermon/shared-contracts/testing/render-with-platform';
import { installFakeApi, requestsTo } from '../../components/testing/fake-api';
import { recordingSession } from '../../components/testing/recording-session';
import { fakeUser } from '@sermon/shared-contracts/testing/fake-session';
import { VerifyPage } from './VerifyPage';

function renderVerify(path: string, session = recordingSession()) {
  renderWithPlatform(
    <Routes>
      <Route path="/user/verify" element={<VerifyPage />} />
    </Routes>,
    { path, props: { session } },
  );
  return session;
}

describe('VerifyPage', () => {
  it('verifies the code once on opening and offers to sign in', async () => {
    const requests = installFakeApi(({ method, url }) =>
      method === 'POST' && url.pathname === '/v2/site/activations/abc123/activate' ? { body: { verified: true, username: 'newlistener' } } : undefined,
    );
    renderVerify('/user/verify?code=abc123');
    expect(await screen.findByRole('heading', { name: 'Your e-mail address is verified' })).toBeTruthy();
    expect(screen.getByTestId('verify-sign-in').getAttribute('href')).toBe('/user/login?next=%2Fuser%2Fsettings');
    expect(requestsTo(requests, 'POST', '/v2/site/activations/abc123/activate')).toHaveLength(1);
  });

  it('reloads a signed-in user and offers to continue', async () => {
    installFakeApi(({ method }) => (method === 'POST' ? { body: { verified: true, username: 'listener' } } : undefined));
    const session = renderVerify('/user/verify?code=abc123', recordingSession({ user: fakeUser({ verified: false }) }));
    expect(await screen.findByTestId('verify-continue')).toBeTruthy();
    expect(session.calls.reloadUser).toBe(1);
  });

  it('says a used code is invalid and offers a new link', async () => {
    const requests = installFakeApi(({ method, url }) => {
      if (url.pathname.endsWith('/activate')) {
        return {
          status: 400,
          body: { message: 'This verification code has already been used or is invalid.', errors: { code: 'ACTIVATION_CODE_INVALID' } },
        };
      }
      if (method === 'POST' && url.pathname === '/v2/site/activations/resend') return { status: 204, body: null };
      return undefined;
    });
    renderVerify('/user/verify?code=used');
    expect((await screen.findByTestId('verify-error')).textContent).toBe('This verification code has already been used or is invalid.');
    fireEvent.change(screen.getByLabelText('Username or e-mail'), { target: { value: 'new@example.org' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send a new link' }));
    expect(await screen.findByTestId('resend-sent')).toBeTruthy();
    expect(requestsTo(requests, 'POST', '/v2/site/activations/resend')[0]!.body).toEqual({ username: 'new@example.org' });
  });

  it("falls back to 'Activation failed' for other failures", async () => {
    installFakeApi(() => ({ status: 503, body: { message: 'down', errors: { code: 'UNAVAILABLE' } } }));
    renderVerify('/user/verify?code=abc');
    expect((await screen.findByTestId('verify-error')).textContent).toBe('Activation failed');
  });

  it('explains the link and offers a new one without a code', () => {
    installFakeApi(() => undefined);
    renderVerify('/user/verify');
    expect(screen.getByRole('heading', { name: 'Verify your e-mail address' })).toBeTruthy();
    expect(screen.getByTestId('resend-form')).toBeTruthy();
  });
});
