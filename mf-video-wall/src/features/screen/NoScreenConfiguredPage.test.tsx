import { screen } from '@testing-library/react';
import { renderWithPlatform } from '@sermon/shared-contracts/testing/render-with-platform';
import { AppRoutes } from '../../routes';

describe('a video wall screen with nothing configured', () => {
  it('says so and links to the video wall admin', () => {
    renderWithPlatform(<AppRoutes />, { path: '/video-wall/group/lobby' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('No screen configured');
    expect(screen.getByTestId('video-wall-admin-link').getAttribute('href')).toBe('/video-wall/admin');
  });
});

describe('the video wall admin', () => {
  it('asks for a sign-in that comes back to the admin page', () => {
    renderWithPlatform(<AppRoutes />, { path: '/video-wall/admin', props: { locale: 'ko', basePath: '/ko' } });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Video Wall Admin');
    expect(screen.getByTestId('video-wall-sign-in-link').getAttribute('href')).toBe(
      '/ko/user/login?next=%2Fvideo-wall%2Fadmin',
    );
  });
});
