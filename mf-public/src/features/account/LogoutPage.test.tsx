import { screen } from '@testing-library/react';
import { renderWithPlatform } from '@sermon/shared-contracts/testing/render-with-platform';
import { recordingSession } from '../../components/testing/recording-session';
import { fakeUser } from '@sermon/shared-contracts/testing/fake-session';
import { LogoutPage } from './LogoutPage';

describe('LogoutPage', () => {
  it('signs out once and says so, with links home and to sign in', async () => {
    const session = recordingSession({ user: fakeUser() });
    renderWithPlatform(<LogoutPage />, { path: '/user/logout', props: { session } });
    expect(await screen.findByRole('heading', { name: 'You are signed out' })).toBeTruthy();
    expect(session.calls.signOut).toBe(1);
    expect(session.snapshot().status).toBe('anonymous');
    expect(screen.getByTestId('signed-out-home').getAttribute('href')).toBe('/');
    expect(screen.getByTestId('signed-out-sign-in').getAttribute('href')).toBe('/user/login');
  });
});

describe('LogoutPage after deleting the account', () => {
  it('says the account is gone and offers a new one', async () => {
    const session = recordingSession({ user: fakeUser() });
    renderWithPlatform(<LogoutPage />, { path: '/user/logout?deleted=true', props: { session } });
    expect(await screen.findByRole('heading', { name: 'Your account has been deleted' })).toBeTruthy();
    expect(session.calls.signOut).toBe(1);
    expect(screen.getByTestId('signed-out-sign-up').getAttribute('href')).toBe('/user/login?signup=true');
  });
});
