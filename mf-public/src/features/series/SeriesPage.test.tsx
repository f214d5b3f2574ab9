import { fireEvent, screen } from '@testing-library/react';
import type { SermonSeries } from '@sermon/shared-contracts/entities/sermon-series';
import { onPlatformEvent } from '@sermon/shared-contracts/events/platform-events';
import { Route, Routes } from 'react-router';
import { renderWithPlatform } from '@sermon/shared-contracts/testing/render-with-platform';
import { installFakeFetch, requestedURLs } from '../../components/testing/fake-fetch';
import { nodeList, sermonsFixture } from '../../components/testing/fixtures';
import { installIntersectionObserver, removeIntersectionObserver } from '../../components/testing/intersection-observer';
import { SeriesPage } from './SeriesPage';

function renderSeriesPage(path: string) {
  return renderWithPlatform(
    <Routes>
      <Route path="/series/:seriesID" element={<SeriesPage />} />
    </Routes>,
    { path },
  );
}

describe('SeriesPage', () => {
  it("shows 'Series not found' for an unknown series", async () => {
    installFakeFetch(() => ({ status: 404, body: { message: 'Series not found', errors: { code: 'NOT_FOUND' } } }));
    renderSeriesPage('/series/424242');
    expect(await screen.findByText('Series not found')).toBeTruthy();
  });

  it('does not ask the API about a series id that is not a number', () => {
    const fetch = installFakeFetch(() => undefined);
    renderSeriesPage('/series/romans');
    expect(screen.getByText('Series not found')).toBeTruthy();
    expect(requestedURLs(fetch)).toHaveLength(0);
  });

  describe('its sermon cards', () => {
    beforeEach(installIntersectionObserver);
    afterEach(removeIntersectionObserver);

    it('play a sermon with the series, in the order the page shows it, as the list', async () => {
      const series = {
        type: 'series',
        seriesID: 12,
        title: 'Psalms of Ascent',
        broadcasterID: 'gracecovenant',
        broadcaster: null,
        latest: '2024-03-01',
        earliest: '2024-01-01',
        updated: 1700000000,
        count: 2,
        description: null,
        podcastEnabled: false,
        podcastSpeaker: null,
        image: null,
        imageResizable: null,
        rssURL: null,
        rssAtomURL: null,
        defaultSortBy: 'oldest',
      } as unknown as SermonSeries;
      const fetch = installFakeFetch((url) => {
        if (url.pathname === '/v2/node/series/12') return { body: series };
        if (url.pathname === '/v2/node/sermons') return { body: nodeList(sermonsFixture(2)) };
        return undefined;
      });
      const requests: unknown[] = [];
      const stop = onPlatformEvent('player:play', (detail) => requests.push(detail));
      renderSeriesPage('/series/12');
      const [first] = await screen.findAllByTestId('sermon-card-play');
      fireEvent.click(first!);
      stop();
      const listQuery = requestedURLs(fetch).find((url) => url.pathname === '/v2/node/sermons')!.searchParams;
      expect(listQuery.get('sortBy')).toBe('oldest');
      expect(requests).toEqual([
        {
          sermonID: '1001',
          list: { kind: 'series', params: { series: '12', broadcasterID: 'gracecovenant', sortBy: 'oldest' }, label: 'Psalms of Ascent' },
        },
      ]);
    });
  });
});
