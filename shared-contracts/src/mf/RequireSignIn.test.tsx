/** @jest-environment jsdom */
import { act, screen } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { ANONYMOUS_SESSION, type PlatformSession, type SessionSnapshot } from '../auth/platform-session';
import { SITE_ROLES } from '../constants/accounts';
import type { User } from '../entities/user';
import { renderWithPlatform } from '../testing/render-with-platform';
import { RequireSignIn } from './RequireSignIn';
import { RequireSiteAdmin } from './RequireSiteAdmin';
import { useSession } from './use-session';

function userWith(roles: User['roles']): User {
  return { user_id: 1, username: 'listener', display_name: 'Listener', roles, broadcasterRoles: [] } as unknown as User;
}

/** A session whose snapshot the test sets. */
function controllableSession(initial: SessionSnapshot): PlatformSession & { set(next: SessionSnapshot): void } {
  let current = initial;
  const listeners = new Set<() => void>();
  return {
    ...ANONYMOUS_SESSION,
    snapshot: () => current,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set(next) {
      current = next;
      listeners.forEach((listener) => listener());
    },
  };
}

function LoginProbe() {
  const location = useLocation();
  return <p data-testid="login">{location.pathname + location.search}</p>;
}

function renderGuarded(guard: 'user' | 'admin', session: PlatformSession, path = '/library/history?page=2') {
  const Guard = guard === 'user' ? RequireSignIn : RequireSiteAdmin;
  return renderWithPlatform(
    <Routes>
      <Route path="/user/login" element={<LoginProbe />} />
      <Route path="*" element={<Guard><p data-testid="private">private page</p></Guard>} />
    </Routes>,
    { path, props: { session } },
  );
}

describe('RequireSignIn', () => {
  it('shows the page to a signed-in user', () => {
    renderGuarded('user', controllableSession({ status: 'signed-in', user: userWith([]) }));
    expect(screen.getByTestId('private')).toBeTruthy();
  });

  it('sends an anonymous user to the login page with the path and query as next', () => {
    renderGuarded('user', controllableSession({ status: 'anonymous', user: null }));
    expect(screen.getByTestId('login').textContent).toBe(`/user/login?next=${encodeURIComponent('/library/history?page=2')}`);
  });

  it('renders nothing while the session loads the user, then the page', () => {
    const session = controllableSession({ status: 'loading', user: null });
    const { container } = renderGuarded('user', session);
    expect(container.textContent).toBe('');
    act(() => session.set({ status: 'signed-in', user: userWith([]) }));
    expect(screen.getByTestId('private')).toBeTruthy();
  });
});

describe('RequireSiteAdmin', () => {
  it('shows the page to a site admin', () => {
    renderGuarded('admin', controllableSession({ status: 'signed-in', user: userWith([SITE_ROLES.Admin]) }), '/admin');
    expect(screen.getByTestId('private')).toBeTruthy();
  });

  it('sends a signed-in listener to the login page with next', () => {
    renderGuarded('admin', controllableSession({ status: 'signed-in', user: userWith([SITE_ROLES.Translate]) }), '/admin?tab=users');
    expect(screen.getByTestId('login').textContent).toBe(`/user/login?next=${encodeURIComponent('/admin?tab=users')}`);
  });
});

describe('useSession', () => {
  it('follows the session as it changes and hands out the session itself', () => {
    const session = controllableSession({ status: 'anonymous', user: null });
    let seen: ReturnType<typeof useSession> | null = null;
    function Probe() {
      seen = useSession();
      return <p data-testid="status">{seen.status}</p>;
    }
    renderWithPlatform(<Probe />, { props: { session } });
    expect(screen.getByTestId('status').textContent).toBe('anonymous');
    act(() => session.set({ status: 'signed-in', user: userWith([]) }));
    expect(screen.getByTestId('status').textContent).toBe('signed-in');
    expect(seen!.session).toBe(session);
    expect(seen!.user?.username).toBe('listener');
  });
});
