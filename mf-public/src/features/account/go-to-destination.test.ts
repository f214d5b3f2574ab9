import { resolveDestination } from './go-to-destination';

describe('resolveDestination', () => {
  it('keeps pages of the public remote in its own router', () => {
    expect(resolveDestination('/library')).toEqual({ path: '/library', ownPage: true });
    expect(resolveDestination('/sermons/123?autoplay=1')).toEqual({ path: '/sermons/123?autoplay=1', ownPage: true });
  });

  it('hands dashboard pages to the shell with their query', () => {
    expect(resolveDestination('/broadcaster/select?next=%2Fdashboard-beta%2Fsermons')).toEqual({
      path: '/broadcaster/select?next=%2Fdashboard-beta%2Fsermons',
      ownPage: false,
    });
    expect(resolveDestination('/dashboard-beta')).toEqual({ path: '/dashboard-beta', ownPage: false });
  });

  it('drops a locale prefix, which the router adds back as its basename', () => {
    expect(resolveDestination('/de/library/history')).toEqual({ path: '/library/history', ownPage: true });
  });
});
