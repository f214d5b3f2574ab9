/** @jest-environment jsdom */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { SermonLanguageOption } from '../entities/sermon-language';
import { onPlatformEvent } from '../events/platform-events';
import { renderWithPlatform } from '../testing/render-with-platform';
import { clearSermonLanguageCache, SermonLanguageMenu } from './SermonLanguageMenu';

const english: SermonLanguageOption = {
  sermonID: '101',
  languageCode: 'en',
  languageCode3: 'eng',
  localizedName: 'English',
  localizedNameInLanguage: 'English',
};
const german: SermonLanguageOption = {
  sermonID: '202',
  languageCode: 'de',
  languageCode3: 'deu',
  localizedName: 'German',
  localizedNameInLanguage: 'Deutsch',
};

type Answer = { status: number; body: unknown } | Promise<{ status: number; body: unknown }>;

/** Replaces fetch with one that answers the languages endpoint; returns the paths asked for. */
function serveLanguages(answer: () => Answer): string[] {
  const paths: string[] = [];
  globalThis.fetch = (async (input: RequestInfo | URL) => {
    paths.push(new URL(String(input), 'http://localhost').pathname);
    const { status, body } = await answer();
    return { ok: status >= 200 && status < 300, status, text: async () => JSON.stringify(body) } as Response;
  }) as typeof fetch;
  return paths;
}

const list = (results: SermonLanguageOption[]) => ({
  status: 200,
  body: { nodeType: 'sermon_language', nodeDisplayName: 'Languages', results, totalCount: results.length, next: null },
});

const originalFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = originalFetch;
  clearSermonLanguageCache();
  jest.restoreAllMocks();
});

async function openMenu() {
  fireEvent.click(await screen.findByTestId('sermon-languages-toggle'));
  return screen.getAllByTestId('sermon-language-option');
}

describe('the sermon language dropdown', () => {
  it('lists every translation as a link that autoplays it, keeping the locale, with the current one highlighted', async () => {
    const paths = serveLanguages(() => list([german, english]));
    renderWithPlatform(<SermonLanguageMenu sermonID="101" />, { props: { locale: 'de', basePath: '/de' } });
    const toggle = await screen.findByTestId('sermon-languages-toggle');
    expect(toggle.textContent).toContain('English');
    expect(paths).toEqual(['/v2/node/sermons/101/languages']);

    const options = await openMenu();
    expect(options.map((option) => option.textContent)).toEqual(['DeutschGerman', '✓English']);
    expect(options.map((option) => option.getAttribute('href'))).toEqual(['/de/sermons/202?autoplay=1', '/de/sermons/101?autoplay=1']);
    expect(options.map((option) => option.getAttribute('data-current'))).toEqual(['false', 'true']);
    expect(options[1]!.getAttribute('aria-current')).toBe('true');
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
  });

  it('shows a spinner while the list loads', async () => {
    let answer: ((value: { status: number; body: unknown }) => void) | undefined;
    serveLanguages(() => new Promise((resolve) => (answer = resolve)));
    renderWithPlatform(<SermonLanguageMenu sermonID="101" />);
    const loading = screen.getByTestId('sermon-languages');
    expect(loading.getAttribute('data-state')).toBe('loading');
    expect(screen.getByRole('status').textContent).toBe('Loading languages…');
    await waitFor(() => expect(answer).toBeDefined());
    await act(async () => answer!(list([english, german])));
    expect(screen.getByTestId('sermon-languages-toggle')).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shows nothing for a sermon in one language only', async () => {
    serveLanguages(() => list([english]));
    renderWithPlatform(<SermonLanguageMenu sermonID="101" />);
    await waitFor(() => expect(screen.queryByTestId('sermon-languages')).toBeNull());
  });

  it('reports a failed load and shows nothing (spec doc 2 §8)', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    serveLanguages(() => ({ status: 500, body: { message: 'boom' } }));
    renderWithPlatform(<SermonLanguageMenu sermonID="101" />);
    await waitFor(() => expect(warn).toHaveBeenCalled());
    expect(String(warn.mock.calls[0]![0])).toContain('sermon 101');
    expect(screen.queryByTestId('sermon-languages')).toBeNull();
  });

  it('highlights the version given as current and builds the links the caller asks for', async () => {
    serveLanguages(() => list([english, german]));
    renderWithPlatform(
      <SermonLanguageMenu sermonID="101" currentSermonID="202" linkTo={(option) => `/player/sermon/legacy/${option.sermonID}`} />,
    );
    const options = await openMenu();
    expect(screen.getByTestId('sermon-languages-toggle').textContent).toContain('Deutsch');
    expect(options.map((option) => option.getAttribute('data-current'))).toEqual(['false', 'true']);
    expect(options[1]!.getAttribute('href')).toBe('/player/sermon/legacy/202');
  });

  it('navigates through the shell and closes when an option is picked', async () => {
    serveLanguages(() => list([english, german]));
    const picked: string[] = [];
    const navigations: string[] = [];
    const stop = onPlatformEvent('shell:navigate', ({ url }) => navigations.push(url));
    renderWithPlatform(<SermonLanguageMenu sermonID="101" onSelect={(option) => picked.push(option.sermonID)} />);
    const options = await openMenu();
    fireEvent.click(options[1]!);
    stop();
    expect(picked).toEqual(['202']);
    expect(navigations).toEqual(['/sermons/202?autoplay=1']);
    expect(screen.queryAllByTestId('sermon-language-option')).toHaveLength(0);
  });

  it('closes on Escape (focus back on the button), on a click away and on a scroll away, not on a scroll inside', async () => {
    serveLanguages(() => list([english, german]));
    renderWithPlatform(
      <div>
        <p data-testid="elsewhere">elsewhere</p>
        <SermonLanguageMenu sermonID="101" />
      </div>,
    );
    const toggle = await screen.findByTestId('sermon-languages-toggle');

    await openMenu();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryAllByTestId('sermon-language-option')).toHaveLength(0);
    expect(document.activeElement).toBe(toggle);

    await openMenu();
    fireEvent.pointerDown(screen.getByTestId('elsewhere'));
    expect(screen.queryAllByTestId('sermon-language-option')).toHaveLength(0);

    const options = await openMenu();
    fireEvent.scroll(options[0]!.closest('ul')!);
    expect(screen.getAllByTestId('sermon-language-option')).toHaveLength(2);
    fireEvent.scroll(window);
    expect(screen.queryAllByTestId('sermon-language-option')).toHaveLength(0);
  });

  it('moves through the options with the arrow keys', async () => {
    serveLanguages(() => list([english, german]));
    renderWithPlatform(<SermonLanguageMenu sermonID="101" />);
    fireEvent.keyDown(await screen.findByTestId('sermon-languages-toggle'), { key: 'ArrowDown' });
    const options = screen.getAllByTestId('sermon-language-option');
    expect(document.activeElement).toBe(options[0]);
    fireEvent.keyDown(options[0]!, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(options[1]);
    fireEvent.keyDown(options[1]!, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(options[0]);
    fireEvent.keyDown(options[0]!, { key: 'End' });
    expect(document.activeElement).toBe(options[1]);
  });

  it.each([
    { bottom: 624, placement: 'bottom' },
    { bottom: 625, placement: 'top' },
    { bottom: 100, placement: 'bottom' },
  ])('opens toward the $placement when the button ends at $bottom px (menu 120 px, window 768 px)', async ({ bottom, placement }) => {
    serveLanguages(() => list([english, german]));
    jest.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(120);
    jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ bottom } as DOMRect);
    Object.defineProperty(window, 'innerHeight', { configurable: true, value: 768 });
    renderWithPlatform(<SermonLanguageMenu sermonID="101" />);
    const [first] = await openMenu();
    // 768 - bottom - 120 - 4 (gap) is what stays free below; under 20 px it flips
    expect(first!.closest('ul')!.getAttribute('data-placement')).toBe(placement);
  });

  it('asks the server once per sermon (spec: sermon caches fill once)', async () => {
    const paths = serveLanguages(() => list([english, german]));
    const first = renderWithPlatform(<SermonLanguageMenu sermonID="101" />);
    await screen.findByTestId('sermon-languages-toggle');
    first.unmount();
    renderWithPlatform(<SermonLanguageMenu sermonID="101" />);
    expect(screen.getByTestId('sermon-languages-toggle')).toBeTruthy();
    expect(paths).toHaveLength(1);
  });
});
