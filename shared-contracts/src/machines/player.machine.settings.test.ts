// The player machine's renditions (quality, adaptive video) and the settings added with them.
import { waitFor } from 'xstate';
import type { PlayerSettings } from '../rules/player-settings';
import { startPlayer, startPlayerIn } from './player-machine-harness';
import { fixtureMedia, fixtureSermon } from './player-sermon-fixture';
import { fileRenditions, hasQualityChoice, playerSource } from './player-source';

const withHLS = () => {
  const base = fixtureSermon();
  return fixtureSermon({
    media: {
      ...base.media,
      video: [
        fixtureMedia({ mediaType: 'mp4', adaptiveBitrate: true, streamURL: '/media/v/hls/master.m3u8', duration: 601 }),
        fixtureMedia({ mediaType: 'mp4', streamURL: '/media/v/high.mp4', duration: 601 }),
        fixtureMedia({ mediaType: 'mp4', streamURL: '/media/v/low.mp4', duration: 601 }),
      ],
    },
  });
};

describe('player source', () => {
  it('plays the first file for high quality and the last for low', () => {
    const sermon = fixtureSermon();
    expect(playerSource(sermon, 'audio', 'high')?.src).toBe('/media/a/high.mp3');
    expect(playerSource(sermon, 'audio', 'low')?.src).toBe('/media/a/low.mp3');
    expect(playerSource(sermon, 'video', 'low')?.src).toBe('/media/v/high.mp4');
  });

  it('prefers the adaptive stream for video, whatever the quality', () => {
    expect(playerSource(withHLS(), 'video', 'high')).toMatchObject({ src: '/media/v/hls/master.m3u8', srcKind: 'hls' });
    expect(playerSource(withHLS(), 'video', 'low')).toMatchObject({ src: '/media/v/hls/master.m3u8', srcKind: 'hls' });
    expect(fileRenditions(withHLS(), 'video').map((m) => m.streamURL)).toEqual(['/media/v/high.mp4', '/media/v/low.mp4']);
  });

  it('recognises an HLS playlist by its URL even without the adaptive flag', () => {
    const base = fixtureSermon();
    const sermon = fixtureSermon({
      media: { ...base.media, video: [fixtureMedia({ mediaType: 'mp4', streamURL: '/media/v/hls/master.m3u8?v=2' })] },
    });
    expect(playerSource(sermon, 'video')?.srcKind).toBe('hls');
  });

  it('offers a quality choice with several files or an adaptive stream', () => {
    expect(hasQualityChoice(fixtureSermon(), 'audio')).toBe(true);
    expect(hasQualityChoice(fixtureSermon(), 'video')).toBe(false);
    expect(hasQualityChoice(withHLS(), 'video')).toBe(true);
  });
});

describe('player machine: quality', () => {
  it('loads the low file when the stored quality is low', async () => {
    const { actor, context } = startPlayer({ input: { settings: { quality: 'low' } } });
    actor.send({ type: 'LOAD', sermonID: fixtureSermon().sermonID, mediaType: 'audio' });
    await waitFor(actor, (s) => s.matches({ Loading: 'LoadingMedia' }));
    expect(context()).toMatchObject({ quality: 'low', src: '/media/a/low.mp3', srcKind: 'file' });
  });

  it('switches file quality while playing at the same position and keeps playing', async () => {
    const player = startPlayer();
    player.actor.send({ type: 'LOAD', sermonID: fixtureSermon().sermonID, mediaType: 'audio' });
    await waitFor(player.actor, (s) => s.matches({ Loading: 'LoadingMedia' }));
    player.actor.send({ type: 'CAN_PLAY' });
    player.actor.send({ type: 'PLAYING' });
    player.actor.send({ type: 'TIME_UPDATE', currentTime: 321 });
    player.media.pause.mockClear();
    player.actor.send({ type: 'SET_QUALITY', quality: 'low' });
    expect(player.actor.getSnapshot().matches({ Loading: 'LoadingMedia' })).toBe(true);
    expect(player.media.pause).toHaveBeenCalledTimes(1);
    expect(player.context()).toMatchObject({ src: '/media/a/low.mp3', startAt: 321, currentTime: 321, autoplay: true });
    expect(player.media.persist).toHaveBeenLastCalledWith(expect.objectContaining({ quality: 'low' }));
    player.actor.send({ type: 'CAN_PLAY' });
    expect(player.media.seek).toHaveBeenLastCalledWith(321);
    expect(player.state()).toBe('Buffering');
  });

  it('switches quality while paused without starting playback', async () => {
    const player = startPlayer();
    player.actor.send({ type: 'LOAD', sermonID: fixtureSermon().sermonID, mediaType: 'audio', autoplay: false });
    await waitFor(player.actor, (s) => s.matches({ Loading: 'LoadingMedia' }));
    player.actor.send({ type: 'CAN_PLAY' });
    player.actor.send({ type: 'SET_QUALITY', quality: 'low' });
    expect(player.context()).toMatchObject({ src: '/media/a/low.mp3', autoplay: false });
    player.actor.send({ type: 'CAN_PLAY' });
    expect(player.state()).toBe('Loaded');
  });

  it('keeps playing the adaptive stream when the quality changes (the stream caps its own level)', async () => {
    const sermon = withHLS();
    const player = await startPlayerIn('Playing', { sermons: { [sermon.sermonID]: sermon } });
    expect(player.context()).toMatchObject({ src: '/media/v/hls/master.m3u8', srcKind: 'hls' });
    player.actor.send({ type: 'SET_QUALITY', quality: 'low' });
    expect(player.state()).toBe('Playing');
    expect(player.context()).toMatchObject({ quality: 'low', src: '/media/v/hls/master.m3u8' });
    expect(player.media.persist).toHaveBeenCalledTimes(1);
  });

  it('only records the quality when the sermon has one file', async () => {
    const player = await startPlayerIn('Playing');
    player.actor.send({ type: 'SET_QUALITY', quality: 'low' });
    expect(player.state()).toBe('Playing');
    expect(player.context().quality).toBe('low');
  });

  it('ignores an unknown quality', () => {
    const { actor, context, media } = startPlayer();
    actor.send({ type: 'SET_QUALITY', quality: 'ultra' as never });
    expect(context().quality).toBe('high');
    expect(media.persist).not.toHaveBeenCalled();
  });

  it('switches the rendition while the media is still loading', async () => {
    const player = startPlayer();
    player.actor.send({ type: 'LOAD', sermonID: fixtureSermon().sermonID, mediaType: 'audio' });
    await waitFor(player.actor, (s) => s.matches({ Loading: 'LoadingMedia' }));
    player.actor.send({ type: 'SET_QUALITY', quality: 'low' });
    expect(player.actor.getSnapshot().matches({ Loading: 'LoadingMedia' })).toBe(true);
    expect(player.context()).toMatchObject({ src: '/media/a/low.mp3', autoplay: true });
  });
});

describe('player machine: subtitles and resume settings', () => {
  it('shows captions of the chosen language, hides them with null, and persists both', () => {
    const { actor, context, media } = startPlayer();
    actor.send({ type: 'SET_SUBTITLES', language: 'DEU' });
    expect(context().subtitles).toBe('deu');
    expect(media.persist).toHaveBeenLastCalledWith(expect.objectContaining({ subtitles: 'deu' }));
    actor.send({ type: 'SET_SUBTITLES', language: null });
    expect(context().subtitles).toBeNull();
    expect(media.persist).toHaveBeenLastCalledWith(expect.objectContaining({ subtitles: null }));
  });

  it('ignores a caption language that is not a language code', () => {
    const { actor, context, media } = startPlayer({ input: { settings: { subtitles: 'eng' } } });
    actor.send({ type: 'SET_SUBTITLES', language: 'all of them' });
    expect(context().subtitles).toBe('eng');
    expect(media.persist).not.toHaveBeenCalled();
  });

  it('records what to do with saved positions and persists it', () => {
    const { actor, context, media } = startPlayer();
    expect(context().resumeState).toBe('ask');
    actor.send({ type: 'SET_RESUME_STATE', resumeState: 'restart' });
    expect(context().resumeState).toBe('restart');
    expect(media.persist).toHaveBeenLastCalledWith(expect.objectContaining({ resumeState: 'restart' }));
    actor.send({ type: 'SET_RESUME_STATE', resumeState: 'never' as never });
    expect(context().resumeState).toBe('restart');
  });

  it('starts from every stored setting', () => {
    // none of them the default, so each one read shows
    const settings: PlayerSettings = {
      volume: 35,
      muted: true,
      autoplayNext: true,
      autoplayNextState: 'reverse',
      resumeState: 'resume',
      speed: 2.5,
      quality: 'low',
      subtitles: 'spa',
    };
    const { context } = startPlayer({ input: { settings } });
    expect(context()).toMatchObject(settings);
  });
});
