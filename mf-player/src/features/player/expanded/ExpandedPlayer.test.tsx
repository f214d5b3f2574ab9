// The expanded view's Transcript toggle, driven through the real bar: it starts as the listener's showTranscripts
// preference (off unless set), shows and hides the panel, survives closing the view, and a signed-in listener's
// choice is saved to their web preferences (a failed save is told, the choice stays).
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { PlatformSession } from '@sermon/shared-contracts/auth/platform-session';
import type { Sermon } from '@sermon/shared-contracts/entities/sermon';
import { emitPlatformEvent, onPlatformEvent } from '@sermon/shared-contracts/events/platform-events';
import { fixtureAudioSermon, fixtureMedia } from '@sermon/shared-contracts/machines/player-sermon-fixture';
import { ANONYMOUS_SESSION } from '@sermon/shared-contracts/auth/platform-session';
import { fakeUser, signedInSession } from '@sermon/shared-contracts/testing/fake-session';
import { forgetTranscriptChoice } from '../../captions/use-transcript-toggle';
import { PlayerBar } from '../PlayerBar';
import { PlayerHarness } from '../PlayerHarness';
import { clearWaveformCache } from '../waveform/use-waveform-peaks';

const VTT = 'WEBVTT\n\n1\n00:00:01.000 --> 00:00:03.000\nGrace and peace.\n\n2\n00:00:04.000 --> 00:00:06.000\nLet us pray.\n';

function captioned(sermonID: string): Sermon {
  const base = fixtureAudioSermon({ sermonID, fullTitle: 'All of Grace' });
  return {
    ...base,
    captionLanguages: { alpha_2: ['en'], alpha_3: ['eng'] },
    media: { ...base.media, caption: [fixtureMedia({ mediaType: 'caption', language: 'eng', streamURL: `/media/${sermonID}/captions.eng.vtt` })] },
  };
}

const withCaptions = captioned('4004');
const withoutCaptions = fixtureAudioSermon({ sermonID: '5005' });

interface Patch {
  url: string;
  body: Record<string, unknown>;
}

let patches: Patch[];
let patchStatus: number;

function serve(sermons: Sermon[]) {
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const json = (status: number, body: unknown) => ({ ok: status < 300, status, text: async () => JSON.stringify(body) });
    if (init?.method === 'PATCH' && url.includes('site/users')) {
      patches.push({ url, body: JSON.parse(String(init.body)) as Record<string, unknown> });
      return patchStatus < 300 ? json(200, { user: fakeUser() }) : json(patchStatus, { message: 'Down', errors: { code: 'INTERNAL' } });
    }
    if (url.endsWith('.vtt')) return { ok: true, status: 200, text: async () => VTT };
    if (url.startsWith('/media/')) return { ok: false, status: 404, text: async () => '' };
    if (/\/waveform(\?|$)/.test(url)) return json(200, { waveform: [0.2, 0.8, 0.4], isDefault: false });
    if (/\/languages(\?|$)/.test(url)) return json(200, { results: [], next: null, totalCount: 0 });
    const id = decodeURIComponent(/node\/sermons\/([^?/]+)/.exec(url)?.[1] ?? '');
    const found = sermons.find((s) => s.sermonID === id);
    if (!found && /node\/sermons\?/.test(url)) return json(200, { results: [], next: null, totalCount: 0 });
    return found ? json(200, found) : json(404, { message: 'Sermon not found', errors: { code: 'not_found' } });
  }) as unknown as typeof fetch;
}

async function openExpanded(sermonID: string, session: PlatformSession = ANONYMOUS_SESSION) {
  const view = render(
    <PlayerHarness props={{ session }}>
      <PlayerBar />
    </PlayerHarness>,
  );
  act(() => emitPlatformEvent('player:play', { sermonID }));
  const media = await screen.findByTestId('player-media');
  fireEvent.canPlay(media);
  fireEvent.click(screen.getByTestId('player-expand'));
  await screen.findByTestId('player-expanded');
  return view;
}

const toggleButton = () => screen.getByTestId('player-transcript-toggle');

beforeEach(() => {
  window.localStorage.clear();
  clearWaveformCache();
  forgetTranscriptChoice();
  patches = [];
  patchStatus = 200;
  serve([withCaptions, withoutCaptions]);
  jest.spyOn(window.HTMLMediaElement.prototype, 'play').mockImplementation(() => Promise.resolve());
  jest.spyOn(window.HTMLMediaElement.prototype, 'pause').mockImplementation(() => {});
  jest.spyOn(window.HTMLMediaElement.prototype, 'load').mockImplementation(() => {});
  jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
});

afterEach(async () => {
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  jest.restoreAllMocks();
});

describe('the Transcript toggle of the expanded view', () => {
  it('starts off for a signed-out listener, shows the panel when pressed, and keeps the choice when reopened', async () => {
    await openExpanded(withCaptions.sermonID);
    expect(toggleButton().getAttribute('aria-pressed')).toBe('false');
    expect(screen.queryByTestId('player-transcript')).toBeNull();

    fireEvent.click(toggleButton());
    expect(toggleButton().getAttribute('aria-pressed')).toBe('true');
    await waitFor(() => expect(screen.getAllByTestId('transcript-cue')).toHaveLength(2));

    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(screen.queryByTestId('player-expanded')).toBeNull();
    fireEvent.click(screen.getByTestId('player-expand'));
    await screen.findByTestId('player-expanded');
    expect(toggleButton().getAttribute('aria-pressed')).toBe('true');
    expect(await screen.findByTestId('player-transcript')).toBeTruthy();

    fireEvent.click(toggleButton());
    expect(screen.queryByTestId('player-transcript')).toBeNull();
    // nobody signed in: nothing to save
    expect(patches).toEqual([]);
  });

  it('opens with the panel when the signed-in listener’s preference says so, and saves turning it off', async () => {
    const session = signedInSession(fakeUser({ web_preferences: '{"showTranscripts":true}' }));
    const reloadUser = jest.spyOn(session, 'reloadUser');
    await openExpanded(withCaptions.sermonID, session);
    expect(toggleButton().getAttribute('aria-pressed')).toBe('true');
    expect(await screen.findByTestId('player-transcript')).toBeTruthy();

    fireEvent.click(toggleButton());
    expect(screen.queryByTestId('player-transcript')).toBeNull();
    await waitFor(() => expect(reloadUser).toHaveBeenCalled());
    expect(patches).toHaveLength(1);
    expect(patches[0]!.url).toMatch(/\/v2\/site\/users$/);
    expect(JSON.parse(String(patches[0]!.body.web_preferences))).toEqual({ showTranscripts: false, t: expect.any(Number) });
  });

  it('keeps the panel as chosen and shows an error toast when the preference cannot be saved', async () => {
    patchStatus = 500;
    const toasts: unknown[] = [];
    const stop = onPlatformEvent('shell:toast', (detail) => toasts.push(detail));
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    await openExpanded(withCaptions.sermonID, signedInSession());
    expect(toggleButton().getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(toggleButton());
    await waitFor(() => expect(toasts).toEqual([{ kind: 'error', message: 'Your transcript setting could not be saved.' }]));
    expect(toggleButton().getAttribute('aria-pressed')).toBe('true');
    expect(await screen.findByTestId('player-transcript')).toBeTruthy();
    stop();
  });

  it('is not offered for a sermon without captions', async () => {
    await openExpanded(withoutCaptions.sermonID);
    expect(screen.queryByTestId('player-transcript-toggle')).toBeNull();
    expect(screen.queryByTestId('player-transcript')).toBeNull();
  });
});
