import { waitFor } from 'xstate';
import type { Sermon } from '../entities/sermon';
import { deferred, startPlayer, startPlayerIn, type Deferred } from './player-machine-harness';
import { fixtureAudioSermon, fixtureSermon } from './player-sermon-fixture';
import {
  clampSeek,
  playerMachine,
  playerStateName,
  PLAYER_STATES,
  repeatMode,
  type FetchNextInput,
} from './player.machine';

const start = startPlayer;
const startIn = startPlayerIn;

describe('player machine: states', () => {
  it('has exactly the spec states', () => {
    expect(Object.keys(playerMachine.root.states).sort()).toEqual([...PLAYER_STATES].sort());
  });

  it('starts Static with default settings and nothing loaded', () => {
    const { state, context } = start();
    expect(state()).toBe('Static');
    expect(context()).toMatchObject({ sermonID: null, sermon: null, src: null, volume: 100, muted: false, speed: 1 });
  });

  it('starts from stored settings, clamped', () => {
    const { context } = start({
      input: { settings: { volume: 300, muted: true, speed: 7, autoplayNext: true, autoplayNextState: 'reverse' } },
    });
    expect(context()).toMatchObject({ volume: 100, muted: true, speed: 3, autoplayNext: true, autoplayNextState: 'reverse' });
  });

  it('ignores commands and element reports while Static', () => {
    const { actor, state, media } = start();
    for (const type of ['PLAY', 'PAUSE', 'TOGGLE', 'CAN_PLAY', 'PLAYING', 'ENDED'] as const) actor.send({ type });
    actor.send({ type: 'SEEK', seconds: 10 });
    expect(state()).toBe('Static');
    expect(media.play).not.toHaveBeenCalled();
  });

  it('names the top-level state of compound values', () => {
    expect(playerStateName('Playing')).toBe('Playing');
    expect(playerStateName({ Loading: 'FetchingSermon' })).toBe('Loading');
  });
});

describe('player machine: loading', () => {
  it('fetches the sermon on LOAD and gives the element the highest video rendition by default', async () => {
    const { actor, state, context, loads } = start();
    actor.send({ type: 'LOAD', sermonID: fixtureSermon().sermonID });
    expect(state()).toBe('Loading');
    expect(actor.getSnapshot().matches({ Loading: 'FetchingSermon' })).toBe(true);
    await waitFor(actor, (s) => s.matches({ Loading: 'LoadingMedia' }));
    expect(loads).toEqual([fixtureSermon().sermonID]);
    expect(context()).toMatchObject({ mediaType: 'video', src: '/media/v/high.mp4', duration: 601, error: null });
    expect(context().sermon?.fullTitle).toBe('The Blood of the Everlasting Covenant');
  });

  it('plays audio (highest bitrate first) when the sermon has no video', async () => {
    const audio = fixtureAudioSermon();
    const { actor, context } = start({ sermons: { [audio.sermonID]: audio } });
    actor.send({ type: 'LOAD', sermonID: audio.sermonID, mediaType: 'video' });
    await waitFor(actor, (s) => s.matches({ Loading: 'LoadingMedia' }));
    expect(context()).toMatchObject({ mediaType: 'audio', src: '/media/a/high.mp3', duration: 600 });
  });

  it('honours an asked-for media type the sermon has', async () => {
    const { actor, context } = start();
    actor.send({ type: 'LOAD', sermonID: fixtureSermon().sermonID, mediaType: 'audio' });
    await waitFor(actor, (s) => s.matches({ Loading: 'LoadingMedia' }));
    expect(context()).toMatchObject({ mediaType: 'audio', src: '/media/a/high.mp3' });
  });

  it('starts playing once the media can play when autoplay is on (the default)', async () => {
    const { actor, state, media } = start();
    actor.send({ type: 'LOAD', sermonID: fixtureSermon().sermonID });
    await waitFor(actor, (s) => s.matches({ Loading: 'LoadingMedia' }));
    actor.send({ type: 'CAN_PLAY' });
    expect(state()).toBe('Buffering');
    expect(media.seek).toHaveBeenCalledWith(0);
    expect(media.play).toHaveBeenCalledTimes(1);
    actor.send({ type: 'PLAYING' });
    expect(state()).toBe('Playing');
  });

  it('waits in Loaded without autoplay, and PLAY then starts it', async () => {
    const { actor, state, media } = start();
    actor.send({ type: 'LOAD', sermonID: fixtureSermon().sermonID, autoplay: false });
    await waitFor(actor, (s) => s.matches({ Loading: 'LoadingMedia' }));
    actor.send({ type: 'CAN_PLAY' });
    expect(state()).toBe('Loaded');
    expect(media.play).not.toHaveBeenCalled();
    actor.send({ type: 'PLAY' });
    expect(state()).toBe('Buffering');
    expect(media.play).toHaveBeenCalledTimes(1);
    actor.send({ type: 'PLAYING' });
    expect(state()).toBe('Playing');
  });

  it('starts at startAt', async () => {
    const { actor, media, context } = start();
    actor.send({ type: 'LOAD', sermonID: fixtureSermon().sermonID, startAt: 95 });
    await waitFor(actor, (s) => s.matches({ Loading: 'LoadingMedia' }));
    expect(context().currentTime).toBe(95);
    actor.send({ type: 'CAN_PLAY' });
    expect(media.seek).toHaveBeenCalledWith(95);
  });

  it('keeps PLAY, PAUSE and SEEK given during loading for when the media can play', async () => {
    const { actor, state, media, context } = start();
    actor.send({ type: 'LOAD', sermonID: fixtureSermon().sermonID });
    actor.send({ type: 'PAUSE' });
    actor.send({ type: 'SEEK', seconds: 42 });
    await waitFor(actor, (s) => s.matches({ Loading: 'LoadingMedia' }));
    expect(context()).toMatchObject({ autoplay: false, startAt: 42, currentTime: 42 });
    actor.send({ type: 'SEEK_BY', seconds: -2 });
    expect(context().startAt).toBe(40);
    actor.send({ type: 'CAN_PLAY' });
    expect(state()).toBe('Loaded');
    expect(media.seek).toHaveBeenCalledWith(40);
    expect(media.play).not.toHaveBeenCalled();
  });

  it('plays at once when PLAY is pressed while the media is still loading (browsers that wait for a gesture)', async () => {
    const { actor, state, media } = start();
    actor.send({ type: 'LOAD', sermonID: fixtureSermon().sermonID, autoplay: false, startAt: 12 });
    await waitFor(actor, (s) => s.matches({ Loading: 'LoadingMedia' }));
    actor.send({ type: 'PLAY' });
    expect(state()).toBe('Buffering');
    expect(media.seek).toHaveBeenCalledWith(12);
    expect(media.play).toHaveBeenCalledTimes(1);
  });

  it('TOGGLE while the media loads cancels a pending autoplay, and a second TOGGLE plays', async () => {
    const { actor, state, media, context } = start();
    actor.send({ type: 'LOAD', sermonID: fixtureSermon().sermonID });
    await waitFor(actor, (s) => s.matches({ Loading: 'LoadingMedia' }));
    actor.send({ type: 'TOGGLE' });
    expect(context().autoplay).toBe(false);
    expect(state()).toBe('Loading');
    actor.send({ type: 'TOGGLE' });
    expect(state()).toBe('Buffering');
    expect(media.play).toHaveBeenCalledTimes(1);
  });

  it('goes Static with not-found when the API answers 404', async () => {
    const { actor, state, context } = start();
    actor.send({ type: 'LOAD', sermonID: 'missing' });
    await waitFor(actor, (s) => s.matches('Static'));
    expect(state()).toBe('Static');
    expect(context().error).toEqual({ kind: 'not-found', detail: 'Sermon not found' });
    expect(context().src).toBeNull();
    actor.send({ type: 'PLAY' });
    expect(state()).toBe('Static');
  });

  it('goes Static with load-failed on other errors, and PLAY retries', async () => {
    let fail = true;
    const sermon = fixtureSermon();
    const { actor, state, context, loads } = start({
      load: async () => {
        if (fail) throw new Error('Network Error');
        return sermon;
      },
    });
    actor.send({ type: 'LOAD', sermonID: sermon.sermonID });
    await waitFor(actor, (s) => s.matches('Static'));
    expect(context().error).toEqual({ kind: 'load-failed', detail: 'Network Error' });
    fail = false;
    actor.send({ type: 'PLAY' });
    expect(state()).toBe('Loading');
    await waitFor(actor, (s) => s.matches({ Loading: 'LoadingMedia' }));
    expect(loads).toEqual([sermon.sermonID, sermon.sermonID]);
    expect(context()).toMatchObject({ error: null, autoplay: true, src: '/media/v/high.mp4' });
  });

  it('goes Static with no-media when nothing is playable, and PLAY does not loop', async () => {
    const base = fixtureSermon();
    const textOnly = fixtureSermon({ media: { ...base.media, audio: [], video: [] }, hasAudio: false, hasVideo: false });
    const { actor, state, context, loads } = start({ sermons: { [textOnly.sermonID]: textOnly } });
    actor.send({ type: 'LOAD', sermonID: textOnly.sermonID });
    await waitFor(actor, (s) => s.matches('Static'));
    expect(context().error?.kind).toBe('no-media');
    expect(context().sermon?.sermonID).toBe(textOnly.sermonID);
    actor.send({ type: 'PLAY' });
    expect(state()).toBe('Static');
    expect(loads).toHaveLength(1);
  });

  it('goes Static with media-failed when the element cannot load the file', async () => {
    const { actor, state, context } = start();
    actor.send({ type: 'LOAD', sermonID: fixtureSermon().sermonID });
    await waitFor(actor, (s) => s.matches({ Loading: 'LoadingMedia' }));
    actor.send({ type: 'ERROR', detail: 'MEDIA_ERR_SRC_NOT_SUPPORTED' });
    expect(state()).toBe('Static');
    expect(context()).toMatchObject({ src: null, error: { kind: 'media-failed', detail: 'MEDIA_ERR_SRC_NOT_SUPPORTED' } });
  });
});

describe('player machine: playback', () => {
  it('pauses at once on PAUSE and tells the element', async () => {
    const { actor, state, media } = await startIn('Playing');
    actor.send({ type: 'PAUSE' });
    expect(state()).toBe('Paused');
    expect(media.pause).toHaveBeenCalledTimes(1);
  });

  it('TOGGLE pauses when playing and plays when paused', async () => {
    const { actor, state, media } = await startIn('Playing');
    actor.send({ type: 'TOGGLE' });
    expect(state()).toBe('Paused');
    actor.send({ type: 'TOGGLE' });
    expect(state()).toBe('Buffering');
    expect(media.play).toHaveBeenCalledTimes(1);
    actor.send({ type: 'PLAYING' });
    expect(state()).toBe('Playing');
  });

  it('follows the element when it pauses or plays on its own (media keys, native controls)', async () => {
    const { actor, state } = await startIn('Playing');
    actor.send({ type: 'PAUSED' });
    expect(state()).toBe('Paused');
    actor.send({ type: 'PLAYING' });
    expect(state()).toBe('Playing');
  });

  it.each(['WAITING', 'STALLED'] as const)('buffers on %s and resumes playing on PLAYING', async (type) => {
    const { actor, state } = await startIn('Playing');
    actor.send({ type });
    expect(state()).toBe('Buffering');
    actor.send({ type: 'PLAYING' });
    expect(state()).toBe('Playing');
  });

  it('can be paused while buffering', async () => {
    const { actor, state, media } = await startIn('Playing');
    actor.send({ type: 'WAITING' });
    actor.send({ type: 'PAUSE' });
    expect(state()).toBe('Paused');
    expect(media.pause).toHaveBeenCalled();
  });

  it('returns to Loaded when the browser refuses to start playback', async () => {
    const { actor, state } = await startIn('Loaded');
    actor.send({ type: 'PLAY' });
    actor.send({ type: 'PLAY_REJECTED', detail: 'NotAllowedError' });
    expect(state()).toBe('Loaded');
  });

  it('returns to Paused when a resumed playback is refused', async () => {
    const { actor, state } = await startIn('Paused');
    actor.send({ type: 'TIME_UPDATE', currentTime: 12 });
    actor.send({ type: 'PLAY' });
    actor.send({ type: 'PLAY_REJECTED' });
    expect(state()).toBe('Paused');
  });

  it('tracks time, duration and buffered range from the element', async () => {
    const { actor, context } = await startIn('Playing');
    actor.send({ type: 'DURATION', duration: 610.5 });
    actor.send({ type: 'TIME_UPDATE', currentTime: 12.25 });
    actor.send({ type: 'BUFFERED', end: 80 });
    expect(context()).toMatchObject({ duration: 610.5, currentTime: 12.25, bufferedEnd: 80 });
  });

  it('ignores durations that are not finite positive numbers (live streams, emptied elements)', async () => {
    const { actor, context } = await startIn('Playing');
    actor.send({ type: 'DURATION', duration: Number.POSITIVE_INFINITY });
    actor.send({ type: 'DURATION', duration: Number.NaN });
    actor.send({ type: 'DURATION', duration: 0 });
    expect(context().duration).toBe(601);
  });

  it('goes Buffering then Playing when a paused element is played from elsewhere', async () => {
    const { actor, state } = await startIn('Paused');
    actor.send({ type: 'WAITING' });
    expect(state()).toBe('Buffering');
  });

  it('fails to Static on a media error while playing, and PLAY retries from the same position', async () => {
    const { actor, state, context, loads } = await startIn('Playing');
    actor.send({ type: 'TIME_UPDATE', currentTime: 300 });
    actor.send({ type: 'ERROR', detail: 'MEDIA_ERR_NETWORK' });
    expect(state()).toBe('Static');
    expect(context().error?.kind).toBe('media-failed');
    expect(context().sermon).not.toBeNull();
    actor.send({ type: 'PLAY' });
    await waitFor(actor, (s) => s.matches({ Loading: 'LoadingMedia' }));
    expect(loads).toHaveLength(2);
    expect(context()).toMatchObject({ startAt: 300, autoplay: true, error: null });
  });
});

describe('player machine: closing', () => {
  it('stops playback and forgets the sermon on CLOSE', async () => {
    const { actor, state, context, media } = await startIn('Playing');
    actor.send({ type: 'CLOSE' });
    expect(state()).toBe('Static');
    expect(media.pause).toHaveBeenCalledTimes(1);
    expect(context()).toMatchObject({ sermonID: null, sermon: null, src: null, error: null, currentTime: 0 });
  });

  it('cancels a pending fetch on CLOSE', async () => {
    const pending = deferred<Sermon>();
    const { actor, state, context } = start({ load: () => pending.promise });
    actor.send({ type: 'LOAD', sermonID: 'slow' });
    actor.send({ type: 'CLOSE' });
    pending.resolve(fixtureSermon({ sermonID: 'slow' }));
    await Promise.resolve();
    expect(state()).toBe('Static');
    expect(context().sermon).toBeNull();
  });

  it('clears an error on CLOSE', async () => {
    const { actor, context } = start();
    actor.send({ type: 'LOAD', sermonID: 'missing' });
    await waitFor(actor, (s) => s.context.error !== null);
    actor.send({ type: 'CLOSE' });
    expect(context().error).toBeNull();
  });
});

describe('player machine: seeking', () => {
  it('seeks the element and clamps to the media', async () => {
    const { actor, context, media } = await startIn('Playing');
    actor.send({ type: 'SEEK', seconds: 120 });
    expect(context().currentTime).toBe(120);
    expect(media.seek).toHaveBeenLastCalledWith(120);
    actor.send({ type: 'SEEK', seconds: 5000 });
    expect(context().currentTime).toBe(601);
    expect(media.seek).toHaveBeenLastCalledWith(601);
    actor.send({ type: 'SEEK', seconds: -10 });
    expect(context().currentTime).toBe(0);
    expect(media.seek).toHaveBeenLastCalledWith(0);
  });

  it('seeks relative to the current position with SEEK_BY, clamped', async () => {
    const { actor, context, media } = await startIn('Paused');
    actor.send({ type: 'TIME_UPDATE', currentTime: 100 });
    actor.send({ type: 'SEEK_BY', seconds: 15 });
    expect(context().currentTime).toBe(115);
    actor.send({ type: 'SEEK_BY', seconds: -200 });
    expect(context().currentTime).toBe(0);
    actor.send({ type: 'SEEK_BY', seconds: 10_000 });
    expect(context().currentTime).toBe(601);
    expect(media.seek).toHaveBeenCalledTimes(3);
  });

  it('seeks in Loaded without starting playback', async () => {
    const { actor, state, media } = await startIn('Loaded');
    actor.send({ type: 'SEEK', seconds: 30 });
    expect(state()).toBe('Loaded');
    expect(media.seek).toHaveBeenCalledWith(30);
    expect(media.play).not.toHaveBeenCalled();
  });

  it('treats a NaN seek as the start', () => {
    expect(clampSeek(Number.NaN, 100)).toBe(0);
    expect(clampSeek(50, 0)).toBe(50);
  });
});

describe('player machine: settings', () => {
  it('clamps volume to 0..100 and persists every change', () => {
    const { actor, context, media } = start();
    actor.send({ type: 'SET_VOLUME', volume: 35 });
    expect(context().volume).toBe(35);
    actor.send({ type: 'SET_VOLUME', volume: 180 });
    expect(context().volume).toBe(100);
    actor.send({ type: 'SET_VOLUME', volume: -5 });
    expect(context().volume).toBe(0);
    expect(media.persist).toHaveBeenCalledTimes(3);
    expect(media.persist).toHaveBeenLastCalledWith({
      volume: 0,
      muted: false,
      speed: 1,
      autoplayNext: false,
      autoplayNextState: 'forward',
      resumeState: 'ask',
      quality: 'high',
      subtitles: null,
    });
  });

  it('keeps the volume on a NaN request', () => {
    const { actor, context } = start();
    actor.send({ type: 'SET_VOLUME', volume: 50 });
    actor.send({ type: 'SET_VOLUME', volume: Number.NaN });
    expect(context().volume).toBe(50);
  });

  it('toggles mute and persists it; raising the volume unmutes', () => {
    const { actor, context, media } = start();
    actor.send({ type: 'TOGGLE_MUTE' });
    expect(context().muted).toBe(true);
    expect(media.persist).toHaveBeenLastCalledWith(expect.objectContaining({ muted: true }));
    actor.send({ type: 'SET_VOLUME', volume: 60 });
    expect(context().muted).toBe(false);
  });

  it('clamps the speed to 0.5..3 and persists it', () => {
    const { actor, context, media } = start();
    actor.send({ type: 'SET_SPEED', speed: 2.5 });
    expect(context().speed).toBe(2.5);
    actor.send({ type: 'SET_SPEED', speed: 16 });
    expect(context().speed).toBe(3);
    actor.send({ type: 'SET_SPEED', speed: 0.1 });
    expect(context().speed).toBe(0.5);
    expect(media.persist).toHaveBeenLastCalledWith(expect.objectContaining({ speed: 0.5 }));
  });

  it('keeps settings across sermons', async () => {
    const { actor, context } = await startIn('Playing');
    actor.send({ type: 'SET_VOLUME', volume: 20 });
    actor.send({ type: 'LOAD', sermonID: fixtureSermon().sermonID, startAt: 10 });
    expect(context().volume).toBe(20);
  });
});

describe('player machine: LOAD while something is loaded', () => {
  it('stops the current sermon and loads the new one', async () => {
    const other = fixtureAudioSermon({ sermonID: '2002', fullTitle: 'All of Grace' });
    const { actor, state, context, media, loads } = await startIn('Playing', {
      sermons: { [fixtureSermon().sermonID]: fixtureSermon(), '2002': other },
    });
    actor.send({ type: 'LOAD', sermonID: '2002' });
    expect(state()).toBe('Loading');
    expect(media.pause).toHaveBeenCalledTimes(1);
    expect(context()).toMatchObject({ sermonID: '2002', sermon: null, src: null, currentTime: 0 });
    await waitFor(actor, (s) => s.matches({ Loading: 'LoadingMedia' }));
    expect(loads).toEqual([fixtureSermon().sermonID, '2002']);
    expect(context()).toMatchObject({ src: '/media/a/high.mp3', mediaType: 'audio' });
    expect(context().sermon?.fullTitle).toBe('All of Grace');
  });

  it('lets the latest LOAD win when an earlier fetch answers late', async () => {
    const first = deferred<Sermon>();
    const second = deferred<Sermon>();
    const pending: Record<string, Deferred<Sermon>> = { a: first, b: second };
    const { actor, context } = start({ load: (id) => pending[id]!.promise });
    actor.send({ type: 'LOAD', sermonID: 'a' });
    actor.send({ type: 'LOAD', sermonID: 'b' });
    second.resolve(fixtureAudioSermon({ sermonID: 'b' }));
    await waitFor(actor, (s) => s.matches({ Loading: 'LoadingMedia' }));
    first.resolve(fixtureSermon({ sermonID: 'a' }));
    await Promise.resolve();
    expect(context().sermon?.sermonID).toBe('b');
    expect(context().sermonID).toBe('b');
  });

  it('resumes the same sermon when paused instead of fetching it again', async () => {
    const { actor, state, media, loads } = await startIn('Paused');
    actor.send({ type: 'LOAD', sermonID: fixtureSermon().sermonID });
    expect(state()).toBe('Buffering');
    expect(media.play).toHaveBeenCalledTimes(1);
    expect(loads).toHaveLength(1);
  });

  it('does nothing for the same sermon when it is already playing', async () => {
    const { actor, state, media, loads } = await startIn('Playing');
    actor.send({ type: 'LOAD', sermonID: fixtureSermon().sermonID });
    expect(state()).toBe('Playing');
    expect(media.pause).not.toHaveBeenCalled();
    expect(loads).toHaveLength(1);
  });

  it('stays paused for the same sermon with autoplay off', async () => {
    const { actor, state } = await startIn('Paused');
    actor.send({ type: 'LOAD', sermonID: fixtureSermon().sermonID, autoplay: false });
    expect(state()).toBe('Paused');
  });

  it('reloads the same sermon when a start position is given', async () => {
    const { actor, state, loads } = await startIn('Playing');
    actor.send({ type: 'LOAD', sermonID: fixtureSermon().sermonID, startAt: 60 });
    expect(state()).toBe('Loading');
    await waitFor(actor, (s) => s.matches({ Loading: 'LoadingMedia' }));
    expect(loads).toHaveLength(2);
  });
});

describe('player machine: switching media type', () => {
  it('switches video to audio at the same position when the recordings are linked, still playing', async () => {
    const { actor, context, media } = await startIn('Playing');
    actor.send({ type: 'TIME_UPDATE', currentTime: 200 });
    actor.send({ type: 'SET_MEDIA_TYPE', mediaType: 'audio' });
    expect(actor.getSnapshot().matches({ Loading: 'LoadingMedia' })).toBe(true);
    expect(media.pause).toHaveBeenCalledTimes(1);
    expect(context()).toMatchObject({ mediaType: 'audio', src: '/media/a/high.mp3', startAt: 200, autoplay: true });
    actor.send({ type: 'CAN_PLAY' });
    expect(media.seek).toHaveBeenCalledWith(200);
    expect(media.play).toHaveBeenCalledTimes(1);
  });

  it('starts from the beginning when audio and video are unlinked (durations differ by more than 2 s)', async () => {
    const unlinked = fixtureSermon({ audioDurationSeconds: 500, videoDurationSeconds: 601 });
    const { actor, context } = await startIn('Paused', { sermons: { [unlinked.sermonID]: unlinked } });
    actor.send({ type: 'TIME_UPDATE', currentTime: 200 });
    actor.send({ type: 'SET_MEDIA_TYPE', mediaType: 'audio' });
    expect(context()).toMatchObject({ mediaType: 'audio', startAt: 0, currentTime: 0, autoplay: false });
  });

  it('ignores a switch to a media type the sermon does not have', async () => {
    const audio = fixtureAudioSermon();
    const player = start({ sermons: { [audio.sermonID]: audio } });
    player.actor.send({ type: 'LOAD', sermonID: audio.sermonID });
    await waitFor(player.actor, (s) => s.matches({ Loading: 'LoadingMedia' }));
    player.actor.send({ type: 'CAN_PLAY' });
    player.actor.send({ type: 'PLAYING' });
    player.actor.send({ type: 'SET_MEDIA_TYPE', mediaType: 'video' });
    expect(player.state()).toBe('Playing');
    expect(player.context().mediaType).toBe('audio');
  });
});

describe('player machine: the end', () => {
  it('stays Ended with autoplay-next off (the default)', async () => {
    const { actor, state, context } = await startIn('Playing');
    actor.send({ type: 'PAUSED' });
    actor.send({ type: 'ENDED' });
    expect(state()).toBe('Ended');
    expect(context().currentTime).toBe(601);
  });

  it('plays again from the start on PLAY after the end', async () => {
    const { actor, state, media, context } = await startIn('Playing');
    actor.send({ type: 'ENDED' });
    actor.send({ type: 'PLAY' });
    expect(state()).toBe('Buffering');
    expect(context().currentTime).toBe(0);
    expect(media.seek).toHaveBeenCalledWith(0);
    expect(media.play).toHaveBeenCalledTimes(1);
  });

  it('seeking after the end leaves the player Paused at that position', async () => {
    const { actor, state, context } = await startIn('Playing');
    actor.send({ type: 'ENDED' });
    actor.send({ type: 'SEEK', seconds: 30 });
    expect(state()).toBe('Paused');
    expect(context().currentTime).toBe(30);
  });

  it('fetches the next sermon with autoplay-next on and loads it to play', async () => {
    const next = fixtureAudioSermon({ sermonID: '3003' });
    const asked: FetchNextInput[] = [];
    const { actor, state, context } = await startIn('Playing', {
      input: { settings: { autoplayNext: true, autoplayNextState: 'forward' } },
      sermons: { [fixtureSermon().sermonID]: fixtureSermon(), '3003': next },
      next: async (input) => {
        asked.push(input);
        return '3003';
      },
    });
    actor.send({ type: 'ENDED' });
    expect(state()).toBe('FetchingNext');
    await waitFor(actor, (s) => s.matches({ Loading: 'LoadingMedia' }));
    expect(asked[0]?.direction).toBe('forward');
    expect(asked[0]?.sermon.sermonID).toBe(fixtureSermon().sermonID);
    expect(context()).toMatchObject({ sermonID: '3003', autoplay: true, startAt: 0 });
  });

  it('asks for the previous sermon in reverse mode', async () => {
    const asked: FetchNextInput[] = [];
    const { actor } = await startIn('Playing', {
      input: { settings: { autoplayNext: true, autoplayNextState: 'reverse' } },
      next: async (input) => {
        asked.push(input);
        return null;
      },
    });
    actor.send({ type: 'ENDED' });
    await waitFor(actor, (s) => s.matches('Ended'));
    expect(asked[0]?.direction).toBe('reverse');
  });

  it('stays Ended when there is no next sermon or fetching it fails', async () => {
    const { actor, state } = await startIn('Playing', {
      input: { settings: { autoplayNext: true, autoplayNextState: 'forward' } },
      next: async () => {
        throw new Error('offline');
      },
    });
    actor.send({ type: 'ENDED' });
    await waitFor(actor, (s) => s.matches('Ended'));
    expect(state()).toBe('Ended');
  });

  it('replays the current sermon when PLAY comes while the next is being fetched', async () => {
    const pending = deferred<string | null>();
    const { actor, state, media } = await startIn('Playing', {
      input: { settings: { autoplayNext: true, autoplayNextState: 'forward' } },
      next: () => pending.promise,
    });
    actor.send({ type: 'ENDED' });
    actor.send({ type: 'PLAY' });
    expect(state()).toBe('Buffering');
    expect(media.play).toHaveBeenCalledTimes(1);
    pending.resolve('9999');
    await Promise.resolve();
    expect(state()).toBe('Buffering');
  });

  it('SET_REPEAT turns autoplay on in a direction, and off, and persists it', () => {
    const { actor, context, media } = start();
    actor.send({ type: 'SET_REPEAT', mode: 'reverse' });
    expect(context()).toMatchObject({ autoplayNext: true, autoplayNextState: 'reverse' });
    expect(repeatMode(context())).toBe('reverse');
    expect(media.persist).toHaveBeenLastCalledWith(expect.objectContaining({ autoplayNext: true, autoplayNextState: 'reverse' }));
    actor.send({ type: 'SET_REPEAT', mode: 'off' });
    expect(repeatMode(context())).toBe('off');
    expect(context().autoplayNextState).toBe('reverse');
    expect(media.persist).toHaveBeenLastCalledWith(expect.objectContaining({ autoplayNext: false }));
  });

  it('ignores an unknown repeat mode', () => {
    const { actor, context, media } = start();
    actor.send({ type: 'SET_REPEAT', mode: 'sideways' as never });
    expect(repeatMode(context())).toBe('off');
    expect(media.persist).not.toHaveBeenCalled();
  });
});
