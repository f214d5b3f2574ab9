import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { renderWithPlatform } from '@sermon/shared-contracts/testing/render-with-platform';
import { installFakeFetch, requestedURLs } from '../../components/testing/fake-fetch';
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
});
