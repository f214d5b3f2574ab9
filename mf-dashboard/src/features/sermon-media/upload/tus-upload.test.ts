import { ApiError } from '@sermon/shared-contracts/errors/api-error';
import { FakeTusServer, sameBytes, testFile } from './fake-tus-server';
import { tusUpload, UploadAbortedError, UploadGoneError } from './tus-upload';

const URL_A = 'http://localhost/v2/media/upload/aaaa';
const noWait = () => Promise.resolve();

describe('tusUpload', () => {
  it('sends the file in chunks at the server’s offsets and reports progress up to the total', async () => {
    const server = new FakeTusServer();
    server.ticket(URL_A);
    const progress: number[] = [];
    await tusUpload({ file: testFile(10_000), uploadURL: URL_A, transport: server.transport, chunkSize: 4000, onProgress: (sent) => progress.push(sent) });
    expect(sameBytes(server.bytesOf(URL_A), 10_000)).toBe(true);
    expect(server.log).toEqual(['POST', 'PATCH 0', 'PATCH 4000', 'PATCH 8000']);
    expect(progress[progress.length - 1]).toBe(10_000);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
  });

  it('survives a connection cut halfway: waits, asks the server where it stands and goes on from there', async () => {
    const server = new FakeTusServer();
    server.ticket(URL_A);
    server.cuts = [1500];
    const phases: string[] = [];
    const waits: number[] = [];
    await tusUpload({
      file: testFile(10_000),
      uploadURL: URL_A,
      transport: server.transport,
      chunkSize: 4000,
      retryDelays: [250, 1000],
      sleep: async (ms) => void waits.push(ms),
      onPhase: (phase) => phases.push(phase),
    });
    expect(sameBytes(server.bytesOf(URL_A), 10_000)).toBe(true);
    // the bytes that got through before the cut are not sent again
    expect(server.log).toEqual(['POST', 'PATCH 0', 'HEAD', 'PATCH 1500', 'PATCH 5500', 'PATCH 9500']);
    expect(waits).toEqual([250]);
    expect(phases).toContain('resuming');
    expect(phases[phases.length - 1]).toBe('uploading');
  });

  it('gives up after the last retry delay', async () => {
    const server = new FakeTusServer();
    server.ticket(URL_A);
    server.cuts = [10, 10, 10];
    await expect(
      tusUpload({ file: testFile(5000), uploadURL: URL_A, transport: server.transport, retryDelays: [0, 0], sleep: noWait }),
    ).rejects.toThrow('network error');
  });

  it('continues an upload begun before a reload from the server’s offset', async () => {
    const server = new FakeTusServer();
    server.ticket(URL_A);
    // before the reload: the length was declared and 2,500 bytes arrived
    server.uploads.get(URL_A)!.length = 6000;
    server.uploads.get(URL_A)!.bytes = Uint8Array.from({ length: 2500 }, (_, i) => i % 251);
    await tusUpload({ file: testFile(6000), uploadURL: URL_A, transport: server.transport, resume: true });
    expect(sameBytes(server.bytesOf(URL_A), 6000)).toBe(true);
    expect(server.log.slice(-2)).toEqual(['HEAD', 'PATCH 2500']);
  });

  it('stops at a refusal with the server’s words, without retrying', async () => {
    const server = new FakeTusServer();
    server.ticket(URL_A);
    server.refuseOnComplete = {
      status: 422,
      header: () => null,
      text: JSON.stringify({ message: 'The image must be at least 600×600 pixels; this one is 10×10.', errors: { code: 'IMAGE_TOO_SMALL' } }),
    };
    const failure = await tusUpload({ file: testFile(100), uploadURL: URL_A, transport: server.transport, sleep: noWait }).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).message).toBe('The image must be at least 600×600 pixels; this one is 10×10.');
    expect(server.log).toEqual(['POST', 'PATCH 0']);
  });

  it('says the upload is gone when the server no longer knows the URL', async () => {
    const server = new FakeTusServer();
    await expect(tusUpload({ file: testFile(100), uploadURL: URL_A, transport: server.transport, resume: true })).rejects.toBeInstanceOf(UploadGoneError);
  });

  it('stops when its signal is aborted', async () => {
    const server = new FakeTusServer();
    server.ticket(URL_A);
    const controller = new AbortController();
    controller.abort();
    await expect(tusUpload({ file: testFile(100), uploadURL: URL_A, transport: server.transport, signal: controller.signal })).rejects.toBeInstanceOf(UploadAbortedError);
  });
});
