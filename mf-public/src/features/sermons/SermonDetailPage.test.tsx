import { act, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { emitPlatformEvent, onPlatformEvent } from '@sermon/shared-contracts/events/platform-events';
import { renderWithPlatform } from '@sermon/shared-contracts/testing/render-with-platform';
import { installFakeFetch } from '../../components/testing/fake-fetch';
import { sermonFixture } from '../../components/testing/fixtures';
import { SermonDetailPage } from './SermonDetailPage';

function renderSermonPage(path: string) {
  return renderWithPlatform(
    <Routes>
      <Route path="/sermons/:sermonID/:mediaType?" element={<SermonDetailPage />} />
    </Routes>,
    { path },
  );
}

const sermon = sermonFixture({
  sermonID: '1001',
  fullTitle: 'The Blood of the Covenant',
  hasVideo: true,
  videoDurationSeconds: 2410,
  series: null,
});

function serveSermon() {
  return installFakeFetch((url) => (url.pathname === '/v2/node/sermons/1001' ? { body: sermon } : undefined));
}

describe('SermonDetailPage', () => {
  it("shows the spec's not-found text and a way back to the list for an unknown sermon", async () => {
    installFakeFetch(() => ({ status: 404, body: { message: 'Sermon not found', errors: { code: 'NOT_FOUND' } } }));
    renderSermonPage('/sermons/999999999999999');
    expect(await screen.findByText('Sermon not found')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse all sermons' }).getAttribute('href')).toBe('/sermons');
  });

  it('shows the sermon with links to its speaker and broadcaster', async () => {
    serveSermon();
    renderSermonPage('/sermons/1001');
    expect((await screen.findByTestId('sermon-title')).textContent).toBe('The Blood of the Covenant');
    expect(screen.getByRole('link', { name: 'Charles Spurgeon' }).getAttribute('href')).toBe('/speakers/7');
    expect(screen.getByRole('link', { name: 'Metropolitan Tabernacle' }).getAttribute('href')).toBe('/broadcasters/tabernacle');
    expect(screen.getByTestId('sermon-bible-text').textContent).toBe('Hebrews 13:20-21');
    // Duration prefers video; plays are audio + video downloads.
    expect(screen.getByTestId('sermon-duration').textContent).toBe('40:10');
    expect(screen.getByTestId('sermon-plays').textContent).toBe('1,234');
    expect(screen.getByRole('link', { name: '#covenant' })).toBeTruthy();
  });

  it('asks the player to play the audio, or the video with the second button', async () => {
    serveSermon();
    const requests: unknown[] = [];
    const stop = onPlatformEvent('player:play', (detail) => requests.push(detail));
    renderSermonPage('/sermons/1001');
    (await screen.findByTestId('sermon-play')).click();
    screen.getByTestId('sermon-play-video').click();
    stop();
    expect(requests).toEqual([
      { sermonID: '1001', mediaType: 'audio' },
      { sermonID: '1001', mediaType: 'video' },
    ]);
  });

  it('plays the video first when the link asks for it (/v)', async () => {
    serveSermon();
    const requests: unknown[] = [];
    const stop = onPlatformEvent('player:play', (detail) => requests.push(detail));
    renderSermonPage('/sermons/1001/v');
    (await screen.findByTestId('sermon-play')).click();
    stop();
    expect(requests).toEqual([{ sermonID: '1001', mediaType: 'video' }]);
  });

  it("shows 'Playing' while the player plays this sermon", async () => {
    serveSermon();
    renderSermonPage('/sermons/1001');
    await screen.findByTestId('sermon-title');
    expect(screen.queryByTestId('sermon-playing')).toBeNull();
    act(() => emitPlatformEvent('player:status', { sermonID: '1001', state: 'Playing' }));
    expect(screen.getByTestId('sermon-playing').textContent).toBe('Playing');
    act(() => emitPlatformEvent('player:status', { sermonID: '1001', state: 'Paused' }));
    expect(screen.queryByTestId('sermon-playing')).toBeNull();
  });
});
