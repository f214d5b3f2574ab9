import type { ApiClient, RequestOptions } from '@sermon/shared-contracts/api/create-api-client';
import { ApiError } from '@sermon/shared-contracts/errors/api-error';
import { fixtureAudioSermon } from '@sermon/shared-contracts/machines/player-sermon-fixture';
import { downloadTranscript, transcriptFileName, transcriptLanguageOf } from './transcript-download';

/** A client that answers GETs from a function and records them. */
function fakeClient(answer: (path: string) => Promise<unknown>) {
  const calls: { path: string; options: RequestOptions | undefined }[] = [];
  const client = {
    get: (path: string, options?: RequestOptions) => {
      calls.push({ path, options });
      return answer(path);
    },
  } as unknown as ApiClient;
  return { client, calls };
}

describe('downloadTranscript', () => {
  it('GETs the sermon’s transcript as text, in the language its download URL names, and saves it under its title', async () => {
    const { client, calls } = fakeClient(async () => 'In the beginning was the Word.');
    const save = jest.fn();
    const sermon = fixtureAudioSermon({
      sermonID: '2002',
      displayTitle: 'The Word',
      transcript: { downloadURL: 'https://sermons.example.org/v2/node/sermons/2002/transcript?language=spa' },
    });
    await downloadTranscript(client, sermon, save);
    expect(calls).toEqual([
      {
        path: 'node/sermons/2002/transcript',
        options: expect.objectContaining({ query: { language: 'spa' }, noCache: true, responseType: 'text' }),
      },
    ]);
    expect(save).toHaveBeenCalledWith('In the beginning was the Word.', 'The Word.txt');
  });

  it('leaves the language to the server when the download URL does not name one', async () => {
    const { client, calls } = fakeClient(async () => 'text');
    await downloadTranscript(client, fixtureAudioSermon({ sermonID: '7', transcript: { downloadURL: '/v2/node/sermons/7/transcript' } }), jest.fn());
    expect(calls[0]!.options?.query).toEqual({});
  });

  it('rejects with the API error and saves nothing when the server refuses', async () => {
    const refused = new ApiError('Sign in first', 401, 'UNAUTHORIZED');
    const { client } = fakeClient(() => Promise.reject(refused));
    const save = jest.fn();
    await expect(downloadTranscript(client, fixtureAudioSermon({ transcript: { downloadURL: '/t' } }), save)).rejects.toBe(refused);
    expect(save).not.toHaveBeenCalled();
  });
});

describe('transcriptFileName', () => {
  it('is the title with the characters file systems refuse taken out', () => {
    expect(transcriptFileName({ displayTitle: 'Grace: Abounding?', fullTitle: '' })).toBe('Grace Abounding.txt');
    expect(transcriptFileName({ displayTitle: 'A/B \\ C*"<>|', fullTitle: '' })).toBe('A B C.txt');
    expect(transcriptFileName({ displayTitle: 'Ends with dots...', fullTitle: '' })).toBe('Ends with dots.txt');
    expect(transcriptFileName({ displayTitle: 'Das Wort – Johannes 1', fullTitle: '' })).toBe('Das Wort – Johannes 1.txt');
  });

  it('falls back to the full title, then to "transcript"', () => {
    expect(transcriptFileName({ displayTitle: '', fullTitle: 'Full title' })).toBe('Full title.txt');
    expect(transcriptFileName({ displayTitle: '???', fullTitle: '' })).toBe('transcript.txt');
  });

  it('keeps long titles to a length every file system takes', () => {
    expect(transcriptFileName({ displayTitle: 'x'.repeat(500), fullTitle: '' })).toBe(`${'x'.repeat(120)}.txt`);
  });
});

describe('transcriptLanguageOf', () => {
  it('reads the language named in the download URL, relative or absolute', () => {
    expect(transcriptLanguageOf({ transcript: { downloadURL: '/v2/node/sermons/1/transcript?language=deu' } })).toBe('deu');
    expect(transcriptLanguageOf({ transcript: { downloadURL: 'https://x.org/media/1/transcript.eng.txt' } })).toBeUndefined();
    expect(transcriptLanguageOf({ transcript: null })).toBeUndefined();
  });
});
