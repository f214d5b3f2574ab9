import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { HistoryEntry } from '@sermon/shared-contracts/entities/user';
import { emitPlatformEvent } from '@sermon/shared-contracts/events/platform-events';
import { fixtureSermon } from '@sermon/shared-contracts/machines/player-sermon-fixture';
import type { PlatformSession } from '@sermon/shared-contracts/auth/platform-session';
import { withClock } from '../../components/testing/media-clock';
import { PlayerBar } from './PlayerBar';
import { PlayerHarness } from './PlayerHarness';
import { signedInSession } from '@sermon/shared-contracts/testing/fake-session';

const sermon = fixtureSermon();

interface Sent {
  method: string;
  path: string;
  body: unknown;
  headers: Record<string, string>;
  keepalive: boolean;
}

/** The API for one sermon and its history entry (or none); records what was sent. */
function serveApi(history: Pick<HistoryEntry, 'play_position'> | null) {
  const sent: Sent[] = [];
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init.method ?? 'GET';
    const headers = (init.headers ?? {}) as Record<string, string>;
    sent.push({ method, path: url.pathname, body: init.body ? JSON.parse(String(init.body)) : null, headers, keepalive: !!init.keepalive });
    const answer = (status: number, body: unknown) => ({ ok: status < 300, status, text: async () => (body === null ? '' : JSON.stringify(body)) });
    if (url.pathname === `/v2/node/sermons/${sermon.sermonID}`) return answer(200, sermon);
    if (url.pathname === `/v2/site/history/sermons/${sermon.sermonID}` && method === 'GET') {
      return history
        ? answer(200, { sermonID: sermon.sermonID, play_position: history.play_position, updated: 1_700_000_000, sermon })
        : answer(404, { message: 'No history for this sermon', errors: { code: 'NOT_FOUND' } });
    }
    if (url.pathname === `/v2/site/history/sermons/${sermon.sermonID}` && method === 'POST') return answer(204, null);
    return answer(404, { message: 'Not found', errors: { code: 'NOT_FOUND' } });
  }) as unknown as typeof fetch;
  return sent;
}

function renderBar(session: PlatformSession) {
  return render(
    <PlayerHarness props={{ session }}>
      <PlayerBar />
    </PlayerHarness>,
  );
}

let play: jest.SpyInstance;

beforeEach(() => {
  window.localStorage.clear();
  play = jest.spyOn(window.HTMLMediaElement.prototype, 'play').mockImplementation(() => Promise.resolve());
  jest.spyOn(window.HTMLMediaElement.prototype, 'pause').mockImplementation(() => {});
  jest.spyOn(window.HTMLMediaElement.prototype, 'load').mockImplementation(() => {});
});

afterEach(() => jest.restoreAllMocks());

describe('the player bar for a signed-in listener', () => {
  it('offers to resume a sermon stopped part-way through, and resumes there', async () => {
    serveApi({ play_position: 454 });
    renderBar(signedInSession());
    act(() => emitPlatformEvent('player:play', { sermonID: sermon.sermonID }));
    const resume = await screen.findByTestId('player-resume');
    expect(resume.textContent).toBe('Resume from 7:34');
    expect(screen.getByTestId('player-restart').textContent).toBe('Restart');

    const media = screen.getByTestId('player-media') as HTMLMediaElement;
    withClock(media);
    fireEvent.canPlay(media);
    // it asks before it starts
    expect(play).not.toHaveBeenCalled();
    expect(screen.getByTestId('player-bar').dataset.state).toBe('Loaded');

    fireEvent.click(resume);
    expect(media.currentTime).toBe(454);
    expect(play).toHaveBeenCalledTimes(1);
    expect(screen.queryByTestId('player-resume')).toBeNull();
  });

  it('starts from the beginning on Restart', async () => {
    serveApi({ play_position: 454 });
    renderBar(signedInSession());
    act(() => emitPlatformEvent('player:play', { sermonID: sermon.sermonID }));
    fireEvent.click(await screen.findByTestId('player-restart'));
    const media = screen.getByTestId('player-media') as HTMLMediaElement;
    withClock(media);
    expect(play).toHaveBeenCalledTimes(1);
    expect(media.currentTime).toBe(0);
    expect(screen.queryByTestId('player-resume-offer')).toBeNull();
  });

  it('plays at once when there is no history for the sermon', async () => {
    serveApi(null);
    renderBar(signedInSession());
    act(() => emitPlatformEvent('player:play', { sermonID: sermon.sermonID }));
    const media = (await screen.findByTestId('player-media')) as HTMLMediaElement;
    fireEvent.canPlay(media);
    await waitFor(() => expect(play).toHaveBeenCalledTimes(1));
    expect(screen.queryByTestId('player-resume')).toBeNull();
  });

  it('does not offer a position in the last seconds (the sermon was heard to the end)', async () => {
    serveApi({ play_position: 598 });
    renderBar(signedInSession());
    act(() => emitPlatformEvent('player:play', { sermonID: sermon.sermonID }));
    const media = (await screen.findByTestId('player-media')) as HTMLMediaElement;
    fireEvent.canPlay(media);
    await waitFor(() => expect(play).toHaveBeenCalledTimes(1));
    expect(screen.queryByTestId('player-resume')).toBeNull();
  });

  it('asks nothing when the page says where to start', async () => {
    const sent = serveApi({ play_position: 454 });
    renderBar(signedInSession());
    act(() => emitPlatformEvent('player:play', { sermonID: sermon.sermonID, startAt: 120 }));
    const media = (await screen.findByTestId('player-media')) as HTMLMediaElement;
    withClock(media);
    fireEvent.canPlay(media);
    expect(media.currentTime).toBe(120);
    expect(play).toHaveBeenCalledTimes(1);
    expect(sent.some((request) => request.path.startsWith('/v2/site/history'))).toBe(false);
  });

  it('saves the position with the Bearer token when paused, and with keepalive when the page goes away', async () => {
    const sent = serveApi(null);
    renderBar(signedInSession(undefined, 'token-abc'));
    act(() => emitPlatformEvent('player:play', { sermonID: sermon.sermonID }));
    const media = (await screen.findByTestId('player-media')) as HTMLMediaElement;
    const clock = withClock(media);
    fireEvent.canPlay(media);
    await waitFor(() => expect(play).toHaveBeenCalled());
    fireEvent.playing(media);
    act(() => clock.tick(95.4));
    fireEvent.click(screen.getByTestId('player-play-pause'));
    await waitFor(() => expect(sent.filter((r) => r.method === 'POST')).toHaveLength(1));
    const saved = sent.find((r) => r.method === 'POST')!;
    expect(saved.path).toBe(`/v2/site/history/sermons/${sermon.sermonID}`);
    expect(saved.body).toEqual({ play_position: 95 });
    expect(saved.headers.Authorization).toBe('Bearer token-abc');

    act(() => window.dispatchEvent(new Event('pagehide')));
    await waitFor(() => expect(sent.filter((r) => r.method === 'POST')).toHaveLength(2));
    const onExit = sent.filter((r) => r.method === 'POST')[1]!;
    expect(onExit.keepalive).toBe(true);
    expect(onExit.headers.Authorization).toBe('Bearer token-abc');
    expect(onExit.body).toEqual({ play_position: 95 });
  });
});

describe('the player bar for an anonymous listener', () => {
  it('neither asks nor saves', async () => {
    const sent = serveApi({ play_position: 454 });
    render(
      <PlayerHarness>
        <PlayerBar />
      </PlayerHarness>,
    );
    act(() => emitPlatformEvent('player:play', { sermonID: sermon.sermonID }));
    const media = (await screen.findByTestId('player-media')) as HTMLMediaElement;
    fireEvent.canPlay(media);
    fireEvent.playing(media);
    fireEvent.click(screen.getByTestId('player-play-pause'));
    expect(play).toHaveBeenCalledTimes(1);
    expect(sent.some((request) => request.path.startsWith('/v2/site/history'))).toBe(false);
  });
});
