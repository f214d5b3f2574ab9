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

  it('renders the embed player, not the bar, on the classic embed route, and waits for a press', async () => {
    renderAt(`/embed/classic/player/a/${sermon.sermonID}`);
    expect(screen.queryByTestId('player-bar')).toBeNull();
    const media = await screen.findByTestId('player-media');
    expect(media.tagName).toBe('AUDIO');
    expect(fetchedURLs[0]).toContain(`/v2/node/sermons/${sermon.sermonID}`);
    fireEvent.canPlay(media);
    expect(play).not.toHaveBeenCalled();
    expect(screen.getByTestId('embed-player').dataset.state).toBe('Loaded');
    fireEvent.click(screen.getByTestId('player-play-pause'));
    expect(play).toHaveBeenCalledTimes(1);
  });

  it('plays video in the embed for v', async () => {
    renderAt(`/embed/classic/player/v/${sermon.sermonID}`);
    expect((await screen.findByTestId('player-media')).tagName).toBe('VIDEO');
  });

  it('opens the sermon page in a new tab from the embed', async () => {
    renderAt(`/embed/classic/player/v/${sermon.sermonID}`);
    await screen.findByTestId('player-media');
    const title = screen.getByTestId('player-title');
    expect(title.getAttribute('target')).toBe('_blank');
    expect(title.getAttribute('href')).toBe(`/sermons/${sermon.sermonID}`);
  });

  it('does not follow page play requests inside an embed', async () => {
    renderAt(`/embed/classic/player/a/${sermon.sermonID}`);
    await screen.findByTestId('player-media');
    act(() => emitPlatformEvent('player:play', { sermonID: 'other' }));
    expect(fetchedURLs).toHaveLength(1);
  });

  it('answers an unknown embed media type with the not-found text', () => {
    renderAt(`/embed/classic/player/x/${sermon.sermonID}`);
    expect(screen.getByRole('alert').textContent).toBe('This page could not be found.');
  });

  it('shows no bar on other embed pages', () => {
    const { container } = renderAt('/embed/classic/examples');
    expect(container.textContent).toBe('');
  });
});
