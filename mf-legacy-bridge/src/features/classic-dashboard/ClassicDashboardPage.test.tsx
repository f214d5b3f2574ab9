import { screen } from '@testing-library/react';
import { renderWithPlatform } from '@sermon/shared-contracts/testing/render-with-platform';
import { AppRoutes } from '../../routes';

describe('the classic dashboard page', () => {
  it('explains the classic dashboard and links to the new one', () => {
    renderWithPlatform(<AppRoutes />, { path: '/django/overview' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Classic Dashboard');
    expect(screen.getByTestId('legacy-new-dashboard-link').getAttribute('href')).toBe('/dashboard-beta');
  });

  it('tells the shell its page title', () => {
    const titles: string[] = [];
    const listener = (event: Event) => titles.push((event as CustomEvent<{ title: string }>).detail.title);
    window.addEventListener('shell:title', listener);
    renderWithPlatform(<AppRoutes />, { path: '/django/sermons/12' });
    window.removeEventListener('shell:title', listener);
    expect(titles).toEqual(['Classic Dashboard']);
  });
});
