import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import type { Broadcaster } from '@sermon/shared-contracts/entities/broadcaster';
import { renderWithPlatform } from '@sermon/shared-contracts/testing/render-with-platform';
import { installFakeFetch } from '../../components/testing/fake-fetch';
import { broadcasterFixture, nodeList } from '../../components/testing/fixtures';
import { installIntersectionObserver, removeIntersectionObserver } from '../../components/testing/intersection-observer';
import { BroadcasterPage } from './BroadcasterPage';

function renderBroadcasterPage(path: string) {
  return renderWithPlatform(
    <Routes>
      <Route path="/broadcasters/:broadcasterID" element={<BroadcasterPage />} />
    </Routes>,
    { path },
  );
}

describe('BroadcasterPage', () => {
  beforeEach(installIntersectionObserver);
  afterEach(removeIntersectionObserver);

  it("shows 'Broadcaster not found' for an unknown broadcaster", async () => {
    installFakeFetch(() => ({ status: 404, body: { message: 'Broadcaster not found', errors: { code: 'NOT_FOUND' } } }));
    renderBroadcasterPage('/broadcasters/nowhere');
    expect(await screen.findByText('Broadcaster not found')).toBeTruthy();
  });

  it('shows the broadcaster, its details and its series', async () => {
    const broadcaster = {
      ...broadcasterFixture(),
      type: 'broadcaster',
      minister: 'C. H. Spurgeon',
      serviceTimes: 'Sunday 11:00\nSunday 18:30',
      aboutUs: '<p>A Baptist church in <b>London</b>.</p>',
    } as unknown as Broadcaster;
    installFakeFetch((url) => {
      if (url.pathname === '/v2/node/broadcasters/tabernacle') return { body: broadcaster };
      if (url.pathname === '/v2/node/broadcasters/tabernacle/series') {
        return { body: nodeList([{ seriesID: 12, title: 'Psalms', count: 4 }]) };
      }
      if (url.pathname === '/v2/node/sermons') return { body: nodeList([]) };
      return undefined;
    });
    renderBroadcasterPage('/broadcasters/tabernacle');
    expect((await screen.findByTestId('broadcaster-name')).textContent).toBe('Metropolitan Tabernacle');
    expect(screen.getByTestId('broadcaster-location').textContent).toBe('London, England');
    expect(screen.getByText('C. H. Spurgeon')).toBeTruthy();
    expect(screen.getByText('A Baptist church in London.')).toBeTruthy();
    expect((await screen.findByRole('link', { name: 'Psalms' })).getAttribute('href')).toBe('/series/12');
  });
});
