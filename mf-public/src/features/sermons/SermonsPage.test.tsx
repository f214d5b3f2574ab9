import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { renderWithPlatform } from '@sermon/shared-contracts/testing/render-with-platform';
import { installFakeFetch, requestedURLs } from '../../components/testing/fake-fetch';
import { nodeList, sermonsFixture } from '../../components/testing/fixtures';
import { installIntersectionObserver, removeIntersectionObserver, scrollToBottom } from '../../components/testing/intersection-observer';
import { SermonsPage } from './SermonsPage';

function Location() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

function renderSermons(path = '/sermons') {
  return renderWithPlatform(
    <>
      <Routes>
        <Route path="/sermons" element={<SermonsPage />} />
      </Routes>
      <Location />
    </>,
    { path },
  );
}

/** A library of `total` sermons served 25 a page, like the API's node/sermons. */
function serveLibrary(total: number) {
  return installFakeFetch((url) => {
    if (url.pathname === '/v2/node/sermons') {
      const page = Number(url.searchParams.get('page') ?? 1);
      const size = Number(url.searchParams.get('pageSize') ?? 25);
      const from = (page - 1) * size;
      const count = Math.max(0, Math.min(size, total - from));
      const next = from + count < total ? `/v2/node/sermons?page=${page + 1}` : null;
      return { body: nodeList(sermonsFixture(count, from + 1), { totalCount: total, next }) };
    }
    if (url.pathname.startsWith('/v2/node/')) return { body: nodeList([]) };
    return undefined;
  });
}

describe('SermonsPage', () => {
  beforeEach(installIntersectionObserver);
  afterEach(removeIntersectionObserver);

  it('loads 25 sermons a page and stops at the end with "That\'s Everything!"', async () => {
    const fetch = serveLibrary(30);
    renderSermons();
    await waitFor(() => expect(screen.getAllByTestId('sermon-card')).toHaveLength(25));
    expect(screen.queryByTestId('sermon-list-end')).toBeNull();

    act(() => scrollToBottom());
    await waitFor(() => expect(screen.getAllByTestId('sermon-card')).toHaveLength(30));
    expect(screen.getByTestId('sermon-list-end').textContent).toBe("That's Everything!");

    const pages = requestedURLs(fetch)
      .filter((url) => url.pathname === '/v2/node/sermons')
      .map((url) => [url.searchParams.get('page'), url.searchParams.get('pageSize')]);
    expect(pages).toEqual([
      ['1', '25'],
      ['2', '25'],
    ]);

    // Reaching the bottom again after the end asks for nothing more.
    act(() => scrollToBottom());
    expect(requestedURLs(fetch).filter((url) => url.pathname === '/v2/node/sermons')).toHaveLength(2);
  });

  it("shows 'No Results' when nothing matches", async () => {
    serveLibrary(0);
    renderSermons('/sermons?searchKeyword=zzzz');
    expect((await screen.findByTestId('sermon-list-empty')).textContent).toBe('No Results');
    expect(screen.queryByTestId('sermon-card')).toBeNull();
  });

  it('sends the filters from the address to the API', async () => {
    const fetch = serveLibrary(3);
    renderSermons('/sermons?media=audio&sortBy=oldest&year=1888');
    await screen.findAllByTestId('sermon-card');
    const request = requestedURLs(fetch).find((url) => url.pathname === '/v2/node/sermons')!;
    expect(request.searchParams.get('requireAudio')).toBe('1');
    expect(request.searchParams.get('sortBy')).toBe('oldest');
    expect(request.searchParams.get('year')).toBe('1888');
  });

  it('writes a changed filter to the address and starts again at page 1', async () => {
    const fetch = serveLibrary(60);
    renderSermons('/sermons?sortBy=oldest');
    await waitFor(() => expect(screen.getAllByTestId('sermon-card')).toHaveLength(25));
    act(() => scrollToBottom());
    await waitFor(() => expect(screen.getAllByTestId('sermon-card')).toHaveLength(50));

    fireEvent.change(screen.getByTestId('filter-media'), { target: { value: 'video' } });
    expect(screen.getByTestId('location').textContent).toBe('/sermons?media=video&sortBy=oldest');
    await waitFor(() => expect(screen.getAllByTestId('sermon-card')).toHaveLength(25));
    const last = requestedURLs(fetch).filter((url) => url.pathname === '/v2/node/sermons').at(-1)!;
    expect(last.searchParams.get('requireVideo')).toBe('1');
    expect(last.searchParams.get('page')).toBe('1');
  });

  it('writes the chosen sort to the address', async () => {
    const fetch = serveLibrary(3);
    renderSermons();
    await screen.findAllByTestId('sermon-card');
    fireEvent.change(screen.getByTestId('sort-select'), { target: { value: 'downloads' } });
    expect(screen.getByTestId('location').textContent).toBe('/sermons?sortBy=downloads');
    await waitFor(() => expect(requestedURLs(fetch).at(-1)?.searchParams.get('sortBy')).toBe('downloads'));
    await screen.findAllByTestId('sermon-card');
  });

  it('keeps a typed year when a select is changed right after it', async () => {
    serveLibrary(3);
    renderSermons();
    await screen.findAllByTestId('sermon-card');
    const year = screen.getByTestId('filter-year');
    fireEvent.change(year, { target: { value: '1888' } });
    fireEvent.blur(year);
    fireEvent.change(screen.getByTestId('filter-media'), { target: { value: 'pdf' } });
    expect(screen.getByTestId('location').textContent).toBe('/sermons?year=1888&media=pdf');
    await screen.findAllByTestId('sermon-card');
  });

  it('offers a retry instead of a broken page when the API fails', async () => {
    let fail = true;
    installFakeFetch((url) => {
      if (url.pathname !== '/v2/node/sermons') return { body: nodeList([]) };
      return fail ? { status: 500, body: { message: 'boom', errors: { code: 'INTERNAL' } } } : { body: nodeList(sermonsFixture(2)) };
    });
    renderSermons();
    const retry = await screen.findByRole('button', { name: 'Try again' });
    fail = false;
    act(() => retry.click());
    await waitFor(() => expect(screen.getAllByTestId('sermon-card')).toHaveLength(2));
  });
});
