import { fixtureAudioSermon, fixtureMedia, fixtureSermon } from '../machines/player-sermon-fixture';
import { castMedia, castMediaForSermon, HLS_CONTENT_TYPE, isSameCastURL, shouldSendCastSeek, type CastSource } from './cast-media';

const recording: CastSource = {
  streamURL: '/media/a/high.mp3',
  mediaType: 'audio',
  srcKind: 'file',
  live: false,
  hasVideo: false,
  fileType: 'mp3',
  title: 'Everlasting Covenant',
  subtitle: 'C. H. Spurgeon',
  imageURL: '/img.jpg',
};

describe('cast media', () => {
  it('casts a recording with the content type of its file', () => {
    expect(castMedia(recording)).toEqual({
      streamURL: '/media/a/high.mp3',
      contentType: 'audio/mpeg',
      title: 'Everlasting Covenant',
      subtitle: 'C. H. Spurgeon',
      imageURL: '/img.jpg',
      live: false,
    });
    expect(castMedia({ ...recording, mediaType: 'video', fileType: 'mp4' })?.contentType).toBe('video/mp4');
    expect(castMedia({ ...recording, mediaType: 'video', srcKind: 'hls' })?.contentType).toBe(HLS_CONTENT_TYPE);
  });

  it('casts a webcast as live video', () => {
    const webcast = castMedia({ ...recording, mediaType: 'video', srcKind: 'hls', live: true, hasVideo: true });
    expect(webcast).toMatchObject({ live: true, contentType: HLS_CONTENT_TYPE });
  });

  it('does not cast an audio-only webcast', () => {
    expect(castMedia({ ...recording, live: true, hasVideo: false })).toBeNull();
  });

  it('casts nothing without a stream', () => {
    expect(castMedia({ ...recording, streamURL: null })).toBeNull();
  });

  it("builds a sermon's cast media from the rendition the player plays", () => {
    const sermon = fixtureSermon();
    const video = sermon.media.video[0]!;
    expect(castMediaForSermon(sermon, { src: video.streamURL, mediaType: 'video', srcKind: 'file', rendition: video })).toEqual({
      streamURL: '/media/v/high.mp4',
      contentType: 'video/mp4',
      title: 'The Blood of the Everlasting Covenant',
      subtitle: 'Charles H. Spurgeon · Metropolitan Tabernacle',
      imageURL: '/media/v/thumb.jpg',
      live: false,
    });
    const audio = fixtureAudioSermon();
    expect(
      castMediaForSermon(audio, { src: '/media/a/high.mp3', mediaType: 'audio', srcKind: 'file', rendition: audio.media.audio[0]! })
        ?.imageURL,
    ).toBe('/media/images/speakers/spurgeon.jpg');
  });

  it('does not cast a live audio rendition of a sermon', () => {
    const live = fixtureMedia({ mediaType: 'aac', live: true, streamURL: '/live/a.m3u8' });
    expect(castMediaForSermon(fixtureAudioSermon(), { src: '/live/a.m3u8', mediaType: 'audio', srcKind: 'hls', rendition: live })).toBeNull();
  });
});

describe('cast media: comparing URLs of a resumed session', () => {
  it('matches a relative URL with the absolute one a receiver reports, by path and query', () => {
    expect(isSameCastURL('https://sermons.example/media/a/high.mp3', '/media/a/high.mp3')).toBe(true);
    expect(isSameCastURL('https://sermons.example/media/a/high.mp3?x=1', '/media/a/high.mp3')).toBe(false);
    expect(isSameCastURL('https://sermons.example/media/b.mp3', '/media/a/high.mp3')).toBe(false);
  });

  it('compares two absolute URLs whole', () => {
    expect(isSameCastURL('https://a.example/m.mp3', 'https://a.example/m.mp3')).toBe(true);
    expect(isSameCastURL('https://a.example/m.mp3', 'https://b.example/m.mp3')).toBe(false);
  });

  it('never matches a missing URL', () => {
    expect(isSameCastURL(null, '/m.mp3')).toBe(false);
    expect(isSameCastURL('/m.mp3', undefined)).toBe(false);
  });
});

describe('cast media: seeking', () => {
  it('sends a local seek to the receiver only when it differs by 2 s or more', () => {
    expect(shouldSendCastSeek(101.9, 100)).toBe(false);
    expect(shouldSendCastSeek(102, 100)).toBe(true);
    expect(shouldSendCastSeek(98, 100)).toBe(true);
    expect(shouldSendCastSeek(98.5, 100)).toBe(false);
  });
});
