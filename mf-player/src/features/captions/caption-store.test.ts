import { createCaptionStore, type FetchText } from './caption-store';

const VTT = 'WEBVTT\n\n00:00:01.000 --> 00:00:02.000\nHello\n';

/** A fetchText whose downloads the test settles by hand, recording each request and its signal. */
function manualFetch() {
  const requests: { url: string; signal: AbortSignal; resolve: (text: string) => void; reject: (error: Error) => void }[] = [];
  const fetchText: FetchText = (url, signal) =>
    new Promise<string>((resolve, reject) => {
      requests.push({ url, signal, resolve, reject });
    });
  return { fetchText, requests };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('createCaptionStore', () => {
  it('downloads and parses a file once, then answers from memory', async () => {
    const { fetchText, requests } = manualFetch();
    const store = createCaptionStore(fetchText);
    const first = store.load('/a.vtt', new AbortController().signal);
    requests[0]?.resolve(VTT);
    expect((await first).map((cue) => cue.text)).toEqual(['Hello']);
    expect(store.peek('/a.vtt')).toHaveLength(1);
    await store.load('/a.vtt', new AbortController().signal);
    expect(requests).toHaveLength(1);
  });

  it('shares one download between callers asking at the same time', async () => {
    const { fetchText, requests } = manualFetch();
    const store = createCaptionStore(fetchText);
    const a = store.load('/a.vtt', new AbortController().signal);
    const b = store.load('/a.vtt', new AbortController().signal);
    expect(requests).toHaveLength(1);
    requests[0]?.resolve(VTT);
    expect(await a).toBe(await b);
  });

  it('aborts the download when its last caller gives up, and fetches again next time', async () => {
    const { fetchText, requests } = manualFetch();
    const store = createCaptionStore(fetchText);
    const controller = new AbortController();
    const pending = store.load('/a.vtt', controller.signal);
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    expect(requests[0]?.signal.aborted).toBe(true);
    void store.load('/a.vtt', new AbortController().signal);
    expect(requests).toHaveLength(2);
  });

  it('keeps the download going while another caller still waits', async () => {
    const { fetchText, requests } = manualFetch();
    const store = createCaptionStore(fetchText);
    const leaving = new AbortController();
    const gone = store.load('/a.vtt', leaving.signal);
    const staying = store.load('/a.vtt', new AbortController().signal);
    leaving.abort();
    await expect(gone).rejects.toMatchObject({ name: 'AbortError' });
    expect(requests[0]?.signal.aborted).toBe(false);
    requests[0]?.resolve(VTT);
    expect(await staying).toHaveLength(1);
  });

  it('rejects at once for a signal already aborted, without fetching', async () => {
    const { fetchText, requests } = manualFetch();
    const store = createCaptionStore(fetchText);
    const controller = new AbortController();
    controller.abort();
    await expect(store.load('/a.vtt', controller.signal)).rejects.toMatchObject({ name: 'AbortError' });
    expect(requests).toHaveLength(0);
  });

  it('does not keep a failed download, so the next load tries again', async () => {
    const { fetchText, requests } = manualFetch();
    const store = createCaptionStore(fetchText);
    const failing = store.load('/a.vtt', new AbortController().signal);
    requests[0]?.reject(new Error('GET /a.vtt answered 404'));
    await expect(failing).rejects.toThrow('404');
    expect(store.peek('/a.vtt')).toBeUndefined();
    void store.load('/a.vtt', new AbortController().signal);
    expect(requests).toHaveLength(2);
  });

  it('forgets the least recently used file beyond its size', async () => {
    const store = createCaptionStore(async () => VTT, 2);
    const signal = new AbortController().signal;
    await store.load('/a.vtt', signal);
    await store.load('/b.vtt', signal);
    store.peek('/a.vtt');
    await store.load('/c.vtt', signal);
    await flush();
    expect(store.peek('/a.vtt')).toBeDefined();
    expect(store.peek('/b.vtt')).toBeUndefined();
    expect(store.peek('/c.vtt')).toBeDefined();
  });
});
