import { I18nProvider } from '@lingui/react';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { ANONYMOUS_SESSION } from '@sermon/shared-contracts/auth/platform-session';
import { RemotePropsProvider } from '@sermon/shared-contracts/mf/remote-props';
import { createSourceI18n } from '@sermon/shared-contracts/testing/source-i18n';
import { FakeTusServer, sameBytes, testFile } from './fake-tus-server';
import { uploadFingerprint, useResumableUpload, type ResumableUploadOptions } from './use-resumable-upload';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

function wrapper({ children }: { children: ReactNode }) {
  return (
    <I18nProvider i18n={createSourceI18n()}>
      <RemotePropsProvider value={{ basePath: '', locale: 'en', apiBase: '/v2/', apiKey: 'k', session: ANONYMOUS_SESSION }}>{children}</RemotePropsProvider>
    </I18nProvider>
  );
}

function setup(server: FakeTusServer, storage = memoryStorage(), extra: ResumableUploadOptions = {}) {
  return renderHook(() => useResumableUpload({ transport: server.transport, storage, retryDelays: [0, 0, 0], chunkSize: 2000, ...extra }), { wrapper });
}

describe('useResumableUpload', () => {
  it('asks for a ticket, sends the file and ends done with the whole size as progress', async () => {
    const server = new FakeTusServer();
    const storage = memoryStorage();
    const { result } = setup(server, storage);
    let answer: string | null = null;
    await act(async () => {
      answer = await result.current.start(testFile(5000), async () => server.ticket('http://h/v2/media/upload/one'));
    });
    expect(answer).toBe('http://h/v2/media/upload/one');
    expect(result.current.state).toBe('done');
    expect(result.current.progress).toEqual({ sent: 5000, total: 5000 });
    expect(sameBytes(server.bytesOf('http://h/v2/media/upload/one'), 5000)).toBe(true);
    expect(storage.items.size).toBe(0);
  });

  it('resumes through a dropped connection by itself', async () => {
    const server = new FakeTusServer();
    server.cuts = [700];
    const { result } = setup(server);
    await act(async () => {
      await result.current.start(testFile(5000), async () => server.ticket('http://h/u/two'));
    });
    expect(result.current.state).toBe('done');
    expect(sameBytes(server.bytesOf('http://h/u/two'), 5000)).toBe(true);
    expect(server.log).toContain('HEAD');
  });

  it('after a reload, continues the same file where the bytes stopped instead of starting over', async () => {
    const server = new FakeTusServer();
    const storage = memoryStorage();
    const file = testFile(6000);
    // the page before the reload: ticket taken, length declared, 2,000 bytes sent, then the tab closed
    server.ticket('http://h/u/three');
    server.uploads.get('http://h/u/three')!.length = 6000;
    server.uploads.get('http://h/u/three')!.bytes = Uint8Array.from({ length: 2000 }, (_, i) => i % 251);
    storage.setItem(uploadFingerprint(file, 'sermon-1:original-audio:'), 'http://h/u/three');
    const ticket = jest.fn(async () => 'http://h/u/never');
    const { result } = setup(server, storage);
    await act(async () => {
      await result.current.start(file, ticket, { resumeKey: 'sermon-1:original-audio:' });
    });
    expect(ticket).not.toHaveBeenCalled();
    expect(result.current.state).toBe('done');
    expect(sameBytes(server.bytesOf('http://h/u/three'), 6000)).toBe(true);
    expect(server.log).toEqual(['HEAD', 'PATCH 2000', 'PATCH 4000']);
  });

  it('takes a new ticket when the remembered upload is gone', async () => {
    const server = new FakeTusServer();
    const storage = memoryStorage();
    const file = testFile(1000);
    storage.setItem(uploadFingerprint(file), 'http://h/u/expired');
    const { result } = setup(server, storage);
    await act(async () => {
      await result.current.start(file, async () => server.ticket('http://h/u/new'));
    });
    expect(result.current.state).toBe('done');
    expect(result.current.uploadURL).toBe('http://h/u/new');
  });

  it('shows the server’s refusal as the error', async () => {
    const server = new FakeTusServer();
    server.refuseOnComplete = { status: 413, header: () => null, text: JSON.stringify({ message: 'The file is too large: this upload may be at most 5 MB.', errors: { code: 'UPLOAD_TOO_LARGE' } }) };
    const { result } = setup(server);
    await act(async () => {
      expect(await result.current.start(testFile(100), async () => server.ticket('http://h/u/big'))).toBeNull();
    });
    expect(result.current.state).toBe('failed');
    expect(result.current.error).toBe('The file is too large: this upload may be at most 5 MB.');
  });

  it('pauses, resumes from the server’s offset, and cancel drops the upload on the server', async () => {
    const server = new FakeTusServer();
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let patches = 0;
    const slow: typeof server.transport = async (request) => {
      if (request.method === 'PATCH' && ++patches === 2) await gate;
      return server.transport(request);
    };
    const { result } = setup(server, memoryStorage(), { transport: slow });
    let done: Promise<string | null>;
    act(() => {
      done = result.current.start(testFile(6000), async () => server.ticket('http://h/u/p'));
    });
    await waitFor(() => expect(patches).toBe(2));
    act(() => result.current.pause());
    expect(result.current.state).toBe('paused');
    release();
    await new Promise((resolve) => setTimeout(resolve, 20));
    act(() => result.current.resume());
    await act(async () => {
      expect(await done!).toBe('http://h/u/p');
    });
    expect(result.current.state).toBe('done');
    expect(sameBytes(server.bytesOf('http://h/u/p'), 6000)).toBe(true);

    const second = setup(server);
    let cancelled: Promise<string | null>;
    act(() => {
      cancelled = second.result.current.start(testFile(4000, 'other.mp3'), async () => server.ticket('http://h/u/c'));
    });
    act(() => second.result.current.cancel());
    await act(async () => {
      expect(await cancelled!).toBeNull();
    });
    expect(second.result.current.state).toBe('idle');
  });
});
