import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { ANONYMOUS_SESSION, type PlatformSession } from '@sermon/shared-contracts/auth/platform-session';
import { onPlatformEvent } from '@sermon/shared-contracts/events/platform-events';
import { fixtureAudioSermon } from '@sermon/shared-contracts/machines/player-sermon-fixture';
import type { SubtitleCue } from '@sermon/shared-contracts/rules/captions';
import { FAKE_ACCESS_TOKEN, signedInSession } from '@sermon/shared-contracts/testing/fake-session';
import { PlayerHarness } from '../player/PlayerHarness';
import { TranscriptPanel, USER_SCROLL_GRACE_MS } from './TranscriptPanel';

const cues: SubtitleCue[] = Array.from({ length: 20 }, (_, i) => ({
  id: String(i + 1),
  startTime: i * 5 + 1,
  endTime: i * 5 + 4,
  text: `Line ${i + 1}`,
}));

const ROW_HEIGHT = 40;
const LIST_HEIGHT = 200;
let scrollTo: jest.Mock;
let now = 100_000;

beforeAll(() => {
  // jsdom has no layout: each cue row is ROW_HEIGHT high, the list LIST_HEIGHT
  Object.defineProperty(HTMLElement.prototype, 'offsetTop', {
    configurable: true,
    get(this: HTMLElement) {
      return this.tagName === 'LI' ? [...(this.parentElement?.children ?? [])].indexOf(this) * ROW_HEIGHT : 0;
    },
  });
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', {
    configurable: true,
    get: () => LIST_HEIGHT,
  });
});

beforeEach(() => {
  now = 100_000;
  jest.spyOn(performance, 'now').mockImplementation(() => now);
  scrollTo = jest.fn(function (this: HTMLElement, options: ScrollToOptions) {
    this.scrollTop = options.top ?? 0;
  });
  HTMLElement.prototype.scrollTo = scrollTo as unknown as HTMLElement['scrollTo'];
});

afterEach(() => jest.restoreAllMocks());

function renderPanel(ui: ReactElement, session: PlatformSession = ANONYMOUS_SESSION) {
  return render(<PlayerHarness props={{ session }}>{ui}</PlayerHarness>);
}

const items = () => screen.getAllByTestId('transcript-cue');
const activeTexts = () => items().filter((item) => item.getAttribute('data-active') === 'true').map((item) => item.textContent);

describe('TranscriptPanel', () => {
  it('lists every cue with its start time as an accessible, labelled list', () => {
    renderPanel(<TranscriptPanel cues={cues} currentTime={0} onSeek={() => {}} />);
    const list = screen.getByRole('list', { name: 'Transcript' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(20);
    expect(items()[2]?.textContent).toBe('0:11Play from 0:11:Line 3');
    expect(screen.getByTestId('player-transcript')).toBeTruthy();
  });

  it('highlights the cue playing now, and the one just spoken during the pause after it', () => {
    const { rerender } = renderPanel(<TranscriptPanel cues={cues} currentTime={0.5} onSeek={() => {}} />);
    expect(activeTexts()).toEqual([]);
    rerender(
      <PlayerHarness>
        <TranscriptPanel cues={cues} currentTime={12} onSeek={() => {}} />
      </PlayerHarness>,
    );
    expect(activeTexts()).toEqual(['0:11Play from 0:11:Line 3']);
    expect(items()[2]?.getAttribute('aria-current')).toBe('true');
    rerender(
      <PlayerHarness>
        <TranscriptPanel cues={cues} currentTime={15.5} onSeek={() => {}} />
      </PlayerHarness>,
    );
    expect(items()[2]?.getAttribute('data-active')).toBe('true');
  });

  it('seeks to a cue’s start when it is pressed', () => {
    const onSeek = jest.fn();
    renderPanel(<TranscriptPanel cues={cues} currentTime={0} onSeek={onSeek} />);
    fireEvent.click(items()[7]!);
    expect(onSeek).toHaveBeenCalledWith(36);
  });

  it('scrolls the current cue into view at once, then smoothly as playback moves on', () => {
    const { rerender } = renderPanel(<TranscriptPanel cues={cues} currentTime={31} onSeek={() => {}} />);
    // cue 7 (index 6) sits 30% down the list: 6 * 40 - 0.3 * 200
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 180, behavior: 'auto' });
    rerender(
      <PlayerHarness>
        <TranscriptPanel cues={cues} currentTime={36} onSeek={() => {}} />
      </PlayerHarness>,
    );
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 220, behavior: 'smooth' });
  });

  it('glides to the next cue when the first one needed no scrolling', () => {
    const { rerender } = renderPanel(<TranscriptPanel cues={cues} currentTime={1} onSeek={() => {}} />);
    expect(scrollTo).not.toHaveBeenCalled();
    rerender(
      <PlayerHarness>
        <TranscriptPanel cues={cues} currentTime={16} onSeek={() => {}} />
      </PlayerHarness>,
    );
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 60, behavior: 'smooth' });
  });

  it('does not scroll while the time moves within the same cue', () => {
    const { rerender } = renderPanel(<TranscriptPanel cues={cues} currentTime={31} onSeek={() => {}} />);
    const calls = scrollTo.mock.calls.length;
    for (const time of [31.25, 31.5, 32, 33.9]) {
      rerender(
        <PlayerHarness>
          <TranscriptPanel cues={cues} currentTime={time} onSeek={() => {}} />
        </PlayerHarness>,
      );
    }
    expect(scrollTo.mock.calls.length).toBe(calls);
  });

  it('leaves the list where the listener scrolled it for a few seconds, then follows again', () => {
    const { rerender } = renderPanel(<TranscriptPanel cues={cues} currentTime={1} onSeek={() => {}} />);
    fireEvent.wheel(screen.getByRole('list'));
    scrollTo.mockClear();
    const at = (time: number) =>
      rerender(
        <PlayerHarness>
          <TranscriptPanel cues={cues} currentTime={time} onSeek={() => {}} />
        </PlayerHarness>,
      );
    now += USER_SCROLL_GRACE_MS - 1000;
    at(21);
    expect(scrollTo).not.toHaveBeenCalled();
    now += 2000;
    at(26);
    expect(scrollTo).toHaveBeenCalledTimes(1);
  });

  it('counts the scroll keys as the listener scrolling, but not a press on a cue', () => {
    const { rerender } = renderPanel(<TranscriptPanel cues={cues} currentTime={1} onSeek={() => {}} />);
    fireEvent.pointerDown(items()[3]!);
    scrollTo.mockClear();
    rerender(
      <PlayerHarness>
        <TranscriptPanel cues={cues} currentTime={16} onSeek={() => {}} />
      </PlayerHarness>,
    );
    expect(scrollTo).toHaveBeenCalledTimes(1);
    fireEvent.keyDown(screen.getByRole('list'), { key: 'PageDown' });
    rerender(
      <PlayerHarness>
        <TranscriptPanel cues={cues} currentTime={21} onSeek={() => {}} />
      </PlayerHarness>,
    );
    expect(scrollTo).toHaveBeenCalledTimes(1);
  });

  it('makes only the current cue a tab stop and moves between cues with the arrow keys', () => {
    const shortcuts = jest.fn();
    document.addEventListener('keydown', shortcuts);
    renderPanel(<TranscriptPanel cues={cues} currentTime={11} onSeek={() => {}} />);
    expect(items().filter((item) => item.tabIndex === 0)).toEqual([items()[2]]);
    items()[2]!.focus();
    const list = screen.getByRole('list');
    fireEvent.keyDown(list, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(items()[3]);
    fireEvent.keyDown(list, { key: 'ArrowUp' });
    fireEvent.keyDown(list, { key: 'ArrowUp' });
    expect(document.activeElement).toBe(items()[1]);
    fireEvent.keyDown(list, { key: 'End' });
    expect(document.activeElement).toBe(items()[19]);
    fireEvent.keyDown(list, { key: 'Home' });
    expect(document.activeElement).toBe(items()[0]);
    document.removeEventListener('keydown', shortcuts);
    expect(shortcuts).not.toHaveBeenCalled();
  });

  it('offers the transcript download to a signed-in listener only', () => {
    const sermon = fixtureAudioSermon({ transcript: { downloadURL: '/v2/node/sermons/s1/transcript' } });
    const signedIn = renderPanel(<TranscriptPanel cues={cues} currentTime={0} onSeek={() => {}} sermon={sermon} />, signedInSession());
    expect(screen.getByTestId('transcript-download').tagName).toBe('BUTTON');
    signedIn.unmount();

    window.history.pushState(null, '', '/sermons/s1?autoplay=1');
    renderPanel(<TranscriptPanel cues={cues} currentTime={0} onSeek={() => {}} sermon={sermon} />);
    expect(screen.queryByTestId('transcript-download')).toBeNull();
    expect(screen.getByTestId('transcript-sign-in').getAttribute('href')).toBe('/user/login?next=%2Fsermons%2Fs1%3Fautoplay%3D1');
    window.history.pushState(null, '', '/');
  });

  describe('the download button', () => {
    const sermon = fixtureAudioSermon({
      sermonID: 's1',
      displayTitle: 'Grace: Abounding?',
      transcript: { downloadURL: 'http://localhost/v2/node/sermons/s1/transcript?language=eng' },
    });
    const realFetch = globalThis.fetch;
    let saved: { blob: Blob; fileName: string }[];
    let toasts: unknown[];
    let stopToasts: () => void;

    beforeEach(() => {
      saved = [];
      toasts = [];
      stopToasts = onPlatformEvent('shell:toast', (detail) => toasts.push(detail));
      let lastBlob: Blob | null = null;
      URL.createObjectURL = jest.fn((blob: Blob) => {
        lastBlob = blob;
        return 'blob:transcript';
      });
      URL.revokeObjectURL = jest.fn();
      // jsdom cannot download: the click on the hidden link is where the browser would take over
      jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
        if (lastBlob && this.href === 'blob:transcript') saved.push({ blob: lastBlob, fileName: this.download });
      });
      jest.spyOn(console, 'warn').mockImplementation(() => {});
    });

    afterEach(() => {
      stopToasts();
      globalThis.fetch = realFetch;
    });

    /** jsdom's Blob has no text(); its FileReader reads one */
    function readBlob(blob: Blob): Promise<string> {
      return new Promise((resolve, reject) => {
        const reader = new FileReader();
        reader.onload = () => resolve(String(reader.result));
        reader.onerror = () => reject(reader.error);
        reader.readAsText(blob);
      });
    }

    function answer(status: number, body: string) {
      const fetchMock = jest.fn(async () => ({ ok: status < 300, status, text: async () => body }));
      globalThis.fetch = fetchMock as unknown as typeof fetch;
      return fetchMock;
    }

    it('fetches the transcript with the listener’s token and saves it under the sermon’s title', async () => {
      const fetchMock = answer(200, 'Grace and peace.\n');
      renderPanel(<TranscriptPanel cues={cues} currentTime={0} onSeek={() => {}} sermon={sermon} />, signedInSession());
      fireEvent.click(screen.getByTestId('transcript-download'));
      await waitFor(() => expect(saved).toHaveLength(1));
      const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
      expect(url).toBe('/v2/node/sermons/s1/transcript?language=eng');
      expect((init.headers as Record<string, string>).Authorization).toBe(`Bearer ${FAKE_ACCESS_TOKEN}`);
      expect(saved[0]!.fileName).toBe('Grace Abounding.txt');
      expect(await readBlob(saved[0]!.blob)).toBe('Grace and peace.\n');
      expect(saved[0]!.blob.type).toBe('text/plain;charset=utf-8');
      expect(toasts).toEqual([]);
      await waitFor(() => expect(screen.getByTestId('transcript-download').hasAttribute('disabled')).toBe(false));
    });

    it('tells the listener with an error toast when the download fails, and saves nothing', async () => {
      answer(500, JSON.stringify({ message: 'Broken', errors: { code: 'INTERNAL' } }));
      renderPanel(<TranscriptPanel cues={cues} currentTime={0} onSeek={() => {}} sermon={sermon} />, signedInSession());
      fireEvent.click(screen.getByTestId('transcript-download'));
      await waitFor(() => expect(toasts).toEqual([{ kind: 'error', message: 'The transcript could not be downloaded.' }]));
      expect(saved).toEqual([]);
      expect(screen.getByTestId('player-transcript')).toBeTruthy();
    });

    it('asks to sign in again when the server no longer knows the session', async () => {
      answer(401, JSON.stringify({ message: 'Sign in first', errors: { code: 'UNAUTHORIZED' } }));
      renderPanel(<TranscriptPanel cues={cues} currentTime={0} onSeek={() => {}} sermon={sermon} />, signedInSession());
      fireEvent.click(screen.getByTestId('transcript-download'));
      await waitFor(() => expect(toasts).toEqual([{ kind: 'error', message: 'Sign in again to download the transcript.' }]));
    });
  });

  it('has no download link when the sermon has no transcript file', () => {
    renderPanel(<TranscriptPanel cues={cues} currentTime={0} onSeek={() => {}} sermon={fixtureAudioSermon()} />, signedInSession());
    expect(screen.queryByTestId('transcript-download')).toBeNull();
    expect(screen.queryByTestId('transcript-sign-in')).toBeNull();
  });

  it('says it is loading while the captions load', () => {
    renderPanel(<TranscriptPanel cues={[]} currentTime={0} onSeek={() => {}} status="loading" />);
    expect(screen.getByRole('status').textContent).toBe('Loading the transcript…');
  });

  it('shows nothing when the captions failed, are off or have no cues', () => {
    for (const [status, list] of [
      ['failed', []],
      ['off', []],
      ['ready', []],
    ] as const) {
      const { container, unmount } = renderPanel(<TranscriptPanel cues={list} currentTime={0} onSeek={() => {}} status={status} />);
      expect(container.innerHTML).toBe('');
      unmount();
    }
  });
});
