import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { presentMediaExtras, presentMediaSet } from './present-sermon';
import type { SermonMediaRow } from './repo';

let nextId = 1;
function row(kind: string, encoding: string, storageKey: string, more: Partial<SermonMediaRow> = {}): SermonMediaRow {
  return {
    id: nextId++,
    sermonId: '1',
    kind,
    encoding,
    mediaType: 'mp4',
    storageKey,
    contentType: 'video/mp4',
    bitrateKbps: null,
    fileSizeBytes: 10,
    durationSeconds: null,
    audioCodec: null,
    videoCodec: null,
    language: null,
    ...more,
  };
}
const url = (path: string) => `http://h${path}`;

describe('presentMediaExtras', () => {
  it("takes the newest waveform and preview, lists caption languages own language first, and prefers the sermon's transcript", () => {
    const rows = [
      row('waveform', 'waveform', 's/old-waveform.json'),
      row('waveform', 'waveform', 's/waveform.json'),
      row('preview', 'video-short', 's/preview.mp4'),
      row('caption', 'caption', 's/captions.spa.vtt', { language: 'spa' }),
      row('caption', 'caption-srt', 's/captions.spa.srt', { language: 'spa' }),
      row('caption', 'caption', 's/captions.deu.vtt', { language: 'deu' }),
      row('caption', 'caption', 's/captions.eng.vtt', { language: 'eng' }),
      row('text', 'transcript', 's/transcript.spa.txt', { mediaType: 'transcript', language: 'spa' }),
      row('text', 'transcript', 's/transcript.eng.txt', { mediaType: 'transcript', language: 'eng' }),
    ];
    assert.deepEqual(presentMediaExtras(rows, url, 'eng'), {
      waveformPeaksURL: 'http://h/media/s/waveform.json',
      captionLanguages: { alpha_2: ['en', 'de', 'es'], alpha_3: ['eng', 'deu', 'spa'] },
      videoPreviewURL: 'http://h/media/s/preview.mp4',
      transcript: { downloadURL: 'http://h/v2/node/sermons/1/transcript?language=eng' },
    });
  });

  it('answers empty extras for a sermon without files', () => {
    assert.deepEqual(presentMediaExtras([], url, 'eng'), {
      waveformPeaksURL: null,
      captionLanguages: { alpha_2: [], alpha_3: [] },
      videoPreviewURL: null,
      transcript: null,
    });
  });
});

describe('presentMediaSet', () => {
  it('marks the HLS master playlist adaptive, without a download, after the files; waveform and preview stay out', () => {
    const rows = [
      row('video', 'video-hls', 's/hls/master.m3u8', { contentType: 'application/vnd.apple.mpegurl' }),
      row('video', 'video-low', 's/video-low.mp4', { bitrateKbps: 300 }),
      row('video', 'video-high', 's/video-high.mp4', { bitrateKbps: 900 }),
      row('waveform', 'waveform', 's/waveform.json'),
      row('preview', 'video-short', 's/preview.mp4'),
    ];
    const { media } = presentMediaSet(rows, 'eng', url);
    assert.deepEqual(
      media.video.map((m) => [m.streamURL, m.adaptiveBitrate, m.downloadURL]),
      [
        ['http://h/media/s/video-high.mp4', false, 'http://h/media/s/video-high.mp4?download=1'],
        ['http://h/media/s/video-low.mp4', false, 'http://h/media/s/video-low.mp4?download=1'],
        ['http://h/media/s/hls/master.m3u8', true, null],
      ],
    );
    assert.deepEqual([media.audio, media.text, media.caption], [[], [], []]);
  });
});
