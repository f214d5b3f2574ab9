import { act, fireEvent, render, screen } from '@testing-library/react';
import { ANONYMOUS_SESSION } from '@sermon/shared-contracts/auth/platform-session';
import { Header } from './Header';
import { TestProviders } from './test-providers';

function renderHeader(props: Partial<Parameters<typeof Header>[0]> = {}) {
  const onSelectLocale = jest.fn();
  const header = (more: Partial<Parameters<typeof Header>[0]> = {}) => (
    <TestProviders>
      <Header siteName="SermonHub" locale="en" pathname="/" onSelectLocale={onSelectLocale} session={ANONYMOUS_SESSION} {...props} {...more} />
    </TestProviders>
  );
  const { rerender } = render(header());
  return { onSelectLocale, rerender: (more: Partial<Parameters<typeof Header>[0]>) => rerender(header(more)) };
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

describe('the phone menu of the header', () => {
  // jsdom applies no media queries: it sees the wide-screen styles, where the button is not displayed (and so, to
  // testing-library, has no accessible name); its name is checked on the attribute instead
  const button = () => screen.getByTestId('header-menu-button');
  const panel = () => screen.getByTestId('header-menu-panel');
  const open = () => {
    fireEvent.click(button());
    expect(button().getAttribute('aria-expanded')).toBe('true');
  };
  const expectClosed = () => {
    expect(button().getAttribute('aria-expanded')).toBe('false');
    expect(panel().dataset.open).toBe('false');
  };

  it('is a button named "Menu" that controls the panel holding the navigation and the language switcher', () => {
    renderHeader();
    expect(button().tagName).toBe('BUTTON');
    expect(button().getAttribute('aria-label')).toBe('Menu');
    expect(button().getAttribute('aria-controls')).toBe(panel().id);
    expect(panel().contains(screen.getByRole('navigation', { name: 'Main menu' }))).toBe(true);
    expect(panel().contains(screen.getByTestId('locale-switcher'))).toBe(true);
    expect(panel().contains(screen.getByTestId('account-sign-in'))).toBe(false);
    expectClosed();
  });

  it('opens with the focus on its first link and marks the current page', () => {
    renderHeader({ pathname: '/series' });
    open();
    expect(panel().dataset.open).toBe('true');
    expect(document.activeElement).toBe(screen.getByTestId('nav-sermons'));
    expect(screen.getByTestId('nav-series').getAttribute('aria-current')).toBe('page');
  });

  it('closes on a second press of the button', () => {
    renderHeader();
    open();
    fireEvent.click(button());
    expectClosed();
  });

  it('closes on Escape and gives the focus back to the button', () => {
    renderHeader();
    open();
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expectClosed();
    expect(document.activeElement).toBe(button());
  });

  it('closes when one of its links is followed', () => {
    renderHeader();
    open();
    fireEvent.click(screen.getByTestId('nav-speakers'));
    expectClosed();
    expect(document.activeElement).toBe(button());
  });

  it('closes when the page changes under it', () => {
    const { rerender } = renderHeader({ pathname: '/' });
    open();
    act(() => rerender({ pathname: '/webcasts' }));
    expectClosed();
  });

  it('closes on a press outside it but not on one inside it', () => {
    renderHeader();
    open();
    fireEvent.pointerDown(screen.getByTestId('locale-switcher'));
    expect(button().getAttribute('aria-expanded')).toBe('true');
    fireEvent.pointerDown(document.body);
    expectClosed();
  });

  it('closes when the focus tabs out of it to the account area', () => {
    renderHeader();
    open();
    fireEvent.blur(screen.getByTestId('locale-switcher'), { relatedTarget: screen.getByTestId('account-sign-in') });
    expectClosed();
  });
});
