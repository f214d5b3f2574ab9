import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { Sermon } from '@sermon/shared-contracts/entities/sermon';
import { emitPlatformEvent, onPlatformEvent } from '@sermon/shared-contracts/events/platform-events';
import { fixtureAudioSermon, fixtureSermon } from '@sermon/shared-contracts/machines/player-sermon-fixture';
import { withClock } from '../../components/testing/media-clock';
import { AppRoutes } from '../../routes';
import { PlayerHarness } from '../player/PlayerHarness';
import { clearWaveformCache } from '../player/waveform/use-waveform-peaks';

const video = fixtureSermon();
const audio = fixtureAudioSermon({ sermonID: '2002', fullTitle: 'The Good Shepherd' });
const series = [1, 2, 3].map((n) => fixtureAudioSermon({ sermonID: `300${n}`, fullTitle: `Romans part ${n}` }));
const broadcaster = fixtureSermon().broadcaster;

type Answer = { status: number; body: unknown };
const notFound = (message: string): Answer => ({ status: 404, body: { message, errors: { code: 'NOT_FOUND' } } });

let requests: string[];

/** A small API: sermons by id, lists by query, the demo broadcaster; anything else is the API's 404. */
function serveApi(sermons: Sermon[], lists: (url: URL) => Sermon[] | null = () => null) {
  requests = [];
  globalThis.fetch = jest.fn(async (input: string) => {
    requests.push(input);
    const url = new URL(input, 'http://embed.test');
    let answer: Answer;
    if (/\/waveform$/.test(url.pathname)) answer = { status: 200, body: { waveform: [0.2, 0.6, 0.4], isDefault: false } };
    else if (url.pathname === '/v2/node/sermons') {
      const results = lists(url) ?? [];
      answer = { status: 200, body: { results, totalCount: results.length, next: null, nodeType: 'sermons_list', nodeDisplayName: 'Sermons' } };
    } else if (url.pathname.startsWith('/v2/node/sermons/')) {
      const found = sermons.find((s) => s.sermonID === decodeURIComponent(url.pathname.split('/').pop()!));
      answer = found ? { status: 200, body: found } : notFound('Sermon not found');
    } else if (url.pathname === `/v2/node/broadcasters/${broadcaster.broadcasterID}`) answer = { status: 200, body: broadcaster };
    else answer = notFound('Broadcaster not found');
    return { ok: answer.status < 300, status: answer.status, text: async () => JSON.stringify(answer.body), json: async () => answer.body };
  }) as unknown as typeof fetch;
}

const sermonFetches = (id: string) => requests.filter((r) => r.includes(`/v2/node/sermons/${id}?`)).length;

function renderAt(path: string) {
  return render(
    <PlayerHarness>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
      </MemoryRouter>
    </PlayerHarness>,
  );
}

let play: jest.SpyInstance;

beforeEach(() => {
  window.localStorage.clear();
  clearWaveformCache();
  play = jest.spyOn(window.HTMLMediaElement.prototype, 'play').mockImplementation(() => Promise.resolve());
  jest.spyOn(window.HTMLMediaElement.prototype, 'pause').mockImplementation(() => {});
  jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
});

afterEach(() => jest.restoreAllMocks());

describe('the single embed', () => {
  it('shows the sermon without loading its recording, and plays it on the first press', async () => {
    serveApi([audio]);
    renderAt(`/embed/classic/player/a/${audio.sermonID}`);
    const embed = await screen.findByTestId('embed-player');
    expect(screen.getByTestId('player-title').textContent).toBe('The Good Shepherd');
    expect(screen.queryByTestId('player-bar')).toBeNull();
    // a page view costs no media bytes and counts no play: there is no element yet
    expect(screen.queryByTestId('player-media')).toBeNull();
    expect(embed.dataset.started).toBeUndefined();

    fireEvent.click(screen.getByTestId('player-play-pause'));
    const media = await screen.findByTestId('player-media');
    expect(media.tagName).toBe('AUDIO');
    expect(media.getAttribute('src')).toBe('/media/a/high.mp3');
    fireEvent.canPlay(media);
    expect(play).toHaveBeenCalledTimes(1);
    // the press played the sermon fetched for the preview
    expect(sermonFetches(audio.sermonID)).toBe(1);
  });

  it('never starts by itself', async () => {
    serveApi([audio]);
    renderAt(`/embed/classic/player/a/${audio.sermonID}`);
    await screen.findByTestId('embed-player');
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(play).not.toHaveBeenCalled();
    expect(screen.queryByTestId('player-media')).toBeNull();
  });

  it('starts where the waveform was pressed before the first play', async () => {
    serveApi([audio]);
    renderAt(`/embed/classic/player/a/${audio.sermonID}`);
    const slider = await screen.findByTestId('player-seek');
    fireEvent.keyDown(slider, { key: 'End' });
    const media = (await screen.findByTestId('player-media')) as HTMLMediaElement;
    withClock(media);
    fireEvent.canPlay(media);
    expect(media.currentTime).toBeGreaterThan(500);
    expect(play).toHaveBeenCalledTimes(1);
  });

  it('shows a video sermon as its picture with a play button, and plays video for v', async () => {
    serveApi([video]);
    renderAt(`/embed/classic/player/v/${video.sermonID}`);
    fireEvent.click(await screen.findByTestId('embed-poster'));
    expect((await screen.findByTestId('player-media')).tagName).toBe('VIDEO');
  });

  it('opens the sermon, speaker and broadcaster pages in a new tab', async () => {
    serveApi([video]);
    renderAt(`/embed/classic/player/v/${video.sermonID}`);
    const title = await screen.findByTestId('player-title');
    expect(title.getAttribute('target')).toBe('_blank');
    expect(title.getAttribute('href')).toBe(`/sermons/${video.sermonID}`);
    expect(screen.getByTestId('player-broadcaster').getAttribute('target')).toBe('_blank');
  });

  it('does not follow the play requests of the page it is on', async () => {
    serveApi([audio]);
    renderAt(`/embed/classic/player/a/${audio.sermonID}`);
    await screen.findByTestId('embed-player');
    const before = requests.length;
    act(() => emitPlatformEvent('player:play', { sermonID: 'other' }));
    expect(requests.length).toBe(before);
  });

  it('says clearly that an unknown sermon could not be found, with a way to the site', async () => {
    serveApi([]);
    renderAt('/embed/classic/player/a/999');
    const message = await screen.findByTestId('embed-message');
    expect(message.textContent).toContain('This sermon could not be found.');
    const link = within(message).getByRole('link');
    expect(link.getAttribute('href')).toBe('/sermons');
    expect(link.getAttribute('target')).toBe('_blank');
  });

  it('says so when the sermon has no audio or video, and cannot be played', async () => {
    const silent = fixtureAudioSermon({ sermonID: '2003', media: { ...fixtureAudioSermon().media, audio: [], video: [] }, hasAudio: false });
    serveApi([silent]);
    renderAt('/embed/classic/player/a/2003');
    expect((await screen.findByTestId('player-error')).textContent).toBe('This sermon has no audio or video.');
    expect((screen.getByTestId('player-play-pause') as HTMLButtonElement).disabled).toBe(true);
  });

  it('says so in the frame when the recording fails, and tries again on request', async () => {
    serveApi([audio]);
    renderAt(`/embed/classic/player/a/${audio.sermonID}`);
    fireEvent.click(await screen.findByTestId('player-play-pause'));
    fireEvent.error(await screen.findByTestId('player-media'));
    const error = await screen.findByTestId('player-error');
    expect(error.textContent).toContain('The recording could not be played.');
    fireEvent.click(within(error).getByRole('button', { name: 'Try again' }));
    fireEvent.canPlay(await screen.findByTestId('player-media'));
    await waitFor(() => expect(play).toHaveBeenCalledTimes(1));
    expect(screen.queryByTestId('player-error')).toBeNull();
  });

  it('copies the sermon address and tells the page with a toast', async () => {
    serveApi([audio]);
    const writeText = jest.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
    const toasts: unknown[] = [];
    const stop = onPlatformEvent('shell:toast', (toast) => toasts.push(toast));
    renderAt(`/embed/classic/player/a/${audio.sermonID}`);
    fireEvent.click(await screen.findByTestId('embed-copy-link'));
    await waitFor(() => expect(toasts).toEqual([{ kind: 'success', message: 'Link copied' }]));
    expect(writeText).toHaveBeenCalledWith(`http://localhost/sermons/${audio.sermonID}`);
    stop();
  });
});

describe('the old player addresses', () => {
  it('play audio at /player/sermon/legacy/{id} and video at /player/sermon/legacy/video/{id}', async () => {
    serveApi([video]);
    const { unmount } = renderAt(`/player/sermon/legacy/${video.sermonID}?t=1`);
    fireEvent.click(await screen.findByTestId('player-play-pause'));
    expect((await screen.findByTestId('player-media')).tagName).toBe('AUDIO');
    unmount();
    renderAt(`/player/sermon/legacy/video/${video.sermonID}`);
    fireEvent.click(await screen.findByTestId('embed-poster'));
    expect((await screen.findByTestId('player-media')).tagName).toBe('VIDEO');
  });

  it('explain that a sermon id is missing', async () => {
    serveApi([]);
    renderAt('/player/sermon/legacy/video');
    expect((await screen.findByTestId('embed-message')).textContent).toContain('No sermon was given.');
  });
});

describe('the list embed', () => {
  it('lists the sermons of its category, plays a pressed row, and the next at the end', async () => {
    serveApi(series, (url) => (url.searchParams.get('series') === '12' ? series : []));
    renderAt('/embed/classic/player/a/series/12');
    const rows = await screen.findAllByTestId('embed-list-row');
    expect(rows.map((r) => r.textContent)).toEqual([
      expect.stringContaining('Romans part 1'),
      expect.stringContaining('Romans part 2'),
      expect.stringContaining('Romans part 3'),
    ]);
    const listQuery = new URL(requests.find((r) => r.includes('/v2/node/sermons?'))!, 'http://x').searchParams;
    expect(listQuery.get('series')).toBe('12');
    expect(listQuery.get('requireAudio')).toBe('1');
    expect(listQuery.get('sortBy')).toBe('oldest');
    expect(screen.getByTestId('embed-list-end').textContent).toBe("That's Everything!");

    fireEvent.click(rows[1]!);
    let media = await screen.findByTestId('player-media');
    expect(screen.getByTestId('player-title').textContent).toBe('Romans part 2');
    expect(rows[1]!.getAttribute('aria-current')).toBe('true');
    fireEvent.canPlay(media);
    fireEvent.playing(media);
    fireEvent.ended(media);
    await waitFor(() => expect(screen.getByTestId('player-title').textContent).toBe('Romans part 3'));
    media = await screen.findByTestId('player-media');
    fireEvent.canPlay(media);
    expect(play).toHaveBeenCalledTimes(2);
    expect(screen.getAllByTestId('embed-list-row')[2]!.getAttribute('aria-current')).toBe('true');
  });

  it("says 'No Results' for an empty list", async () => {
    serveApi([], () => []);
    renderAt('/embed/classic/player/a/broadcaster/nobody');
    expect((await screen.findByTestId('embed-list-empty')).textContent).toContain('No Results');
  });

  it('names a category it does not know', async () => {
    serveApi([]);
    renderAt('/embed/classic/player/a/planet/mars');
    const message = await screen.findByTestId('embed-address-problem');
    expect(message.textContent).toContain('“planet” is not a list category.');
    expect(requests).toEqual([]);
  });
});

describe('the live embed', () => {
  it('shows the broadcaster, says it is not live, and offers its latest sermon', async () => {
    serveApi([audio], (url) => (url.searchParams.get('broadcasterID') === broadcaster.broadcasterID ? [audio] : []));
    renderAt(`/embed/classic/player/l/${broadcaster.broadcasterID}`);
    expect((await screen.findByTestId('embed-live-broadcaster')).textContent).toBe(broadcaster.displayName);
    expect(screen.getByTestId('embed-live-status').textContent).toBe('Not live right now');
    expect(screen.getByTestId('embed-live-page').getAttribute('href')).toBe(`/broadcasters/${broadcaster.broadcasterID}`);
    expect((await screen.findByTestId('player-title')).textContent).toBe('The Good Shepherd');
  });

  it("says 'Broadcaster not found' for an unknown broadcaster, and asks for one when none is given", async () => {
    serveApi([]);
    const { unmount } = renderAt('/embed/classic/player/l/nobody');
    expect((await screen.findByTestId('embed-message')).textContent).toContain('Broadcaster not found');
    unmount();
    renderAt('/embed/classic/player/l');
    expect((await screen.findByTestId('embed-message')).textContent).toContain('No broadcaster was given.');
  });
});

describe('the examples page', () => {
  it('shows every embed with its code, for sermons found through the API', async () => {
    serveApi([audio, video], (url) => (url.searchParams.get('requireVideo') ? [video] : [audio]));
    renderAt('/embed/classic/examples');
    await screen.findByTestId('embed-examples');
    const examples = await screen.findAllByTestId('embed-example');
    expect(examples.map((e) => e.dataset.kind)).toEqual(['audio', 'video', 'list', 'live']);
    const code = within(examples[0]!).getByTestId('embed-example-code') as HTMLTextAreaElement;
    expect(code.value).toContain(`src="http://localhost/embed/classic/player/a/${audio.sermonID}"`);
    expect(within(examples[0]!).getByTitle('Sermon audio player').getAttribute('src')).toBe(`http://localhost/embed/classic/player/a/${audio.sermonID}`);
    expect((within(examples[2]!).getByTestId('embed-example-code') as HTMLTextAreaElement).value).toContain(
      `/embed/classic/player/a/broadcaster/${audio.broadcaster.broadcasterID}`,
    );
  });

  it('answers other /embed addresses with a message, not a blank page', async () => {
    serveApi([]);
    renderAt('/embed/nothing-here');
    expect((await screen.findByTestId('embed-message')).textContent).toContain('This page could not be found.');
  });
});
