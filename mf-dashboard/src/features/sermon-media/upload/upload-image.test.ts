import type { ApiClient } from '@sermon/shared-contracts/api/create-api-client';
import { ApiError } from '@sermon/shared-contracts/errors/api-error';
import { FakeTusServer } from './fake-tus-server';
import { imageProblem, uploadImage } from './upload-image';

function fakeClient(uploadURL: string) {
  const post = jest.fn(async () => ({ uploadURL }));
  return { client: { post } as unknown as ApiClient, post };
}

const png = (size = 2000) => new File([new Uint8Array(size)], 'art.png', { type: 'image/png' });

describe('uploadImage', () => {
  it('asks the series image call with the picture’s size and sends the bytes in one PUT', async () => {
    const server = new FakeTusServer();
    server.ticket('http://h/v2/media/upload/img');
    const { client, post } = fakeClient('http://h/v2/media/upload/img');
    const progress: number[] = [];
    const answer = await uploadImage(client, { kind: 'series', id: 10 }, png(), {
      transport: server.transport,
      readSize: async () => ({ width: 800, height: 800 }),
      onProgress: (sent) => progress.push(sent),
    });
    expect(post).toHaveBeenCalledWith(
      'media/images/series/10',
      expect.objectContaining({ width: 800, height: 800, fileSize: 2000, originalFilename: 'art.png', key: 'broadcaster' }),
      expect.anything(),
    );
    expect(server.log).toEqual(['PUT']);
    expect(server.bytesOf('http://h/v2/media/upload/img').length).toBe(2000);
    expect(answer.imageURL).toBe('http://x/media/images/series/1/1.jpg');
    expect(progress[progress.length - 1]).toBe(2000);
  });

  it('refuses a picture below the minimum before asking the server', async () => {
    const { client, post } = fakeClient('http://h/u');
    await expect(uploadImage(client, { kind: 'series', id: 10 }, png(), { readSize: async () => ({ width: 599, height: 900 }) })).rejects.toThrow(
      'The image must be at least 600×600 pixels; this one is 599×900.',
    );
    expect(post).not.toHaveBeenCalled();
  });

  it('passes the server’s refusal on in its words', async () => {
    const server = new FakeTusServer();
    server.ticket('http://h/u/bad');
    server.refuseOnComplete = { status: 415, header: () => null, text: JSON.stringify({ message: 'Images must be JPEG or PNG.', errors: { code: 'UNSUPPORTED_IMAGE' } }) };
    const { client } = fakeClient('http://h/u/bad');
    const failure = await uploadImage(client, { kind: 'speaker', id: 2 }, png(), { transport: server.transport, readSize: async () => ({ width: 400, height: 400 }) }).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).message).toBe('Images must be JPEG or PNG.');
  });
});

describe('imageProblem', () => {
  it('names what the server would refuse', () => {
    expect(imageProblem({ type: 'image/gif', name: 'a.gif', size: 10 }, { kind: 'speaker', id: 1 })).toBe('Images must be JPEG or PNG.');
    expect(imageProblem({ type: 'image/png', name: 'a.png', size: 0 }, { kind: 'speaker', id: 1 })).toBe('The file is empty (0 bytes). Choose a file that has content.');
    expect(imageProblem({ type: 'image/jpeg', name: 'a.jpg', size: 30 * 1024 * 1024 }, { kind: 'speaker', id: 1 })).toBe('The file is too large: this upload may be at most 20 MB.');
    expect(imageProblem({ type: 'image/jpeg', name: 'a.jpg', size: 10 }, { kind: 'broadcaster-banner', id: 'g' }, { width: 1200, height: 400 })).toBeNull();
  });
});
