import { act, fireEvent, render, screen } from '@testing-library/react';
import { ANONYMOUS_SESSION, type PlatformSession } from '@sermon/shared-contracts/auth/platform-session';
import { BROADCASTER_ROLES } from '@sermon/shared-contracts/constants/accounts';
import type { LocaleCode } from '@sermon/shared-contracts/i18n/locales';
import { fakeAdmin, fakeUser, fixedSession, signedInSession } from '@sermon/shared-contracts/testing/fake-session';
import { AccountMenu } from './AccountMenu';
import { TestProviders } from './test-providers';

jest.mock('single-spa', () => ({ navigateToUrl: jest.fn() }));
const { navigateToUrl } = jest.requireMock<{ navigateToUrl: jest.Mock }>('single-spa');

function renderMenu(session: PlatformSession, locale: LocaleCode = 'en', currentPath = '/sermons/42?x=1') {
  return render(
    <TestProviders>
      <AccountMenu session={session} locale={locale} currentPath={currentPath} />
    </TestProviders>,
  );
}

function openMenu() {
  fireEvent.click(screen.getByTestId('account-menu-button'));
}

const entryKeys = () => screen.getAllByRole('menuitem').map((item) => item.getAttribute('data-testid')?.replace('account-menu-', ''));

beforeEach(() => {
  navigateToUrl.mockClear();
  window.history.pushState({}, '', '/');
});

describe('the account area of the header', () => {
  it('offers a visitor "Sign in", returning to the current page afterwards', () => {
    renderMenu(ANONYMOUS_SESSION);
    const link = screen.getByRole('link', { name: 'Sign in' });
    expect(link.getAttribute('href')).toBe(`/user/login?next=${encodeURIComponent('/sermons/42?x=1')}`);
  });

  it('links the login page of the current locale, without next on the home page', () => {
    renderMenu(ANONYMOUS_SESSION, 'de', '/');
    expect(screen.getByTestId('account-sign-in').getAttribute('href')).toBe('/de/user/login');
  });

  it('shows nothing but a placeholder while the session loads the user', () => {
    renderMenu(fixedSession({ status: 'loading', user: null }));
    expect(screen.queryByText('Sign in')).toBeNull();
    expect(screen.getByTestId('account-loading')).toBeTruthy();
  });

  it('shows a signed-in user by display name, falling back to the username', () => {
    renderMenu(signedInSession(fakeUser({ display_name: '' })));
    expect(screen.getByTestId('account-menu-button').textContent).toContain('listener');
  });

  it('shows the profile picture when there is one', () => {
    renderMenu(signedInSession(fakeUser({ profile_picture: 'https://site.test/media/p.jpg' })));
    expect(screen.getByTestId('account-avatar').getAttribute('src')).toBe('https://site.test/media/p.jpg');
  });

  it("opens a listener's menu: Library, Feed, Settings and Sign out, in the reader's locale", () => {
    renderMenu(signedInSession(), 'fr');
    expect(screen.queryByRole('menu')).toBeNull();
    openMenu();
    expect(screen.getByTestId('account-menu-button').getAttribute('aria-expanded')).toBe('true');
    expect(entryKeys()).toEqual(['library', 'feed', 'settings', 'sign-out']);
    expect(screen.getByTestId('account-menu-library').getAttribute('href')).toBe('/fr/library');
    expect(screen.getByTestId('account-menu-settings').getAttribute('href')).toBe('/fr/user/settings');
    // the first entry has the focus, as in any menu
    expect(document.activeElement).toBe(screen.getByTestId('account-menu-library'));
  });

  it('adds My Church when one is set', () => {
    renderMenu(signedInSession(fakeUser({ my_church_broadcaster_id: 'grace', myChurchBroadcasterID: 'grace' })));
    openMenu();
    expect(entryKeys()).toEqual(['library', 'feed', 'settings', 'mychurch', 'sign-out']);
    expect(screen.getByTestId('account-menu-mychurch').getAttribute('href')).toBe('/mychurch');
  });

  it("adds the Dashboard for broadcaster staff, leading to their one broadcaster's dashboard", () => {
    const staff = fakeUser({ broadcasterRoles: [{ broadcasterID: 'grace', broadcasterRoleID: BROADCASTER_ROLES.Uploader }] });
    renderMenu(signedInSession(staff));
    openMenu();
    expect(entryKeys()).toContain('dashboard');
    expect(screen.getByTestId('account-menu-dashboard').getAttribute('href')).toBe('/dashboard-beta');
  });

  it('takes a site admin to the broadcaster picker from the Dashboard entry', () => {
    renderMenu(signedInSession(fakeAdmin()), 'de');
    openMenu();
    expect(screen.getByTestId('account-menu-dashboard').getAttribute('href')).toBe('/de/broadcaster/select');
  });

  it('moves with the arrow keys and closes with Escape, back on the button', () => {
    renderMenu(signedInSession());
    openMenu();
    const menu = screen.getByRole('menu');
    fireEvent.keyDown(menu, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(screen.getByTestId('account-menu-feed'));
    fireEvent.keyDown(menu, { key: 'ArrowUp' });
    fireEvent.keyDown(menu, { key: 'ArrowUp' });
    expect(document.activeElement).toBe(screen.getByTestId('account-menu-sign-out'));
    fireEvent.keyDown(menu, { key: 'Escape' });
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(screen.getByTestId('account-menu-button'));
  });

  it('closes on a click outside', () => {
    renderMenu(signedInSession());
    openMenu();
    fireEvent.pointerDown(document.body);
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('signs out, then shows "Sign in" and goes to the logout page', async () => {
    const session = signedInSession();
    window.history.pushState({}, '', '/de/sermons');
    renderMenu(session, 'de');
    openMenu();
    await act(async () => {
      fireEvent.click(screen.getByTestId('account-menu-sign-out'));
    });
    expect(session.signOutCalls).toBe(1);
    expect(screen.getByTestId('account-sign-in')).toBeTruthy();
    expect(navigateToUrl).toHaveBeenCalledWith('/de/user/logout');
  });
});
