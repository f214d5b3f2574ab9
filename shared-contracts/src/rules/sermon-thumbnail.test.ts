import { fixtureAudioSermon, fixtureMedia, fixtureSermon } from '../machines/player-sermon-fixture';
import { sermonThumbnail, thumbnailSize, THUMBNAIL_HEIGHT_RATIO } from './sermon-thumbnail';

describe('sermon thumbnail', () => {
  it('uses the video preview when the sermon has video', () => {
    expect(sermonThumbnail(fixtureSermon({ videoThumbnail: '/v/preview.jpg' }))).toEqual({
      kind: 'video',
      imageURL: '/v/preview.jpg',
    });
  });

  it("falls back to the video rendition's thumbnail when the sermon has no preview field", () => {
    const base = fixtureSermon();
    const sermon = fixtureSermon({
      videoThumbnail: null,
      media: { ...base.media, video: [fixtureMedia({ mediaType: 'mp4', thumbnailImageURL: '/v/rendition.jpg' })] },
    });
    expect(sermonThumbnail(sermon)).toEqual({ kind: 'video', imageURL: '/v/rendition.jpg' });
  });

  it('shows the speaker over the blurred broadcaster image with the duration for audio sermons', () => {
    const sermon = fixtureAudioSermon({ audioDurationSeconds: 1800 });
    expect(sermonThumbnail(sermon)).toEqual({
      kind: 'speaker',
      speakerImageURL: sermon.speaker.portraitURL,
      broadcasterImageURL: sermon.broadcaster.imageURL,
      durationSeconds: 1800,
    });
  });

  it('uses the speaker form for a video sermon whose preview image does not exist yet', () => {
    const base = fixtureSermon();
    const sermon = fixtureSermon({ videoThumbnail: null, media: { ...base.media, video: [fixtureMedia({ mediaType: 'mp4' })] } });
    expect(sermonThumbnail(sermon).kind).toBe('speaker');
  });
});

describe('thumbnail size', () => {
  it('resizes at 16:9 (height = 0.5625 x width)', () => {
    expect(THUMBNAIL_HEIGHT_RATIO).toBe(0.5625);
    expect(thumbnailSize(1280)).toEqual({ width: 1280, height: 720 });
    expect(thumbnailSize(320)).toEqual({ width: 320, height: 180 });
    expect(thumbnailSize(100)).toEqual({ width: 100, height: 56 });
  });
});
