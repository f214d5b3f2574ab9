import { screen } from '@testing-library/react';
import { renderWithPlatform } from '@sermon/shared-contracts/testing/render-with-platform';
import { AppRoutes } from '../../routes';

describe('the promotions page', () => {
  it('explains promotions under its title', () => {
    renderWithPlatform(<AppRoutes />, { path: '/promotions' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Promotions');
    expect(screen.getByText(/featured sermon, a graphical ad or a text ad/)).toBeTruthy();
  });

  it('sends broadcasters to sign in, in their locale', () => {
    renderWithPlatform(<AppRoutes />, { path: '/promotions/stats', props: { locale: 'fr', basePath: '/fr' } });
    expect(screen.getByTestId('promotions-sign-in-link').getAttribute('href')).toBe('/fr/broadcaster/sign-in');
  });
});
