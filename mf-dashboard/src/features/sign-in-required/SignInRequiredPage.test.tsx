import { fireEvent, screen } from '@testing-library/react';
import { renderWithPlatform } from '@sermon/shared-contracts/testing/render-with-platform';
import { AppRoutes } from '../../routes';

describe('the dashboard before sign-in', () => {
  it('shows its title and that signing in is required on every dashboard route', () => {
    renderWithPlatform(<AppRoutes />, { path: '/dashboard-beta/sermons' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Broadcaster Dashboard');
    expect(screen.getByText('Sign in required')).toBeTruthy();
  });

  it('links to the broadcaster sign-in page in the current locale', () => {
    renderWithPlatform(<AppRoutes />, { path: '/admin/api', props: { locale: 'de', basePath: '/de' } });
    expect(screen.getByTestId('dashboard-sign-in-link').getAttribute('href')).toBe('/de/broadcaster/sign-in');
  });

  it('asks the shell to navigate instead of reloading the page', () => {
    const navigations: string[] = [];
    const listener = (event: Event) => navigations.push((event as CustomEvent<{ url: string }>).detail.url);
    window.addEventListener('shell:navigate', listener);
    renderWithPlatform(<AppRoutes />, { path: '/dashboard' });
    fireEvent.click(screen.getByTestId('dashboard-sign-in-link'));
    window.removeEventListener('shell:navigate', listener);
    expect(navigations).toEqual(['/broadcaster/sign-in']);
  });

  it('does not link the sign-in page to itself', () => {
    renderWithPlatform(<AppRoutes />, { path: '/broadcaster/sign-in' });
    expect(screen.queryByTestId('dashboard-sign-in-link')).toBeNull();
  });
});
