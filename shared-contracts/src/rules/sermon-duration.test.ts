import { fixtureAudioSermon, fixtureMedia, fixtureSermon } from '../machines/player-sermon-fixture';
import {
  areAudioAndVideoLinked,
  audioDurationSeconds,
  sermonDurationSeconds,
  totalPlayCount,
  videoDurationSeconds,
} from './sermon-duration';

describe('sermon duration', () => {
  it('prefers the video duration when the sermon has video', () => {
    expect(sermonDurationSeconds(fixtureSermon({ audioDurationSeconds: 600, videoDurationSeconds: 640 }))).toBe(640);
  });

  it('falls back to the audio duration without video', () => {
    expect(sermonDurationSeconds(fixtureAudioSermon({ audioDurationSeconds: 600 }))).toBe(600);
  });

  it('reads the first rendition when the sermon-level figure is missing', () => {
    const sermon = fixtureAudioSermon({
      audioDurationSeconds: null,
      media: { type: 'media_set', audio: [fixtureMedia({ duration: 321 })], video: [], text: [], caption: [] },
    });
    expect(audioDurationSeconds(sermon)).toBe(321);
    expect(sermonDurationSeconds(sermon)).toBe(321);
  });

  it('is null when nothing knows the duration', () => {
    const sermon = fixtureAudioSermon({
      audioDurationSeconds: null,
      media: { type: 'media_set', audio: [fixtureMedia({ duration: null })], video: [], text: [], caption: [] },
    });
    expect(sermonDurationSeconds(sermon)).toBeNull();
    expect(videoDurationSeconds(sermon)).toBeNull();
  });
});

describe('audio and video linking', () => {
  it('links audio and video whose durations differ by at most 2 s', () => {
    expect(areAudioAndVideoLinked(fixtureSermon({ audioDurationSeconds: 600, videoDurationSeconds: 602 }))).toBe(true);
    expect(areAudioAndVideoLinked(fixtureSermon({ audioDurationSeconds: 602, videoDurationSeconds: 600 }))).toBe(true);
  });

  it('unlinks them when the durations differ by more than 2 s', () => {
    expect(areAudioAndVideoLinked(fixtureSermon({ audioDurationSeconds: 600, videoDurationSeconds: 603 }))).toBe(false);
  });

  it('does not link when one side is missing', () => {
    expect(areAudioAndVideoLinked(fixtureAudioSermon())).toBe(false);
  });
});

describe('total play count', () => {
  it('adds audio and video downloads', () => {
    expect(totalPlayCount({ downloadCount: 120, videoDownloadCount: 30 })).toBe(150);
    expect(totalPlayCount({ downloadCount: 0, videoDownloadCount: 0 })).toBe(0);
  });
});
