import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { emitPlatformEvent, onPlatformEvent } from '@sermon/shared-contracts/events/platform-events';
import { clearSermonLanguageCache } from '@sermon/shared-contracts/mf/SermonLanguageMenu';
import { renderWithPlatform } from '@sermon/shared-contracts/testing/render-with-platform';
import { installFakeFetch } from '../../components/testing/fake-fetch';
import { nodeList, sermonFixture } from '../../components/testing/fixtures';
import { SermonDetailPage } from './SermonDetailPage';

/** Shows the address, to see what the page did to it. */
function Address() {
  const location = useLocation();
  return <p data-testid="address">{`${location.pathname}${location.search}`}</p>;
}

function renderSermonPage(path: string) {
  return renderWithPlatform(
    <Routes>
      <Route
        path="/sermons/:sermonID/:mediaType?"
        element={
          <>
            <SermonDetailPage />
            <Address />
          </>
        }
      />
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

const languages = [
  { sermonID: '1001', languageCode: 'en', languageCode3: 'eng', localizedName: 'English', localizedNameInLanguage: 'English' },
  { sermonID: '2002', languageCode: 'de', languageCode3: 'deu', localizedName: 'German', localizedNameInLanguage: 'Deutsch' },
];

function serveSermon({ translations = [languages[0]!] } = {}) {
  return installFakeFetch((url) => {
    if (url.pathname === '/v2/node/sermons/1001') return { body: sermon };
    if (url.pathname === '/v2/node/sermons/1001/languages') return { body: nodeList(translations) };
    return undefined;
  });
}

/** What pages asked the player, from now on. */
function playRequests() {
  const requests: unknown[] = [];
  const stop = onPlatformEvent('player:play', (detail) => requests.push(detail));
  return { requests, stop };
}

/** The player (another remote) announces itself, as it does at mount. */
const playerAnnounces = () => act(() => emitPlatformEvent('player:status', { sermonID: null, state: 'Static' }));

// every test serves its own translations; the menu's per-sermon cache would carry them over
afterEach(() => clearSermonLanguageCache());

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

  describe('opened with ?autoplay=1', () => {
    it('starts the sermon in the player once, then drops autoplay from the address', async () => {
      playerAnnounces();
      serveSermon();
      const { requests, stop } = playRequests();
      renderSermonPage('/sermons/1001?autoplay=1&ref=share');
      await waitFor(() => expect(requests).toEqual([{ sermonID: '1001', mediaType: 'audio' }]));
      await waitFor(() => expect(screen.getByTestId('address').textContent).toBe('/sermons/1001?ref=share'));
      stop();
      expect(requests).toHaveLength(1);
    });

    it('plays the media the address asks for (mediaType=video or /v)', async () => {
      playerAnnounces();
      serveSermon();
      const { requests, stop } = playRequests();
      renderSermonPage('/sermons/1001?autoplay=1&mediaType=video');
      await waitFor(() => expect(requests).toEqual([{ sermonID: '1001', mediaType: 'video' }]));
      stop();
    });

    it('does nothing without autoplay=1', async () => {
      playerAnnounces();
      serveSermon();
      const { requests, stop } = playRequests();
      renderSermonPage('/sermons/1001?autoplay=0');
      await screen.findByTestId('sermon-title');
      stop();
      expect(requests).toEqual([]);
    });
  });

  it('lists the translated versions, each opening that sermon with autoplay on', async () => {
    serveSermon({ translations: languages });
    renderSermonPage('/sermons/1001');
    fireEvent.click(await screen.findByTestId('sermon-languages-toggle'));
    const options = screen.getAllByTestId('sermon-language-option');
    expect(options.map((option) => option.getAttribute('href'))).toEqual(['/sermons/1001?autoplay=1', '/sermons/2002?autoplay=1']);
    expect(options.map((option) => option.getAttribute('data-current'))).toEqual(['true', 'false']);
  });

  it('shows no language dropdown for a sermon in one language', async () => {
    serveSermon();
    renderSermonPage('/sermons/1001');
    await screen.findByTestId('sermon-title');
    await waitFor(() => expect(screen.queryByTestId('sermon-languages')).toBeNull());
  });
});
