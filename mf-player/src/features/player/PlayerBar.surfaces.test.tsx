// The bar's surfaces around the machine: waveform, expanded view, keyboard shortcuts, repeat, next/previous,
// quality and the sleep timer, driven as a listener would, with the media element faked (jsdom plays nothing).
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { emitPlatformEvent } from '@sermon/shared-contracts/events/platform-events';
import { fixtureAudioSermon, fixtureSermon } from '@sermon/shared-contracts/machines/player-sermon-fixture';
import type { Sermon } from '@sermon/shared-contracts/entities/sermon';
import { withClock } from '../../components/testing/media-clock';
import { installPointerEvent } from '../../components/testing/pointer-event';
import { PlayerBar } from './PlayerBar';
import { PlayerHarness } from './PlayerHarness';
import { PLAYER_SETTINGS_STORAGE_KEY } from './player-settings-storage';
import { clearWaveformCache } from './waveform/use-waveform-peaks';

const video = fixtureSermon();
const audio = fixtureAudioSermon({ sermonID: '2002', fullTitle: 'All of Grace', waveformPeaksURL: '/media/2002/waveform.json' });
const inSeries = fixtureAudioSermon({
  sermonID: '3003',
  fullTitle: 'The Sower',
  series: { ...({} as NonNullable<Sermon['series']>), seriesID: 77, title: 'Parables' },
});

let waveform: { status: number; body: unknown } = { status: 200, body: [0.1, 0.9, 0.5, 0.3] };

function serve(sermons: Sermon[]) {
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    if (url.startsWith('/media/')) {
      return { ok: waveform.status < 300, status: waveform.status, json: async () => waveform.body, text: async () => JSON.stringify(waveform.body) };
    }
    if (/\/waveform(\?|$)/.test(url)) return new Promise(() => {});
    if (/\/languages(\?|$)/.test(url)) return { ok: true, status: 200, text: async () => JSON.stringify({ results: [], next: null, totalCount: 0 }) };
    const id = decodeURIComponent(/node\/sermons\/([^?/]+)/.exec(url)?.[1] ?? '');
    const found = sermons.find((s) => s.sermonID === id);
    // lists (the queue asks for the series) answer empty
    if (!found && /node\/sermons\?/.test(url)) return { ok: true, status: 200, text: async () => JSON.stringify({ results: [], next: null, totalCount: 0 }) };
    const body = found ?? { message: 'Sermon not found', errors: { code: 'not_found' } };
    return { ok: Boolean(found), status: found ? 200 : 404, text: async () => JSON.stringify(body) };
  }) as unknown as typeof fetch;
}

function renderBar() {
  return render(
    <PlayerHarness>
      <input data-testid="page-search" />
      <PlayerBar />
    </PlayerHarness>,
  );
}

async function playing(sermonID: string) {
  act(() => emitPlatformEvent('player:play', { sermonID }));
  const media = (await screen.findByTestId('player-media')) as HTMLMediaElement;
  const clock = withClock(media);
  fireEvent.canPlay(media);
  fireEvent.playing(media);
  return { media, clock };
}

/** Lets the expanded view's own loads (waveform from the cache, languages) land inside act. */
function settle() {
  return act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
}

let play: jest.SpyInstance;
let pause: jest.SpyInstance;

beforeAll(installPointerEvent);

beforeEach(() => {
  window.localStorage.clear();
  clearWaveformCache();
  waveform = { status: 200, body: [0.1, 0.9, 0.5, 0.3] };
  serve([video, audio, inSeries]);
  play = jest.spyOn(window.HTMLMediaElement.prototype, 'play').mockImplementation(() => Promise.resolve());
  pause = jest.spyOn(window.HTMLMediaElement.prototype, 'pause').mockImplementation(() => {});
  jest.spyOn(window.HTMLMediaElement.prototype, 'load').mockImplementation(() => {});
  jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
});

afterEach(async () => {
  // Answers still on their way (waveform, languages) land inside act rather than after the test.
  jest.useRealTimers();
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  jest.restoreAllMocks();
});

describe('the waveform in the bar', () => {
  it('replaces the seek bar for audio, drawn from waveformPeaksURL', async () => {
    renderBar();
    await playing('2002');
    const wave = screen.getByTestId('player-waveform');
    await waitFor(() => expect(wave.dataset.default).toBe('false'));
    expect(screen.getByTestId('player-seek').getAttribute('role')).toBe('slider');
  });

  it('seeks where it is clicked', async () => {
    renderBar();
    const { media } = await playing('2002');
    const slider = screen.getByTestId('player-seek');
    jest.spyOn(slider, 'getBoundingClientRect').mockReturnValue({ left: 0, width: 600, top: 0, height: 30 } as DOMRect);
    fireEvent.pointerDown(slider, { clientX: 150, button: 0 });
    fireEvent.pointerUp(slider, { clientX: 150 });
    expect(media.currentTime).toBe(150);
  });

  it('draws a flat line when the waveform fails, and the sermon still plays', async () => {
    waveform = { status: 500, body: { message: 'oops' } };
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    renderBar();
    await playing('2002');
    await waitFor(() => expect(warn).toHaveBeenCalled());
    expect(screen.getByTestId('player-waveform').dataset.default).toBe('true');
    expect(screen.getByTestId('player-bar').dataset.state).toBe('Playing');
  });
});

describe('the expanded view', () => {
  it('opens from the bar and closes with Escape', async () => {
    renderBar();
    await playing('2002');
    fireEvent.click(screen.getByTestId('player-expand'));
    const expanded = await screen.findByTestId('player-expanded');
    await settle();
    expect(within(expanded).getByTestId('player-expanded-title').textContent).toBe('All of Grace');
    expect(within(expanded).getByTestId('player-waveform').dataset.size).toBe('large');
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(screen.queryByTestId('player-expanded')).toBeNull();
  });

  it('moves the playing video into the expanded view without creating another element', async () => {
    renderBar();
    const { media } = await playing(video.sermonID);
    expect(screen.getByTestId('player-bar-video').contains(media)).toBe(true);
    fireEvent.click(screen.getByTestId('player-expand'));
    const slot = await screen.findByTestId('player-expanded-video');
    await settle();
    expect(slot.contains(media)).toBe(true);
    expect(screen.getAllByTestId('player-media')).toHaveLength(1);
    fireEvent.click(screen.getByTestId('player-collapse'));
    expect(screen.getByTestId('player-bar-video').contains(media)).toBe(true);
    expect(screen.getByTestId('player-media')).toBe(media);
    // the element was never reloaded or paused by the move
    expect(pause).not.toHaveBeenCalled();
    expect(screen.getByTestId('player-bar').dataset.state).toBe('Playing');
  });
});

describe('keyboard shortcuts', () => {
  it('space pauses and plays, without scrolling the page', async () => {
    renderBar();
    await playing('2002');
    const event = fireEvent.keyDown(document.body, { key: ' ' });
    expect(event).toBe(false); // default prevented
    expect(pause).toHaveBeenCalled();
    expect(screen.getByTestId('player-bar').dataset.state).toBe('Paused');
    fireEvent.keyDown(document.body, { key: ' ' });
    expect(play).toHaveBeenCalledTimes(2);
  });

  it('arrows skip forward 30 s and back 10 s', async () => {
    renderBar();
    const { media, clock } = await playing('2002');
    act(() => clock.tick(100));
    fireEvent.keyDown(document.body, { key: 'ArrowRight' });
    expect(media.currentTime).toBe(130);
    fireEvent.keyDown(document.body, { key: 'ArrowLeft' });
    expect(media.currentTime).toBe(120);
  });

  it('m mutes and up/down change the volume by 5', async () => {
    renderBar();
    const { media } = await playing('2002');
    fireEvent.keyDown(document.body, { key: 'ArrowDown' });
    expect(media.volume).toBeCloseTo(0.95);
    fireEvent.keyDown(document.body, { key: 'm' });
    expect(media.muted).toBe(true);
    fireEvent.keyDown(document.body, { key: 'ArrowUp' });
    expect(media.muted).toBe(false);
    expect(media.volume).toBeCloseTo(1);
    expect(JSON.parse(window.localStorage.getItem(PLAYER_SETTINGS_STORAGE_KEY)!)).toMatchObject({ volume: 100, muted: false });
  });

  it('leaves keys typed into the page alone', async () => {
    renderBar();
    await playing('2002');
    const search = screen.getByTestId('page-search');
    const event = fireEvent.keyDown(search, { key: ' ' });
    fireEvent.keyDown(search, { key: 'm' });
    expect(event).toBe(true);
    expect(pause).not.toHaveBeenCalled();
    expect((screen.getByTestId('player-media') as HTMLMediaElement).muted).toBe(false);
  });

  it('does nothing before a sermon is loaded', () => {
    renderBar();
    expect(fireEvent.keyDown(document.body, { key: ' ' })).toBe(true);
  });

  it('f opens the expanded player for audio; ? lists the shortcuts', async () => {
    renderBar();
    await playing('2002');
    fireEvent.keyDown(document.body, { key: 'f' });
    expect(await screen.findByTestId('player-expanded')).toBeTruthy();
    await settle();
    fireEvent.keyDown(document.body, { key: '?', shiftKey: true });
    expect((await screen.findByTestId('player-shortcuts-help')).textContent).toContain('Forward 30 seconds');
    // Escape closes the list first, then the expanded player
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(screen.queryByTestId('player-shortcuts-help')).toBeNull();
    expect(screen.getByTestId('player-expanded')).toBeTruthy();
  });
});

describe('controls', () => {
  it('cycles repeat off, forward, reverse and keeps it', async () => {
    renderBar();
    await playing('2002');
    const repeat = () => screen.getAllByTestId('player-repeat')[0]!;
    expect(repeat().dataset.mode).toBe('off');
    fireEvent.click(repeat());
    expect(repeat().dataset.mode).toBe('forward');
    expect(JSON.parse(window.localStorage.getItem(PLAYER_SETTINGS_STORAGE_KEY)!)).toMatchObject({ autoplayNext: true, autoplayNextState: 'forward' });
    fireEvent.click(repeat());
    expect(repeat().dataset.mode).toBe('reverse');
    fireEvent.click(repeat());
    expect(repeat().dataset.mode).toBe('off');
  });

  it('offers previous and next only with a list or a series to move through', async () => {
    renderBar();
    await playing('2002');
    expect((screen.getByTestId('player-next') as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByTestId('player-previous') as HTMLButtonElement).disabled).toBe(true);
    await playing('3003');
    expect((screen.getByTestId('player-next') as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(screen.getByTestId('player-next'));
    expect(screen.getByTestId('player-bar').dataset.state).toBe('FetchingNext');
    // the series has nothing else here: the player stays with this sermon, paused
    await waitFor(() => expect(screen.getByTestId('player-bar').dataset.state).toBe('Paused'));
    expect(screen.getByTestId('player-title').textContent).toBe('The Sower');
  });

  it('offers quality when there are several renditions, and plays the low one when asked', async () => {
    renderBar();
    await playing('2002');
    expect(screen.getByTestId('player-media').getAttribute('src')).toBe('/media/a/high.mp3');
    fireEvent.click(screen.getByTestId('player-quality-button'));
    fireEvent.click(screen.getByRole('menuitemradio', { name: /Low/ }));
    await waitFor(() => expect(screen.getByTestId('player-media').getAttribute('src')).toBe('/media/a/low.mp3'));
    expect(JSON.parse(window.localStorage.getItem(PLAYER_SETTINGS_STORAGE_KEY)!)).toMatchObject({ quality: 'low' });
  });

  it('hides quality when there is one rendition', async () => {
    const single = fixtureAudioSermon({ sermonID: '4004' });
    single.media = { ...single.media, audio: [single.media.audio[0]!] };
    serve([single]);
    renderBar();
    await playing('4004');
    expect(screen.queryByTestId('player-quality')).toBeNull();
  });

  it('pauses when the sleep timer runs out and turns it off', async () => {
    jest.useFakeTimers({ now: 1_700_000_000_000, doNotFake: ['queueMicrotask', 'nextTick'] });
    renderBar();
    await playing('2002');
    fireEvent.click(screen.getByTestId('player-sleep-button'));
    fireEvent.click(screen.getByRole('menuitemradio', { name: '5 minutes' }));
    expect(screen.getByTestId('player-sleep').dataset.timer).toBe('after');
    expect(screen.getByTestId('player-sleep-remaining').textContent).toBe('5:00');
    act(() => jest.advanceTimersByTime(60_000));
    expect(screen.getByTestId('player-sleep-remaining').textContent).toBe('4:00');
    expect(pause).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(4 * 60_000));
    expect(pause).toHaveBeenCalled();
    expect(screen.getByTestId('player-bar').dataset.state).toBe('Paused');
    expect(screen.getByTestId('player-sleep').dataset.timer).toBe('off');
  });

  it('pauses at the end of the sermon when set to, even with repeat on', async () => {
    renderBar();
    const { clock } = await playing('2002');
    fireEvent.click(screen.getAllByTestId('player-repeat')[0]!);
    fireEvent.click(screen.getByTestId('player-sleep-button'));
    fireEvent.click(screen.getByRole('menuitemradio', { name: 'End of sermon' }));
    act(() => clock.tick(300));
    expect(pause).not.toHaveBeenCalled();
    act(() => clock.tick(599.6));
    expect(pause).toHaveBeenCalled();
    expect(screen.getByTestId('player-sleep').dataset.timer).toBe('off');
  });
});
