import { screen, waitFor } from '@testing-library/react';
import { renderWithPlatform } from '@sermon/shared-contracts/testing/render-with-platform';
import { installFakeFetch, requestedURLs } from './components/testing/fake-fetch';
import { nodeList, sermonsFixture } from './components/testing/fixtures';
import { installIntersectionObserver, removeIntersectionObserver } from './components/testing/intersection-observer';
import { AppRoutes } from './routes';

describe('AppRoutes', () => {
  beforeEach(installIntersectionObserver);
  afterEach(removeIntersectionObserver);

  it('shows the not-found view for a public path it does not build', () => {
    installFakeFetch(() => undefined);
    renderWithPlatform(<AppRoutes />, { path: '/sermons/categories/prayer' });
    expect(screen.getByText('This page could not be found')).toBeTruthy();
  });

  it('shows the build id of this remote under every page', () => {
    installFakeFetch(() => undefined);
    renderWithPlatform(<AppRoutes />, { path: '/no-such-page', props: { buildId: 'b-2026-11-21' } });
    expect(screen.getByTestId('public-build-id').textContent).toContain('b-2026-11-21');
  });

  it('opens the sermon list filtered for a route-table shortcut', async () => {
    const fetch = installFakeFetch((url) => (url.pathname === '/v2/node/sermons' ? { body: nodeList(sermonsFixture(1)) } : { body: nodeList([]) }));
    renderWithPlatform(<AppRoutes />, { path: '/sermons/videos' });
    await screen.findAllByTestId('sermon-card');
    expect(requestedURLs(fetch).find((url) => url.pathname === '/v2/node/sermons')?.searchParams.get('requireVideo')).toBe('1');
  });

  it('puts recent and featured sermons on the home page', async () => {
    const fetch = installFakeFetch((url) => (url.pathname === '/v2/node/sermons' ? { body: nodeList(sermonsFixture(4)) } : undefined));
    renderWithPlatform(<AppRoutes />, { path: '/' });
    await waitFor(() => expect(screen.getAllByTestId('sermon-card')).toHaveLength(8));
    const lists = requestedURLs(fetch).map((url) => url.searchParams);
    expect(lists.some((q) => q.get('sortBy') === 'newest-published')).toBe(true);
    expect(lists.some((q) => q.get('staffPick') === '1' && q.get('sortBy') === 'pickdate')).toBe(true);
  });
});
