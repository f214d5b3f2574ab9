import { screen } from '@testing-library/react';
import { renderDashboard } from '../testing/render-dashboard';
import { DashboardNotFound, type DashboardNotFoundKind } from './DashboardNotFound';

const HELP = 'Please try searching or verify your URL was entered correctly.';

describe('the dashboard not-found screens', () => {
  it.each<[DashboardNotFoundKind, string, string, string]>([
    ['sermon', 'Sermon Not Found', 'Return to Sermons', '/dashboard-beta/sermons'],
    ['series', 'Series Not Found', 'Return to Series', '/dashboard-beta/series'],
    ['article', 'Article Not Found', 'Return to Articles', '/dashboard-beta/articles'],
    ['speaker', 'Speaker Not Found', 'Return to Speakers', '/dashboard-beta/speakers'],
    ['generic', 'Page Not Found', 'Return to Overview', '/dashboard-beta'],
  ])('%s: titled %s with the help text and "%s"', (kind, title, linkText, href) => {
    renderDashboard(<DashboardNotFound kind={kind} />, { path: '/dashboard-beta/x/404', routePath: '/dashboard-beta/x/:id' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(title);
    expect(screen.getByText(HELP)).toBeTruthy();
    const link = screen.getByTestId('dashboard-not-found-return');
    expect(link.textContent).toBe(linkText);
    expect(link.getAttribute('href')).toBe(href);
  });

  it('returns to the list under the /dashboard alias when the user is on it', () => {
    renderDashboard(<DashboardNotFound kind="sermon" />, { path: '/dashboard/sermons/999', routePath: '/dashboard/sermons/:sermonID' });
    expect(screen.getByTestId('dashboard-not-found-return').getAttribute('href')).toBe('/dashboard/sermons');
  });
});
