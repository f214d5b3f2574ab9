import { dashboardPrefixOf, joinDashboardPath } from './use-dashboard-href';

describe('dashboard links', () => {
  it('keep the prefix the user came in through', () => {
    expect(dashboardPrefixOf('/dashboard/sermons')).toBe('/dashboard');
    expect(dashboardPrefixOf('/dashboard')).toBe('/dashboard');
    expect(dashboardPrefixOf('/dashboard-beta/sermons')).toBe('/dashboard-beta');
    // outside the dashboard (the broadcaster pages) links lead to the main prefix
    expect(dashboardPrefixOf('/broadcaster/select')).toBe('/dashboard-beta');
  });

  it('join a page below the prefix; empty is the overview', () => {
    expect(joinDashboardPath('/dashboard-beta', 'sermons/5')).toBe('/dashboard-beta/sermons/5');
    expect(joinDashboardPath('/dashboard', '/series')).toBe('/dashboard/series');
    expect(joinDashboardPath('/dashboard-beta', '')).toBe('/dashboard-beta');
    expect(joinDashboardPath('/dashboard-beta', '?tab=1')).toBe('/dashboard-beta?tab=1');
  });
});
