import { fireEvent, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { renderWithPlatform } from '@sermon/shared-contracts/testing/render-with-platform';
import { installFakeApi, requestsTo } from '../../components/testing/fake-api';
import { recordingSession } from '../../components/testing/recording-session';
import { fakeUser } from '@sermon/shared-contracts/testing/fake-session';
import { ActivatePage } from './ActivatePage';

function renderActivate(path: string, session = recordingSession({ user: fakeUser() })) {
  renderWithPlatform(
    <Routes>
      <Route path="/activate" element={<ActivatePage />} />
      <Route path="/user/login" element={<p data-testid="login">login</p>} />
    </Routes>,
    { path, props: { session } },
  );
}

describe('ActivatePage', () => {
  it('fills in the code from the address and signs the TV in', async () => {
    const requests = installFakeApi(({ method, url }) =>
      method === 'POST' && url.pathname === '/v2/site/device/activate' ? { body: { activated: true } } : undefined,
    );
    renderActivate('/activate?code=abcd-efgh');
    expect((screen.getByLabelText('Code on your TV') as HTMLInputElement).value).toBe('ABCD-EFGH');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in the TV' }));
    expect((await screen.findByTestId('activate-done')).textContent).toContain('Your TV is now signed in as Demo Listener');
    expect(requestsTo(requests, 'POST', '/v2/site/device/activate')[0]!.body).toEqual({ userCode: 'ABCDEFGH' });
  });

  it('ignores case and dashes while typing and waits for all eight characters', () => {
    installFakeApi(() => undefined);
    renderActivate('/activate');
    const field = screen.getByLabelText('Code on your TV') as HTMLInputElement;
    fireEvent.change(field, { target: { value: 'wxyz-12' } });
    expect(field.value).toBe('WXYZ-12');
    expect(screen.getByRole('button', { name: 'Sign in the TV' })).toHaveProperty('disabled', true);
    fireEvent.change(field, { target: { value: 'wxyz1234' } });
    expect(field.value).toBe('WXYZ-1234');
    expect(screen.getByRole('button', { name: 'Sign in the TV' })).toHaveProperty('disabled', false);
  });

  it('shows an unknown or expired code and keeps it for correcting', async () => {
    installFakeApi(() => ({ status: 400, body: { message: 'This code is invalid or has expired.', errors: { code: 'DEVICE_CODE_INVALID' } } }));
    renderActivate('/activate?code=ABCDEFGH');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in the TV' }));
    expect((await screen.findByTestId('activate-error')).textContent).toBe('This code is invalid or has expired.');
    expect((screen.getByLabelText('Code on your TV') as HTMLInputElement).value).toBe('ABCD-EFGH');
  });

  it('sends an anonymous visitor to sign in first', () => {
    installFakeApi(() => undefined);
    renderActivate('/activate?code=ABCDEFGH', recordingSession());
    expect(screen.getByTestId('login')).toBeTruthy();
  });
});
