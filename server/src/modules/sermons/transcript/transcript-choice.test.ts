import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { chooseTranscript, transcriptPath } from './transcript-choice';

const file = (storageKey: string, language: string | null) => ({ storageKey, language });

describe('choosing the transcript a download means', () => {
  const files = [file('a/t.spa.txt', 'spa'), file('a/t.eng.txt', 'eng'), file('a/t2.eng.txt', 'eng'), file('a/t.txt', null)];

  it("takes the newest in the language asked for, or none when there is none in it", () => {
    assert.equal(chooseTranscript(files, 'eng', 'spa')?.storageKey, 'a/t2.eng.txt');
    assert.equal(chooseTranscript(files, 'spa', 'eng')?.storageKey, 'a/t.spa.txt');
    assert.equal(chooseTranscript(files, 'deu', 'eng'), undefined);
  });

  it("without a language, takes the sermon's own language, else the first transcript", () => {
    assert.equal(chooseTranscript(files, undefined, 'eng')?.storageKey, 'a/t2.eng.txt');
    assert.equal(chooseTranscript(files, undefined, 'fra')?.storageKey, 'a/t.spa.txt');
    assert.equal(chooseTranscript([], undefined, 'eng'), undefined);
  });

  it('builds the API path, with the language when the file records one', () => {
    assert.equal(transcriptPath('1001', 'eng'), '/v2/node/sermons/1001/transcript?language=eng');
    assert.equal(transcriptPath('1001', null), '/v2/node/sermons/1001/transcript');
  });
});
