import { act, fireEvent, screen } from '@testing-library/react';
import { renderDashboard } from '../testing/render-dashboard';
import { DashboardPage } from './DashboardPage';

describe('DashboardPage', () => {
  it('shows the title as the heading and tells the shell the document title', () => {
    const titles: string[] = [];
    const listener = (event: Event) => titles.push((event as CustomEvent<{ title: string }>).detail.title);
    window.addEventListener('shell:title', listener);
    renderDashboard(
      <DashboardPage title="Sermons" actions={<button type="button">New sermon</button>}>
        <p>list</p>
      </DashboardPage>,
      { path: '/dashboard-beta/sermons' },
    );
    window.removeEventListener('shell:title', listener);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Sermons');
    expect(titles).toContain('Sermons');
    expect(screen.getByTestId('dashboard-page-actions').textContent).toBe('New sermon');
  });

  it('shows a single breadcrumb as a back link that keeps the /dashboard prefix', async () => {
    renderDashboard(
      <DashboardPage title="Genesis study" breadcrumbs={[{ label: 'Series', to: 'series' }]}>
        <p>editor</p>
      </DashboardPage>,
      { path: '/dashboard/series/12', routePath: '/dashboard/series/:seriesID' },
    );
    const back = screen.getByTestId('dashboard-back-link');
    expect(back.getAttribute('href')).toBe('/dashboard/series');
    expect(back.textContent).toContain('Series');
    expect(screen.queryByTestId('dashboard-breadcrumbs')).toBeNull();
    await act(async () => fireEvent.click(back));
    expect(screen.getByTestId('location').textContent).toBe('/dashboard/series');
  });

  it('shows several breadcrumbs as a trail whose last crumb is the current page', () => {
    renderDashboard(
      <DashboardPage title="Edit" breadcrumbs={[{ label: 'Overview', to: '' }, { label: 'Sermons', to: 'sermons' }, { label: 'Edit' }]}>
        <p>editor</p>
      </DashboardPage>,
      { path: '/dashboard-beta/sermons/5', routePath: '/dashboard-beta/sermons/:sermonID' },
    );
    const trail = screen.getByTestId('dashboard-breadcrumbs');
    const links = trail.querySelectorAll('a');
    expect([...links].map((link) => link.getAttribute('href'))).toEqual(['/dashboard-beta', '/dashboard-beta/sermons']);
    expect(trail.querySelector('[aria-current="page"]')?.textContent).toBe('Edit');
    expect(screen.queryByTestId('dashboard-back-link')).toBeNull();
  });
});
