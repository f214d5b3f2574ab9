import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { broadcasterLogin } from '@sermon/shared-contracts/api/broadcaster-login';
import { login } from '@sermon/shared-contracts/api/login';
import { BROADCASTER_ROLES } from '@sermon/shared-contracts/constants/accounts';
import { ANONYMOUS_SESSION, type PlatformSession } from '@sermon/shared-contracts/auth/platform-session';
import { ApiError } from '@sermon/shared-contracts/errors/api-error';
import { fakeUser, signedInSession } from '@sermon/shared-contracts/testing/fake-session';
import { currentBroadcasterKey } from '../../components/access/current-broadcaster-store';
import { renderDashboard } from '../../components/testing/render-dashboard';
import { SignInPage } from './SignInPage';

jest.mock('@sermon/shared-contracts/api/login', () => ({ login: jest.fn() }));
jest.mock('@sermon/shared-contracts/api/broadcaster-login', () => ({ broadcasterLogin: jest.fn() }));
const loginMock = login as jest.MockedFunction<typeof login>;
const legacyMock = broadcasterLogin as jest.MockedFunction<typeof broadcasterLogin>;

async function renderPage(session: PlatformSession, path = '/broadcaster/sign-in') {
  let result!: ReturnType<typeof renderDashboard>;
  await act(async () => {
    result = renderDashboard(<SignInPage />, { path, routePath: '/broadcaster/sign-in', current: null, props: { session } });
  });
  return result;
}

beforeEach(() => {
  window.localStorage.clear();
  loginMock.mockReset();
  legacyMock.mockReset();
});

describe('broadcaster sign-in', () => {
  it('signs in and goes where a dashboard sign-in leads (one broadcaster: its dashboard)', async () => {
    const staff = fakeUser({ broadcasterRoles: [{ broadcasterID: 'gracechapel', broadcasterRoleID: BROADCASTER_ROLES.Admin }] });
    loginMock.mockResolvedValue({ access_token: 'a', refresh_token: 'r' } as never);
    const signIn = jest.fn(async () => staff);
    const { router } = await renderPage({ ...ANONYMOUS_SESSION, signIn });
    fireEvent.change(screen.getByTestId('sign-in-username'), { target: { value: 'broadcaster' } });
    fireEvent.change(screen.getByTestId('sign-in-password'), { target: { value: 'sermons-demo-1' } });
    await act(async () => {
      fireEvent.click(screen.getByTestId('sign-in-submit'));
    });
    expect(loginMock).toHaveBeenCalledWith(expect.anything(), 'broadcaster', { password: 'sermons-demo-1', remember: true });
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard-beta'));
  });

  it('says when the username or password is wrong', async () => {
    loginMock.mockRejectedValue(new ApiError('x', 401, 'INVALID_CREDENTIALS'));
    await renderPage(ANONYMOUS_SESSION);
    fireEvent.change(screen.getByTestId('sign-in-username'), { target: { value: 'who' } });
    fireEvent.change(screen.getByTestId('sign-in-password'), { target: { value: 'nope' } });
    await act(async () => {
      fireEvent.click(screen.getByTestId('sign-in-submit'));
    });
    expect(screen.getByTestId('sign-in-error').textContent).toBe('The username or password is incorrect.');
  });

  it('links a classic broadcaster with its ID and password, then opens its dashboard', async () => {
    legacyMock.mockResolvedValue({ broadcasterID: 'gracechapel', roles: [2, 3, 4] });
    const user = fakeUser({ user_id: 12 });
    const { router } = await renderPage(signedInSession(user));
    expect(screen.getByTestId('sign-in-continue').getAttribute('href')).toBe('/dashboard/legacy-sign-in');
    fireEvent.change(screen.getByTestId('legacy-broadcaster-id'), { target: { value: 'gracechapel' } });
    fireEvent.change(screen.getByTestId('legacy-password'), { target: { value: 'Secret123' } });
    await act(async () => {
      fireEvent.click(screen.getByTestId('legacy-submit'));
    });
    expect(legacyMock).toHaveBeenCalledWith(expect.anything(), { broadcasterID: 'gracechapel', password: 'Secret123' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard-beta'));
    expect(window.localStorage.getItem(currentBroadcasterKey(12))).toBe('gracechapel');
  });

  it('says when the classic credentials are wrong', async () => {
    legacyMock.mockRejectedValue(new ApiError('x', 401, 'INVALID_BROADCASTER_CREDENTIALS'));
    await renderPage(signedInSession(fakeUser()));
    fireEvent.change(screen.getByTestId('legacy-broadcaster-id'), { target: { value: 'gracechapel' } });
    fireEvent.change(screen.getByTestId('legacy-password'), { target: { value: 'wrong' } });
    await act(async () => {
      fireEvent.click(screen.getByTestId('legacy-submit'));
    });
    expect(screen.getByTestId('legacy-error').textContent).toBe('The Broadcaster ID or password is incorrect.');
  });
});

describe('classic broadcaster password', () => {
  it('lets an Admin generate a new one and shows it once', async () => {
    legacyMock.mockResolvedValue({ broadcasterID: 'gracechapel', roles: [2, 3, 4], password: 'Abc234defGHJ78' });
    await renderPage(signedInSession(fakeUser({ broadcasterRoles: [{ broadcasterID: 'gracechapel', broadcasterRoleID: BROADCASTER_ROLES.Admin }] })));
    await act(async () => {
      fireEvent.click(screen.getByTestId('legacy-password-generate-button'));
    });
    expect(legacyMock).toHaveBeenCalledWith(expect.anything(), { broadcasterID: 'gracechapel', generate: true });
    expect(screen.getByTestId('legacy-password-generated').textContent).toContain('Abc234defGHJ78');
  });

  it('is not offered to an Uploader', async () => {
    await renderPage(signedInSession(fakeUser({ broadcasterRoles: [{ broadcasterID: 'gracechapel', broadcasterRoleID: BROADCASTER_ROLES.Uploader }] })));
    expect(screen.queryByTestId('legacy-password-generate')).toBeNull();
  });
});
