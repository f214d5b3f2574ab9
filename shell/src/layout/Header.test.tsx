import { fireEvent, render, screen } from '@testing-library/react';
import { ANONYMOUS_SESSION } from '@sermon/shared-contracts/auth/platform-session';
import { Header } from './Header';
import { TestProviders } from './test-providers';

function renderHeader(props: Partial<Parameters<typeof Header>[0]> = {}) {
  const onSelectLocale = jest.fn();
  render(
    <TestProviders>
      <Header siteName="SermonHub" locale="en" pathname="/" onSelectLocale={onSelectLocale} session={ANONYMOUS_SESSION} {...props} />
    </TestProviders>,
  );
  return { onSelectLocale };
}

describe('the header', () => {
  it('links the six sections in the current locale', () => {
    renderHeader({ locale: 'de', pathname: '/de' });
    const hrefs = ['sermons', 'speakers', 'broadcasters', 'series', 'webcasts', 'dashboard-beta'].map((name) =>
      screen.getByTestId(`nav-${name}`).getAttribute('href'),
    );
    expect(hrefs).toEqual(['/de/sermons', '/de/speakers', '/de/broadcasters', '/de/series', '/de/webcasts', '/de/dashboard-beta']);
    expect(screen.getByRole('link', { name: 'SermonHub home' }).getAttribute('href')).toBe('/de');
  });

  it('marks the section of the current page', () => {
    renderHeader({ pathname: '/speakers/john_owen' });
    expect(screen.getByTestId('nav-speakers').getAttribute('aria-current')).toBe('page');
    expect(screen.getByTestId('nav-sermons').getAttribute('aria-current')).toBeNull();
  });

  it('offers all 13 locales by their own names and reports a choice', () => {
    const { onSelectLocale } = renderHeader();
    const select = screen.getByLabelText('Language') as HTMLSelectElement;
    expect(select.options).toHaveLength(13);
    expect([...select.options].map((o) => o.textContent)).toContain('Deutsch');
    fireEvent.change(select, { target: { value: 'ko' } });
    expect(onSelectLocale).toHaveBeenCalledWith('ko');
  });
});
