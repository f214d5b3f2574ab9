import { fireEvent, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { renderWithPlatform } from '@sermon/shared-contracts/testing/render-with-platform';
import { installFakeApi, requestsTo } from '../../components/testing/fake-api';
import { ResetPasswordPage } from './ResetPasswordPage';

function renderReset(path: string) {
  renderWithPlatform(
    <Routes>
      <Route path="/user/reset-password" element={<ResetPasswordPage />} />
    </Routes>,
    { path },
  );
}

function typeNewPassword(password: string, repeat = password) {
  fireEvent.change(screen.getByTestId('new-password'), { target: { value: password } });
  fireEvent.change(screen.getByTestId('repeat-password'), { target: { value: repeat } });
}

describe('ResetPasswordPage', () => {
  it('asks for the reset mail without saying whether the account exists', async () => {
    const requests = installFakeApi(({ method }) => (method === 'POST' ? { status: 204, body: null } : undefined));
    renderReset('/user/reset-password?username=listener');
    expect((screen.getByLabelText('Username or e-mail') as HTMLInputElement).value).toBe('listener');
    fireEvent.click(screen.getByRole('button', { name: 'Send the link' }));
    expect((await screen.findByTestId('reset-requested')).textContent).toContain('If an account exists for listener');
    expect(requestsTo(requests, 'POST', '/v2/site/users/listener/requestreset')).toHaveLength(1);
  });

  it('sets the new password from the code and links to sign in', async () => {
    const requests = installFakeApi(({ method }) => (method === 'POST' ? { status: 204, body: null } : undefined));
    renderReset('/user/reset-password?code=reset-code');
    const button = screen.getByRole('button', { name: 'Save the new password' });
    typeNewPassword('weak');
    expect(button).toHaveProperty('disabled', true);
    typeNewPassword('Stronger1');
    fireEvent.click(button);
    expect(await screen.findByTestId('reset-done')).toBeTruthy();
    expect(screen.getByTestId('reset-sign-in').getAttribute('href')).toBe('/user/login');
    expect(requestsTo(requests, 'POST', '/v2/site/users/reset')[0]!.body).toEqual({ password_reset_code: 'reset-code', password: 'Stronger1' });
  });

  it('says when the code is used or unknown, keeping the typed password', async () => {
    installFakeApi(() => ({
      status: 400,
      body: { message: 'This password reset code has already been used or is invalid.', errors: { code: 'RESET_CODE_INVALID' } },
    }));
    renderReset('/user/reset-password?code=old');
    typeNewPassword('Stronger1');
    fireEvent.click(screen.getByRole('button', { name: 'Save the new password' }));
    expect((await screen.findByTestId('reset-error')).textContent).toContain('This password reset code has already been used or is invalid.');
    expect((screen.getByTestId('new-password') as HTMLInputElement).value).toBe('Stronger1');
    expect(screen.getByRole('link', { name: 'Ask for a new link' }).getAttribute('href')).toBe('/user/reset-password');
  });
});
