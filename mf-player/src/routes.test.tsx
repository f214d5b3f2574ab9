import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, useNavigate, type NavigateFunction } from 'react-router';
import { emitPlatformEvent } from '@sermon/shared-contracts/events/platform-events';
import { fixtureSermon } from '@sermon/shared-contracts/machines/player-sermon-fixture';
import { PlayerHarness } from './features/player/PlayerHarness';
import { AppRoutes } from './routes';

const sermon = fixtureSermon();
let navigate: NavigateFunction = () => {};

function CaptureNavigate() {
  navigate = useNavigate();
  return null;
}

function renderAt(path: string) {
  return render(
    <PlayerHarness>
      <MemoryRouter initialEntries={[path]}>
        <CaptureNavigate />
        <AppRoutes />
      </MemoryRouter>
    </PlayerHarness>,
  );
}

let play: jest.SpyInstance;
let pause: jest.SpyInstance;
let fetchedURLs: string[];

beforeEach(() => {
  fetchedURLs = [];
  globalThis.fetch = jest.fn(async (url: string) => {
    fetchedURLs.push(url);
    return { ok: true, status: 200, text: async () => JSON.stringify(sermon) };
  }) as unknown as typeof fetch;
  play = jest.spyOn(window.HTMLMediaElement.prototype, 'play').mockImplementation(() => Promise.resolve());
  pause = jest.spyOn(window.HTMLMediaElement.prototype, 'pause').mockImplementation(() => {});
});

afterEach(() => jest.restoreAllMocks());

describe('AppRoutes', () => {
  it('keeps the same playing media element while the listener moves between pages', async () => {
    renderAt('/sermons');
    act(() => emitPlatformEvent('player:play', { sermonID: sermon.sermonID }));
    const media = await screen.findByTestId('player-media');
    fireEvent.canPlay(media);
    fireEvent.playing(media);
    for (const path of ['/speakers/42', '/broadcasters/metrotab', '/', '/series/7']) {
      act(() => navigate(path));
      expect(screen.getByTestId('player-media')).toBe(media);
      expect(screen.getByTestId('player-bar').dataset.state).toBe('Playing');
    }
    expect(pause).not.toHaveBeenCalled();
    expect(play).toHaveBeenCalledTimes(1);
  });

  it('shows an embed, not the bar, on embed addresses and the old player addresses', async () => {
    for (const path of [`/embed/classic/player/a/${sermon.sermonID}`, `/player/sermon/legacy/${sermon.sermonID}`]) {
      const { unmount } = renderAt(path);
      expect(await screen.findByTestId('embed-player')).toBeTruthy();
      expect(screen.queryByTestId('player-bar')).toBeNull();
      unmount();
    }
  });

  it('loads no bar until a page asks to play, and tells pages meanwhile that the player is idle', async () => {
    const statuses: unknown[] = [];
    const listen = (event: Event) => statuses.push((event as CustomEvent).detail);
    window.addEventListener('player:status', listen);
    try {
      renderAt('/sermons');
      expect(statuses).toContainEqual({ sermonID: null, state: 'Static' });
      expect(screen.queryByTestId('player-bar')).toBeNull();
      expect(fetchedURLs).toEqual([]);
      act(() => emitPlatformEvent('player:play', { sermonID: sermon.sermonID }));
      // the request made before the bar existed is not lost: the bar loads and plays it
      expect(await screen.findByTestId('player-bar')).toBeTruthy();
      expect(fetchedURLs.some((url) => url.includes(`node/sermons/${sermon.sermonID}`))).toBe(true);
    } finally {
      window.removeEventListener('player:status', listen);
    }
  });

  it('keeps the bar on pages that merely start like the player addresses', () => {
    renderAt('/player');
    act(() => emitPlatformEvent('player:play', { sermonID: sermon.sermonID }));
    return screen.findByTestId('player-bar');
  });
});

