import { act, renderHook, waitFor } from '@testing-library/react';
import { fixtureAudioSermon, fixtureMedia } from '@sermon/shared-contracts/machines/player-sermon-fixture';
import type { Sermon } from '@sermon/shared-contracts/entities/sermon';
import { createCaptionStore, type CaptionStore } from './caption-store';
import { useCaptions } from './use-captions';

const ENGLISH = 'WEBVTT\n\n1\n00:00:01.000 --> 00:00:03.000\nGrace and peace.\n';
const SPANISH = '1\n00:00:01,000 --> 00:00:03,000\nGracia y paz.\n';

function captionedSermon(sermonID = 's1'): Sermon {
  const base = fixtureAudioSermon({ sermonID });
  return {
    ...base,
    captionLanguages: { alpha_2: ['en', 'es'], alpha_3: ['eng', 'spa'] },
    media: {
      ...base.media,
      caption: [
        fixtureMedia({ mediaType: 'caption', language: 'eng', streamURL: `/media/${sermonID}/captions.eng.vtt` }),
        fixtureMedia({ mediaType: 'caption', language: 'eng', streamURL: `/media/${sermonID}/captions.eng.srt` }),
        fixtureMedia({ mediaType: 'caption', language: 'spa', streamURL: `/media/${sermonID}/captions.spa.srt` }),
      ],
    },
  };
}

function respond(status: number, body: string) {
  return { ok: status >= 200 && status < 300, status, text: async () => body };
}

let fetchMock: jest.Mock;
let warn: jest.SpyInstance;
let store: CaptionStore;

beforeEach(() => {
  fetchMock = jest.fn(async (url: string) => respond(200, url.includes('.spa.') ? SPANISH : ENGLISH));
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
  store = createCaptionStore();
});

afterEach(() => jest.restoreAllMocks());

describe('useCaptions', () => {
  it('GETs the VTT file of the chosen language and gives its cues', async () => {
    const { result } = renderHook(() => useCaptions(captionedSermon(), 'eng', store));
    expect(result.current).toEqual({ status: 'loading', cues: [], language: 'eng' });
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current.cues).toEqual([{ id: '1', startTime: 1, endTime: 3, text: 'Grace and peace.' }]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/media/s1/captions.eng.vtt');
  });

  it('reads the SRT file when the language has no VTT', async () => {
    const { result } = renderHook(() => useCaptions(captionedSermon(), 'spa', store));
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current.cues[0]?.text).toBe('Gracia y paz.');
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/media/s1/captions.spa.srt');
  });

  it('is off, fetching nothing, for no language, a language the sermon lacks or a sermon without captions', () => {
    for (const [sermon, language] of [
      [captionedSermon(), null],
      [captionedSermon(), 'deu'],
      [fixtureAudioSermon(), 'eng'],
      [null, 'eng'],
    ] as const) {
      const { result } = renderHook(() => useCaptions(sermon, language, store));
      expect(result.current).toEqual({ status: 'off', cues: [], language: null });
    }
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('reports a failed download with console.warn and shows nothing', async () => {
    fetchMock.mockResolvedValue(respond(404, 'Not found'));
    const { result } = renderHook(() => useCaptions(captionedSermon(), 'eng', store));
    await waitFor(() => expect(result.current.status).toBe('failed'));
    expect(result.current.cues).toEqual([]);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toContain('/media/s1/captions.eng.vtt');
  });

  it('reports a network error the same way', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const { result } = renderHook(() => useCaptions(captionedSermon(), 'eng', store));
    await waitFor(() => expect(result.current.status).toBe('failed'));
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('aborts the download in flight when the language changes, without reporting it', async () => {
    let firstSignal: AbortSignal | undefined;
    fetchMock.mockImplementationOnce((_url: string, init: RequestInit) => {
      firstSignal = init.signal ?? undefined;
      return new Promise(() => {});
    });
    const { result, rerender } = renderHook(({ language }) => useCaptions(captionedSermon(), language, store), {
      initialProps: { language: 'eng' as string | null },
    });
    rerender({ language: 'spa' });
    expect(firstSignal?.aborted).toBe(true);
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current).toMatchObject({ language: 'spa', cues: [expect.objectContaining({ text: 'Gracia y paz.' })] });
    expect(warn).not.toHaveBeenCalled();
  });

  it('never shows the previous sermon’s cues while the next sermon’s captions load', async () => {
    const { result, rerender } = renderHook(({ sermon }) => useCaptions(sermon, 'eng', store), {
      initialProps: { sermon: captionedSermon('s1') },
    });
    await waitFor(() => expect(result.current.status).toBe('ready'));
    rerender({ sermon: captionedSermon('s2') });
    expect(result.current).toEqual({ status: 'loading', cues: [], language: 'eng' });
    await waitFor(() => expect(result.current.status).toBe('ready'));
  });

  it('answers from the cache, at once and without a second GET, when a file comes back', async () => {
    const { result, rerender } = renderHook(({ language }) => useCaptions(captionedSermon(), language, store), {
      initialProps: { language: 'eng' as string | null },
    });
    await waitFor(() => expect(result.current.status).toBe('ready'));
    rerender({ language: null });
    expect(result.current.status).toBe('off');
    rerender({ language: 'eng' });
    expect(result.current.status).toBe('ready');
    await act(async () => undefined);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
