import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { PlayerHarness } from '../PlayerHarness';
import { clearWaveformCache, useWaveformPeaks } from './use-waveform-peaks';
import { FLAT_PEAK_COUNT } from './waveform-geometry';

function respond(status: number, body: unknown) {
  return { ok: status >= 200 && status < 300, status, json: async () => body, text: async () => JSON.stringify(body) };
}

let fetchMock: jest.Mock;
let warn: jest.SpyInstance;

beforeEach(() => {
  clearWaveformCache();
  fetchMock = jest.fn();
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(() => jest.restoreAllMocks());

const wrapper = ({ children }: { children: ReactNode }) => <PlayerHarness>{children}</PlayerHarness>;

describe('useWaveformPeaks', () => {
  it('reads the plain peaks file of waveformPeaksURL', async () => {
    fetchMock.mockResolvedValue(respond(200, [0.1, 0.7, 0.3]));
    const { result } = renderHook(() => useWaveformPeaks({ sermonID: 's1', waveformPeaksURL: '/media/s1/waveform.json' }), { wrapper });
    expect(result.current).toMatchObject({ status: 'loading', isDefault: true });
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current).toEqual({ peaks: [0.1, 0.7, 0.3], isDefault: false, status: 'ready' });
    expect(fetchMock.mock.calls[0]![0]).toBe('/media/s1/waveform.json');
  });

  it('asks the API when the sermon has no peaks URL, and keeps its isDefault', async () => {
    fetchMock.mockResolvedValue(respond(200, { waveform: new Array(100).fill(0.15), isDefault: true }));
    const { result } = renderHook(() => useWaveformPeaks({ sermonID: 's2', waveformPeaksURL: null }), { wrapper });
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current.isDefault).toBe(true);
    expect(String(fetchMock.mock.calls[0]![0])).toContain('/v2/node/sermons/s2/waveform');
  });

  it('shows a flat line and reports when the file is missing', async () => {
    fetchMock.mockResolvedValue(respond(404, { message: 'not found' }));
    const { result } = renderHook(() => useWaveformPeaks({ sermonID: 's3', waveformPeaksURL: '/media/s3/waveform.json' }), { wrapper });
    await waitFor(() => expect(result.current.status).toBe('failed'));
    expect(result.current.isDefault).toBe(true);
    expect(result.current.peaks).toHaveLength(FLAT_PEAK_COUNT);
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('treats a corrupt file as a failure too', async () => {
    fetchMock.mockResolvedValue(respond(200, { not: 'peaks' }));
    const { result } = renderHook(() => useWaveformPeaks({ sermonID: 's4', waveformPeaksURL: '/media/s4/waveform.json' }), { wrapper });
    await waitFor(() => expect(result.current.status).toBe('failed'));
    expect(warn).toHaveBeenCalled();
  });

  it('fetches a sermon once for every component that shows it', async () => {
    fetchMock.mockResolvedValue(respond(200, [0.5, 0.6]));
    const sermon = { sermonID: 's5', waveformPeaksURL: '/media/s5/waveform.json' };
    const first = renderHook(() => useWaveformPeaks(sermon), { wrapper });
    const second = renderHook(() => useWaveformPeaks(sermon), { wrapper });
    await waitFor(() => expect(first.result.current.status).toBe('ready'));
    await waitFor(() => expect(second.result.current.status).toBe('ready'));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('never shows the previous sermon’s peaks while the next one loads', async () => {
    fetchMock.mockResolvedValueOnce(respond(200, [0.9, 0.9])).mockReturnValueOnce(new Promise(() => {}));
    const { result, rerender } = renderHook(({ id }) => useWaveformPeaks({ sermonID: id, waveformPeaksURL: `/media/${id}/w.json` }), {
      wrapper,
      initialProps: { id: 'a' },
    });
    await waitFor(() => expect(result.current.status).toBe('ready'));
    rerender({ id: 'b' });
    expect(result.current).toMatchObject({ status: 'loading', isDefault: true });
    expect(result.current.peaks).not.toEqual([0.9, 0.9]);
  });

  it('is flat and idle with no sermon', () => {
    const { result } = renderHook(() => useWaveformPeaks(null), { wrapper });
    expect(result.current).toMatchObject({ status: 'idle', isDefault: true });
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('useWaveformPeaks, shown again', () => {
  it('draws peaks it already has at once, without a loading step or a new request', async () => {
    clearWaveformCache();
    const fetchMock = jest.fn().mockResolvedValue(respond(200, [0.4, 0.8]));
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    const sermon = { sermonID: 's9', waveformPeaksURL: '/media/s9/waveform.json' };
    const first = renderHook(() => useWaveformPeaks(sermon), { wrapper });
    await waitFor(() => expect(first.result.current.status).toBe('ready'));
    first.unmount();
    const again = renderHook(() => useWaveformPeaks(sermon), { wrapper });
    expect(again.result.current).toEqual({ peaks: [0.4, 0.8], isDefault: false, status: 'ready' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
