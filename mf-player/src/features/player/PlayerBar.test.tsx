import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { emitPlatformEvent, onPlatformEvent } from '@sermon/shared-contracts/events/platform-events';
import { fixtureAudioSermon, fixtureSermon } from '@sermon/shared-contracts/machines/player-sermon-fixture';
import type { Sermon } from '@sermon/shared-contracts/entities/sermon';
import { withClock } from '../../components/testing/media-clock';
import { PlayerBar, PLAYER_BAR_HEIGHT_VARIABLE } from './PlayerBar';
import { PlayerHarness } from './PlayerHarness';
import { PLAYER_SETTINGS_STORAGE_KEY } from './player-settings-storage';
import { clearWaveformCache } from './waveform/use-waveform-peaks';

const sermon = fixtureSermon();

/**
 * Answers node/sermons/{id} from a table; anything else is the API's 404. Waveforms stay pending unless a test
 * serves them (an answer arriving after a test's last assertion would only make noise).
 */
function serveSermons(sermons: Sermon[], { waveforms = false } = {}) {
  const fetchMock = jest.fn(async (url: string) => {
    if (/\/waveform(\?|$)/.test(url)) {
      if (!waveforms) return new Promise(() => {});
      return { ok: true, status: 200, text: async () => JSON.stringify({ waveform: [0.2, 0.6, 0.4], isDefault: false }) };
    }
    const id = decodeURIComponent(/node\/sermons\/([^?]+)/.exec(url)?.[1] ?? '');
    const found = sermons.find((s) => s.sermonID === id);
    const body = found ?? { message: 'Sermon not found', errors: { code: 'not_found', sermonID: 'Sermon not found' } };
    return { ok: Boolean(found), status: found ? 200 : 404, text: async () => JSON.stringify(body) };
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

function renderBar(locale: 'en' | 'de' = 'en') {
  return render(
    <PlayerHarness locale={locale}>
      <PlayerBar />
    </PlayerHarness>,
  );
}

async function playFromPage(sermonID = sermon.sermonID, extra: { mediaType?: 'audio' | 'video'; autoplay?: boolean } = {}) {
  act(() => emitPlatformEvent('player:play', { sermonID, ...extra }));
  return (await screen.findByTestId('player-media')) as HTMLMediaElement;
}

let play: jest.SpyInstance;
let pause: jest.SpyInstance;

beforeEach(() => {
  window.localStorage.clear();
  clearWaveformCache();
  // jsdom has no canvas; the waveform's drawing is tested on its own
  jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
  serveSermons([sermon, fixtureAudioSermon({ sermonID: '2002', fullTitle: 'All of Grace' })]);
  play = jest.spyOn(window.HTMLMediaElement.prototype, 'play').mockImplementation(() => Promise.resolve());
  pause = jest.spyOn(window.HTMLMediaElement.prototype, 'pause').mockImplementation(() => {});
  jest.spyOn(window.HTMLMediaElement.prototype, 'load').mockImplementation(() => {});
});

afterEach(() => jest.restoreAllMocks());

describe('PlayerBar', () => {
  it('takes no space before anything was played', () => {
    renderBar();
    expect(screen.queryByTestId('player-bar')).toBeNull();
    expect(document.documentElement.style.getPropertyValue(PLAYER_BAR_HEIGHT_VARIABLE)).toBe('');
  });

  it('loads the sermon asked for by a player:play event and plays it once the media can play', async () => {
    renderBar();
    act(() => emitPlatformEvent('player:play', { sermonID: sermon.sermonID }));
    const bar = screen.getByTestId('player-bar');
    expect(bar.dataset.state).toBe('Loading');
    expect(screen.getByTestId('player-title').textContent).toBe('Loading sermon…');

    const media = (await screen.findByTestId('player-media')) as HTMLMediaElement;
    expect(media.tagName).toBe('VIDEO');
    expect(media.getAttribute('src')).toBe('/media/v/high.mp4');
    expect(screen.getByTestId('player-title').textContent).toBe(sermon.fullTitle);

    fireEvent.canPlay(media);
    expect(play).toHaveBeenCalledTimes(1);
    expect(bar.dataset.state).toBe('Buffering');
    fireEvent.playing(media);
    expect(bar.dataset.state).toBe('Playing');
    expect(screen.getByTestId('player-play-pause').getAttribute('aria-label')).toBe('Pause');
  });

  it('pauses on the button and plays again on the next press', async () => {
    renderBar();
    const media = await playFromPage();
    fireEvent.canPlay(media);
    fireEvent.playing(media);
    fireEvent.click(screen.getByTestId('player-play-pause'));
    expect(pause).toHaveBeenCalled();
    expect(screen.getByTestId('player-bar').dataset.state).toBe('Paused');
    expect(screen.getByTestId('player-play-pause').getAttribute('aria-label')).toBe('Play');
    fireEvent.click(screen.getByTestId('player-play-pause'));
    expect(play).toHaveBeenCalledTimes(2);
  });

  it('waits for the press when the page asks for no autoplay', async () => {
    renderBar();
    const media = await playFromPage(sermon.sermonID, { autoplay: false });
    fireEvent.canPlay(media);
    expect(screen.getByTestId('player-bar').dataset.state).toBe('Loaded');
    expect(play).not.toHaveBeenCalled();
    fireEvent.click(screen.getByTestId('player-play-pause'));
    expect(play).toHaveBeenCalledTimes(1);
  });

  it('updates the time display on timeupdate', async () => {
    renderBar();
    const media = await playFromPage();
    const clock = withClock(media);
    fireEvent.canPlay(media);
    fireEvent.playing(media);
    expect(screen.getByTestId('player-time').textContent).toBe('0:00 / 10:01');
    act(() => clock.tick(65));
    expect(screen.getByTestId('player-time').textContent).toBe('1:05 / 10:01');
    expect((screen.getByTestId('player-seek') as HTMLInputElement).value).toBe('65');
  });

  it('seeks with the keyboard and by scripted input on the seek slider', async () => {
    renderBar();
    const media = await playFromPage();
    const clock = withClock(media);
    fireEvent.canPlay(media);
    act(() => clock.tick(100));
    fireEvent.keyDown(screen.getByTestId('player-seek'), { key: 'ArrowRight' });
    expect(media.currentTime).toBe(105);
    fireEvent.keyDown(screen.getByTestId('player-seek'), { key: 'PageDown' });
    expect(media.currentTime).toBe(75);
    fireEvent.keyDown(screen.getByTestId('player-seek'), { key: 'Home' });
    expect(media.currentTime).toBe(0);
    fireEvent.change(screen.getByTestId('player-seek'), { target: { value: '300' } });
    expect(media.currentTime).toBe(300);
  });

  it('applies and persists volume and mute', async () => {
    renderBar();
    const media = await playFromPage();
    fireEvent.change(screen.getByTestId('player-volume'), { target: { value: '40' } });
    expect(media.volume).toBeCloseTo(0.4);
    expect(JSON.parse(window.localStorage.getItem(PLAYER_SETTINGS_STORAGE_KEY)!)).toMatchObject({ volume: 40, muted: false });
    fireEvent.click(screen.getByRole('button', { name: 'Mute' }));
    expect(media.muted).toBe(true);
    expect(JSON.parse(window.localStorage.getItem(PLAYER_SETTINGS_STORAGE_KEY)!)).toMatchObject({ volume: 40, muted: true });
    expect((screen.getByTestId('player-volume') as HTMLInputElement).value).toBe('0');
  });

  it('starts with the stored volume, mute and speed', async () => {
    window.localStorage.setItem(PLAYER_SETTINGS_STORAGE_KEY, JSON.stringify({ version: 2, volume: 25, muted: true, speed: 1.5 }));
    renderBar();
    const media = await playFromPage();
    expect(media.volume).toBeCloseTo(0.25);
    expect(media.muted).toBe(true);
    expect(media.playbackRate).toBe(1.5);
    expect(screen.getByTestId('player-speed-button').textContent).toBe('1.5×');
  });

  it('changes the speed from the menu, up to 3x, and keeps it', async () => {
    renderBar();
    const media = await playFromPage();
    fireEvent.click(screen.getByTestId('player-speed-button'));
    const options = screen.getAllByRole('menuitemradio');
    expect(options.map((option) => option.getAttribute('data-value'))).toEqual(['0.5', '0.75', '1', '1.25', '1.5', '1.75', '2', '2.5', '3']);
    expect(screen.getByRole('menuitemradio', { checked: true }).getAttribute('data-value')).toBe('1');
    fireEvent.click(screen.getByRole('menuitemradio', { name: '2.5×' }));
    expect(media.playbackRate).toBe(2.5);
    expect(screen.queryByRole('menu')).toBeNull();
    expect(JSON.parse(window.localStorage.getItem(PLAYER_SETTINGS_STORAGE_KEY)!)).toMatchObject({ speed: 2.5 });
  });

  it('switches to the audio recording and back', async () => {
    renderBar();
    const media = await playFromPage();
    fireEvent.canPlay(media);
    fireEvent.playing(media);
    fireEvent.click(screen.getByRole('button', { name: 'Listen to audio only' }));
    const audio = screen.getByTestId('player-media');
    expect(audio.tagName).toBe('AUDIO');
    expect(audio.getAttribute('src')).toBe('/media/a/high.mp3');
    expect(screen.getByRole('button', { name: 'Watch the video' })).toBeTruthy();
  });

  it('plays audio for a sermon without video and offers no switch', async () => {
    renderBar();
    const media = await playFromPage('2002');
    expect(media.tagName).toBe('AUDIO');
    expect(screen.queryByTestId('player-media-type')).toBeNull();
    expect(screen.getByTestId('player-title').textContent).toBe('All of Grace');
  });

  it("announces its state as player:status for the pages", async () => {
    const statuses: { sermonID: string | null; state: string }[] = [];
    const stop = onPlatformEvent('player:status', (status) => statuses.push(status));
    renderBar();
    const media = await playFromPage();
    fireEvent.canPlay(media);
    fireEvent.playing(media);
    stop();
    expect(statuses[0]).toEqual({ sermonID: null, state: 'Static' });
    expect(statuses.map((s) => s.state)).toEqual(['Static', 'Loading', 'Buffering', 'Playing']);
    expect(statuses.at(-1)).toEqual({ sermonID: sermon.sermonID, state: 'Playing' });
  });

  it('shows the spec text when the sermon does not exist', async () => {
    renderBar();
    act(() => emitPlatformEvent('player:play', { sermonID: 'nope' }));
    expect((await screen.findByTestId('player-error')).textContent).toContain('Sermon not found');
    expect(screen.getByTestId('player-bar').dataset.state).toBe('Static');
  });

  it('disables play for a missing sermon and can be closed', async () => {
    renderBar();
    act(() => emitPlatformEvent('player:play', { sermonID: 'nope' }));
    await screen.findByTestId('player-error');
    expect((screen.getByTestId('player-play-pause') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Close player' }));
    expect(screen.queryByTestId('player-bar')).toBeNull();
  });

  it('stops the media and hides when closed', async () => {
    renderBar();
    const media = await playFromPage();
    fireEvent.canPlay(media);
    fireEvent.playing(media);
    fireEvent.click(screen.getByTestId('player-close'));
    expect(pause).toHaveBeenCalled();
    expect(screen.queryByTestId('player-bar')).toBeNull();
    expect(screen.queryByTestId('player-media')).toBeNull();
  });

  it('offers a retry when the file fails to play', async () => {
    renderBar();
    const media = await playFromPage();
    fireEvent.error(media);
    expect(screen.getByTestId('player-error').textContent).toContain('The recording could not be played.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('player-media')).toBeTruthy();
  });

  it('links title, speaker and broadcaster through the shell, keeping the locale prefix', async () => {
    const urls: string[] = [];
    const stop = onPlatformEvent('shell:navigate', ({ url }) => urls.push(url));
    renderBar('de');
    await playFromPage();
    const title = screen.getByTestId('player-title');
    expect(title.getAttribute('href')).toBe(`/de/sermons/${sermon.sermonID}`);
    fireEvent.click(title);
    fireEvent.click(screen.getByTestId('player-speaker'));
    fireEvent.click(screen.getByTestId('player-broadcaster'));
    stop();
    expect(urls).toEqual([`/de/sermons/${sermon.sermonID}`, '/de/speakers/42', '/de/broadcasters/metrotab']);
  });

  it('reserves its height for the page while it shows', async () => {
    renderBar();
    await playFromPage();
    await waitFor(() =>
      expect(document.documentElement.style.getPropertyValue(PLAYER_BAR_HEIGHT_VARIABLE)).toMatch(/^\d+px$/),
    );
  });

  it('ignores malformed player:play requests', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    renderBar();
    act(() => emitPlatformEvent('player:play', { sermonID: '' }));
    expect(screen.queryByTestId('player-bar')).toBeNull();
    expect(warn).toHaveBeenCalled();
  });
});
