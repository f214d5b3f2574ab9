import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { attachmentDisposition, fileAttachmentDisposition, safeFileStem } from './content-disposition';

describe('attachment file names', () => {
  it('makes a title safe for every file system and the header', () => {
    assert.equal(safeFileStem('  Romans 8: "More" / <Than> \\ Conquerors?*|  '), 'Romans 8 More Than Conquerors');
    assert.equal(safeFileStem('...hidden...'), 'hidden');
    assert.equal(safeFileStem('line\nbreak\u0000and\ttab'), 'line break and tab');
    assert.equal([...safeFileStem('词'.repeat(300))].length, 120);
    assert.equal(safeFileStem(' / : * '), '');
  });

  it('adds the UTF-8 name only when the plain one differs', () => {
    assert.equal(attachmentDisposition('More Than Conquerors', 'txt', 'sermon-1'), 'attachment; filename="More Than Conquerors.txt"');
    assert.equal(
      attachmentDisposition('Anna Müller – 100%', 'txt', 'sermon-1'),
      `attachment; filename="Anna Muller _ 100_.txt"; filename*=UTF-8''Anna%20M%C3%BCller%20%E2%80%93%20100%25.txt`,
    );
    // nothing Latin left: the ASCII name falls back, the UTF-8 name keeps the title
    assert.equal(attachmentDisposition('恩典', 'txt', 'sermon-1008'), `attachment; filename="sermon-1008.txt"; filename*=UTF-8''%E6%81%A9%E5%85%B8.txt`);
    assert.equal(attachmentDisposition(' / ', 'txt', 'sermon-7'), 'attachment; filename="sermon-7.txt"');
    assert.equal(attachmentDisposition("it's (1)", 'txt', 'x'), `attachment; filename="it's (1).txt"`);
  });

  it('names stored files by their own name, extension kept', () => {
    assert.equal(fileAttachmentDisposition('audio-high.mp3'), 'attachment; filename="audio-high.mp3"');
    assert.equal(fileAttachmentDisposition('Predigt über.MP3'), `attachment; filename="Predigt uber.MP3"; filename*=UTF-8''Predigt%20%C3%BCber.MP3`);
    assert.equal(fileAttachmentDisposition('README'), 'attachment; filename="README"');
  });
});
