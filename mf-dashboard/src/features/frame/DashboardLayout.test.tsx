import { I18nProvider } from '@lingui/react';
import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { getBroadcaster } from '@sermon/shared-contracts/api/get-broadcaster';
import { ANONYMOUS_SESSION, type PlatformSession } from '@sermon/shared-contracts/auth/platform-session';
import { BROADCASTER_ROLES, SITE_ROLES } from '@sermon/shared-contracts/constants/accounts';
import { ApiError } from '@sermon/shared-contracts/errors/api-error';
import { RemotePropsProvider } from '@sermon/shared-contracts/mf/remote-props';
import { fakeUser, signedInSession } from '@sermon/shared-contracts/testing/fake-session';
import { createSourceI18n } from '@sermon/shared-contracts/testing/source-i18n';
import { fakeBroadcaster } from '../../components/testing/render-dashboard';
import { AppRoutes } from '../../routes';

jest.mock('@sermon/shared-contracts/api/get-broadcaster', () => ({ getBroadcaster: jest.fn() }));
const getBroadcasterMock = getBroadcaster as jest.MockedFunction<typeof getBroadcaster>;

const admin = BROADCASTER_ROLES.Admin;
const grace = fakeUser({ user_id: 7, username: 'broadcaster', broadcasterRoles: [{ broadcasterID: 'gracechapel', broadcasterRoleID: admin }] });
const twoChurches = fakeUser({
  user_id: 8,
  broadcasterRoles: [
    { broadcasterID: 'gracechapel', broadcasterRoleID: admin },
    { broadcasterID: 'hopechurch', broadcasterRoleID: BROADCASTER_ROLES.Biller },
  ],
});

async function renderAt(path: string, session: PlatformSession) {
  const router = createMemoryRouter([{ path: '*', element: <AppRoutes /> }], { initialEntries: [path] });
  await act(async () => {
    render(
      <I18nProvider i18n={createSourceI18n()}>
        <RemotePropsProvider value={{ basePath: '', locale: 'en', apiBase: '/v2/', apiKey: 'k', session }}>
          <RouterProvider router={router} />
        </RemotePropsProvider>
      </I18nProvider>,
    );
  });
  return router;
}

beforeEach(() => {
  window.localStorage.clear();
  getBroadcasterMock.mockReset();
  getBroadcasterMock.mockImplementation(async (_client, broadcasterID) =>
    fakeBroadcaster({ broadcasterID, displayName: broadcasterID === 'gracechapel' ? 'Grace Chapel' : 'Hope Church' }) as never,
  );
});

describe('the dashboard frame', () => {
  it('sends a signed-out visitor to the login page with the page as next', async () => {
    const router = await renderAt('/dashboard-beta/sermons?page=2', ANONYMOUS_SESSION);
    expect(router.state.location.pathname).toBe('/user/login');
    expect(new URLSearchParams(router.state.location.search).get('next')).toBe('/dashboard-beta/sermons?page=2');
  });

  it("opens the user's only broadcaster, shows its name and the navigation, and remembers it", async () => {
    await renderAt('/dashboard-beta/does-not-exist', signedInSession(grace));
    expect(getBroadcasterMock).toHaveBeenCalledWith(expect.anything(), 'gracechapel', { lite: false }, expect.anything());
    expect(screen.getByTestId('dashboard-broadcaster-name').textContent).toBe('Grace Chapel');
    expect(screen.getByTestId('dashboard-nav-sermons').getAttribute('href')).toBe('/dashboard-beta/sermons');
    expect(screen.getByTestId('dashboard-nav-promotions').getAttribute('href')).toBe('/promotions');
    // one broadcaster: nothing to switch to
    expect(screen.queryByTestId('dashboard-switch-link')).toBeNull();
    expect(window.localStorage.getItem('dashboard-broadcaster:7')).toBe('gracechapel');
    // an unknown dashboard page is the generic not-found inside the frame
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Page Not Found');
  });

  it('keeps the /dashboard alias in the navigation links', async () => {
    await renderAt('/dashboard/nothing-here', signedInSession(grace));
    expect(screen.getByTestId('dashboard-nav-series').getAttribute('href')).toBe('/dashboard/series');
    expect(screen.getByTestId('dashboard-nav-overview').getAttribute('href')).toBe('/dashboard');
  });

  it('sends a user with several broadcasters and no choice to the picker, taking the page along', async () => {
    const router = await renderAt('/dashboard-beta/sermons', signedInSession(twoChurches));
    expect(router.state.location.pathname).toBe('/broadcaster/select');
    expect(new URLSearchParams(router.state.location.search).get('next')).toBe('/dashboard-beta/sermons');
    expect(getBroadcasterMock).not.toHaveBeenCalled();
  });

  it('uses the stored choice and offers switching when the user has several', async () => {
    window.localStorage.setItem('dashboard-broadcaster:8', 'hopechurch');
    await renderAt('/dashboard-beta/x', signedInSession(twoChurches));
    expect(screen.getByTestId('dashboard-broadcaster-name').textContent).toBe('Hope Church');
    expect(screen.getByTestId('dashboard-switch-link').getAttribute('href')).toBe('/broadcaster/select?next=%2Fdashboard-beta');
  });

  it('sends a user who manages no broadcaster to the legacy sign-in page, which links both ways in', async () => {
    const router = await renderAt('/dashboard-beta', signedInSession(fakeUser()));
    expect(router.state.location.pathname).toBe('/dashboard/legacy-sign-in');
    expect(screen.getByTestId('dashboard-legacy-sign-in')).toBeTruthy();
    expect(screen.getByTestId('legacy-sign-in-link-broadcaster').getAttribute('href')).toBe('/broadcaster/sign-in');
    expect(screen.getByTestId('legacy-sign-in-sign-up').getAttribute('href')).toBe('/broadcaster/sign-up');
    expect(screen.queryByTestId('dashboard-nav')).toBeNull();
  });

  it('says so when the broadcaster cannot be found', async () => {
    getBroadcasterMock.mockRejectedValue(new ApiError('Broadcaster not found', 404, 'NOT_FOUND'));
    await renderAt('/dashboard-beta', signedInSession(grace));
    expect(screen.getByTestId('dashboard-broadcaster-failed').textContent).toContain('Broadcaster not found');
    expect(screen.queryByTestId('dashboard-nav')).toBeNull();
  });
});

describe('the switch page', () => {
  it('makes an allowed broadcaster current and opens next', async () => {
    const router = await renderAt('/dashboard-beta/switch?broadcasterID=gracechapel&next=%2Fdashboard-beta%2Fsermons', signedInSession(twoChurches));
    expect(window.localStorage.getItem('dashboard-broadcaster:8')).toBe('gracechapel');
    expect(router.state.location.pathname).toBe('/dashboard-beta/sermons');
    expect(screen.getByTestId('dashboard-broadcaster-name').textContent).toBe('Grace Chapel');
  });

  it('refuses a broadcaster the user is only a Biller of: 503 and the permission text', async () => {
    await renderAt('/dashboard-beta/switch?broadcasterID=hopechurch&next=%2Fdashboard-beta', signedInSession(twoChurches));
    expect(screen.getByTestId('dashboard-status-code').textContent).toBe('503');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('This page is unavailable with the current permissions');
    expect(window.localStorage.getItem('dashboard-broadcaster:8')).toBeNull();
  });

  it('lets a site admin switch to any broadcaster', async () => {
    const siteAdmin = fakeUser({ user_id: 1, roles: [SITE_ROLES.Admin], admin: true });
    const router = await renderAt('/dashboard/switch?broadcasterID=otherchurch', signedInSession(siteAdmin));
    expect(window.localStorage.getItem('dashboard-broadcaster:1')).toBe('otherchurch');
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('without a broadcasterID opens the picker with the same next', async () => {
    const router = await renderAt('/dashboard-beta/switch?next=%2Fdashboard-beta%2Fseries', signedInSession(twoChurches));
    expect(router.state.location.pathname).toBe('/broadcaster/select');
    expect(new URLSearchParams(router.state.location.search).get('next')).toBe('/dashboard-beta/series');
  });
});
