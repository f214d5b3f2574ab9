// Casting (spec doc 1 §4 "Chromecast"), against a fake cast context: a caster actor that records what the machine
// tells the receiver and lets each test report what the receiver does.
import { waitFor } from 'xstate';
import { startPlayer, startPlayerIn, type StartedPlayer } from './player-machine-harness';
import { fixtureAudioSermon, fixtureSermon } from './player-sermon-fixture';
import { isCastingRemotely } from './player.machine';

const sermon = fixtureSermon();
const other = fixtureAudioSermon({ sermonID: '2002', fullTitle: 'All of Grace' });
const sermons = { [sermon.sermonID]: sermon, [other.sermonID]: other };

/** A Chromecast session started on a player that plays at `time`. */
async function castingFrom(state: 'Playing' | 'Paused', time = 120, harness: Parameters<typeof startPlayerIn>[1] = {}) {
  const player = await startPlayerIn(state, { sermons, ...harness });
  player.actor.send({ type: 'TIME_UPDATE', currentTime: time });
  player.cast.emit({ type: 'CAST_AVAILABILITY', available: true });
  player.actor.send({ type: 'CAST_CONNECT', kind: 'chromecast' });
  player.cast.emit({ type: 'CAST_SESSION_STARTED', kind: 'chromecast' });
  return player;
}

function remoteReports(player: StartedPlayer, status: 'playing' | 'paused' | 'buffering' | 'ended' | 'idle') {
  player.cast.emit({ type: 'CAST_REMOTE_STATUS', status });
}

describe('casting: devices and connecting', () => {
  it('starts with casting on, nothing found and nothing connected', () => {
    const { context } = startPlayer();
    expect(context().casting).toEqual({ kind: 'none', status: 'disconnected', available: false, enabled: true });
  });

  it('records whether a device is available', () => {
    const player = startPlayer();
    player.cast.emit({ type: 'CAST_AVAILABILITY', available: true });
    expect(player.context().casting.available).toBe(true);
    player.cast.emit({ type: 'CAST_AVAILABILITY', available: false });
    expect(player.context().casting.available).toBe(false);
  });

  it('asks the caster for a session on CAST_CONNECT and waits, connecting', () => {
    const player = startPlayer();
    player.actor.send({ type: 'CAST_CONNECT', kind: 'chromecast' });
    expect(player.cast.commands).toEqual([{ type: 'cast.request', kind: 'chromecast' }]);
    expect(player.context().casting).toMatchObject({ kind: 'chromecast', status: 'connecting' });
  });

  it('goes back to disconnected when the request comes to nothing (picker cancelled)', () => {
    const player = startPlayer();
    player.actor.send({ type: 'CAST_CONNECT', kind: 'chromecast' });
    player.cast.emit({ type: 'CAST_SESSION_ENDED' });
    expect(player.context().casting).toMatchObject({ kind: 'none', status: 'disconnected' });
  });

  it('turns casting off when the SDK fails to load, and then ignores CAST_CONNECT', () => {
    const player = startPlayer();
    player.cast.emit({ type: 'CAST_AVAILABILITY', available: true });
    player.cast.emit({ type: 'CAST_SDK_FAILED', detail: 'timeout' });
    expect(player.context().casting.enabled).toBe(false);
    player.actor.send({ type: 'CAST_CONNECT', kind: 'chromecast' });
    expect(player.cast.commands).toEqual([]);
    expect(player.context().casting.kind).toBe('none');
  });

  it('can start with casting off (embeds)', () => {
    const player = startPlayer({ input: { castingEnabled: false } });
    expect(player.context().casting.enabled).toBe(false);
    player.actor.send({ type: 'CAST_CONNECT', kind: 'chromecast' });
    expect(player.cast.commands).toEqual([]);
  });
});

describe('casting: a session starts', () => {
  it('loads the current media at the current time on the receiver, playing, and pauses the element', async () => {
    const player = await castingFrom('Playing', 120);
    expect(player.cast.sent('cast.load')).toEqual([
      {
        type: 'cast.load',
        media: {
          streamURL: '/media/v/high.mp4',
          contentType: 'video/mp4',
          title: sermon.fullTitle,
          subtitle: 'Charles H. Spurgeon · Metropolitan Tabernacle',
          imageURL: '/media/v/thumb.jpg',
          live: false,
        },
        startTime: 120,
        autoplay: true,
      },
    ]);
    expect(player.media.pause).toHaveBeenCalledTimes(1);
    expect(player.context().casting).toMatchObject({ kind: 'chromecast', status: 'buffering' });
    expect(isCastingRemotely(player.context())).toBe(true);
  });

  it('loads paused media paused', async () => {
    const player = await castingFrom('Paused', 30);
    expect(player.cast.sent('cast.load')[0]).toMatchObject({ startTime: 30, autoplay: false });
  });

  it('loads nothing while nothing is loaded, and casts the next LOAD once its media is known', async () => {
    const player = startPlayer({ sermons });
    player.cast.emit({ type: 'CAST_SESSION_STARTED', kind: 'chromecast' });
    expect(player.cast.commands).toEqual([]);
    expect(player.context().casting).toMatchObject({ kind: 'chromecast', status: 'paused' });
    player.actor.send({ type: 'LOAD', sermonID: other.sermonID, startAt: 15 });
    await waitFor(player.actor, (s) => s.matches({ Loading: 'LoadingMedia' }));
    expect(player.cast.sent('cast.load')).toEqual([
      expect.objectContaining({ startTime: 15, autoplay: true, media: expect.objectContaining({ streamURL: '/media/a/high.mp3' }) }),
    ]);
    // The element may still report it can play: it is not the output, the receiver decides.
    player.actor.send({ type: 'CAN_PLAY' });
    expect(player.media.play).not.toHaveBeenCalled();
    remoteReports(player, 'buffering');
    expect(player.state()).toBe('Buffering');
    remoteReports(player, 'playing');
    expect(player.state()).toBe('Playing');
  });

  it('a receiver that loaded the media paused leaves the player Loaded', async () => {
    const player = startPlayer({ sermons });
    player.cast.emit({ type: 'CAST_SESSION_STARTED', kind: 'chromecast' });
    player.actor.send({ type: 'LOAD', sermonID: other.sermonID, autoplay: false });
    await waitFor(player.actor, (s) => s.matches({ Loading: 'LoadingMedia' }));
    expect(player.cast.sent('cast.load')[0]?.autoplay).toBe(false);
    remoteReports(player, 'paused');
    expect(player.state()).toBe('Loaded');
  });
});

describe('casting: while the receiver plays', () => {
  it('follows the receiver, not the element', async () => {
    const player = await castingFrom('Playing');
    // The element was paused for the session: its own report must not pause the player.
    player.actor.send({ type: 'PAUSED' });
    expect(player.state()).toBe('Playing');
    remoteReports(player, 'buffering');
    expect(player.state()).toBe('Buffering');
    expect(player.context().casting.status).toBe('buffering');
    remoteReports(player, 'playing');
    expect(player.state()).toBe('Playing');
    expect(player.context().casting.status).toBe('playing');
    remoteReports(player, 'paused');
    expect(player.state()).toBe('Paused');
    expect(player.context().casting.status).toBe('paused');
  });

  it('mirrors the receiver time into the player, and ignores the element clock', async () => {
    const player = await castingFrom('Playing', 120);
    player.cast.emit({ type: 'CAST_REMOTE_TIME', currentTime: 125.5 });
    expect(player.context()).toMatchObject({ currentTime: 125.5, castRemoteTime: 125.5 });
    player.actor.send({ type: 'TIME_UPDATE', currentTime: 3 });
    expect(player.context().currentTime).toBe(125.5);
  });

  it('mirrors the receiver volume and mute, without storing them as the listener settings', async () => {
    const player = await castingFrom('Playing');
    player.cast.emit({ type: 'CAST_REMOTE_VOLUME', volume: 35, muted: true });
    expect(player.context()).toMatchObject({ volume: 35, muted: true });
    expect(player.media.persist).not.toHaveBeenCalled();
  });

  it('sends PLAY and PAUSE to the receiver, not the element', async () => {
    const player = await castingFrom('Playing');
    remoteReports(player, 'playing');
    player.media.pause.mockClear();
    player.actor.send({ type: 'PAUSE' });
    expect(player.state()).toBe('Paused');
    player.actor.send({ type: 'PLAY' });
    expect(player.cast.sent('cast.pause')).toHaveLength(1);
    expect(player.cast.sent('cast.play')).toHaveLength(1);
    expect(player.media.pause).not.toHaveBeenCalled();
    expect(player.media.play).not.toHaveBeenCalled();
  });

  it('sends a local seek only when it differs from the receiver time by 2 s or more', async () => {
    const player = await castingFrom('Playing', 100);
    player.cast.emit({ type: 'CAST_REMOTE_TIME', currentTime: 100 });
    player.actor.send({ type: 'SEEK', seconds: 101.5 });
    expect(player.cast.sent('cast.seek')).toEqual([]);
    expect(player.context().currentTime).toBe(101.5);
    player.actor.send({ type: 'SEEK', seconds: 102 });
    expect(player.cast.sent('cast.seek')).toEqual([{ type: 'cast.seek', time: 102 }]);
    player.actor.send({ type: 'SEEK_BY', seconds: 30 });
    expect(player.cast.sent('cast.seek')).toEqual([
      { type: 'cast.seek', time: 102 },
      { type: 'cast.seek', time: 132 },
    ]);
    expect(player.media.seek).not.toHaveBeenCalled();
  });

  it('sends volume and mute changes to the receiver', async () => {
    const player = await castingFrom('Playing');
    player.actor.send({ type: 'SET_VOLUME', volume: 40 });
    player.actor.send({ type: 'TOGGLE_MUTE' });
    expect(player.cast.sent('cast.volume')).toEqual([
      { type: 'cast.volume', volume: 40, muted: false },
      { type: 'cast.volume', volume: 40, muted: true },
    ]);
    expect(player.media.persist).not.toHaveBeenCalled();
  });

  it('plays on through the list on the receiver when it reports the end', async () => {
    const player = await castingFrom('Playing', 590, {
      input: { settings: { autoplayNext: true, autoplayNextState: 'forward' } },
      next: async () => other.sermonID,
    });
    remoteReports(player, 'playing');
    remoteReports(player, 'ended');
    await waitFor(player.actor, (s) => s.matches({ Loading: 'LoadingMedia' }));
    const loads = player.cast.sent('cast.load');
    expect(loads).toHaveLength(2);
    expect(loads[1]).toMatchObject({ startTime: 0, autoplay: true, media: { streamURL: '/media/a/high.mp3' } });
  });

  it('casts the other rendition when the media type changes', async () => {
    const player = await castingFrom('Playing', 200);
    remoteReports(player, 'playing');
    player.actor.send({ type: 'SET_MEDIA_TYPE', mediaType: 'audio' });
    expect(player.cast.sent('cast.load')[1]).toMatchObject({
      startTime: 200,
      autoplay: true,
      media: { streamURL: '/media/a/high.mp3', contentType: 'audio/mpeg' },
    });
  });
});

describe('casting: a session ends', () => {
  it('resets to none and disconnected; the element keeps the receiver position, paused', async () => {
    const player = await castingFrom('Playing', 100);
    remoteReports(player, 'playing');
    player.cast.emit({ type: 'CAST_REMOTE_TIME', currentTime: 212 });
    player.cast.emit({ type: 'CAST_SESSION_ENDED' });
    expect(player.context().casting).toMatchObject({ kind: 'none', status: 'disconnected' });
    expect(player.state()).toBe('Paused');
    expect(player.context().currentTime).toBe(212);
    expect(player.media.seek).toHaveBeenLastCalledWith(212);
    expect(player.media.play).not.toHaveBeenCalled();
    // the element is the output again
    player.actor.send({ type: 'PLAY' });
    expect(player.media.play).toHaveBeenCalledTimes(1);
  });

  it('gives the local volume back', async () => {
    const player = await castingFrom('Playing');
    player.cast.emit({ type: 'CAST_REMOTE_VOLUME', volume: 10, muted: true });
    player.cast.emit({ type: 'CAST_SESSION_ENDED' });
    expect(player.context()).toMatchObject({ volume: 100, muted: false });
  });

  it('CAST_DISCONNECT stops the session and goes back to local at once', async () => {
    const player = await castingFrom('Playing', 60);
    player.cast.emit({ type: 'CAST_REMOTE_TIME', currentTime: 64 });
    player.actor.send({ type: 'CAST_DISCONNECT' });
    expect(player.cast.sent('cast.stop')).toHaveLength(1);
    expect(player.context().casting.kind).toBe('none');
    expect(player.state()).toBe('Paused');
    expect(player.context().currentTime).toBe(64);
    // the receiver confirming the end later changes nothing
    player.cast.emit({ type: 'CAST_SESSION_ENDED' });
    expect(player.state()).toBe('Paused');
  });

  it('ends a session that had nothing to play without touching the player', () => {
    const player = startPlayer();
    player.cast.emit({ type: 'CAST_SESSION_STARTED', kind: 'chromecast' });
    player.cast.emit({ type: 'CAST_SESSION_ENDED' });
    expect(player.state()).toBe('Static');
    expect(player.context().casting.kind).toBe('none');
  });
});

describe('casting: a session is resumed (page reloaded while casting)', () => {
  it('re-syncs to the receiver when it plays our media, without reloading it', async () => {
    const player = await startPlayerIn('Paused', { sermons });
    player.cast.emit({
      type: 'CAST_SESSION_RESUMED',
      kind: 'chromecast',
      mediaURL: 'https://sermons.example/media/v/high.mp4',
      currentTime: 333,
    });
    expect(player.cast.sent('cast.load')).toEqual([]);
    expect(player.context()).toMatchObject({ currentTime: 333, castRemoteTime: 333 });
    expect(player.context().casting.kind).toBe('chromecast');
    remoteReports(player, 'playing');
    expect(player.state()).toBe('Playing');
  });

  it('reloads our media when the receiver plays something else', async () => {
    const player = await startPlayerIn('Playing', { sermons });
    player.actor.send({ type: 'TIME_UPDATE', currentTime: 40 });
    player.cast.emit({ type: 'CAST_SESSION_RESUMED', kind: 'chromecast', mediaURL: 'https://x.example/other.mp3', currentTime: 9 });
    expect(player.cast.sent('cast.load')).toEqual([expect.objectContaining({ startTime: 40, autoplay: true })]);
    expect(player.media.pause).toHaveBeenCalled();
  });
});

describe('casting: AirPlay', () => {
  it('records the session but keeps the element as the output (it plays on the device itself)', async () => {
    const player = await startPlayerIn('Playing', { sermons });
    player.cast.emit({ type: 'CAST_SESSION_STARTED', kind: 'airplay' });
    expect(player.context().casting).toMatchObject({ kind: 'airplay' });
    expect(player.cast.commands).toEqual([]);
    expect(player.media.pause).not.toHaveBeenCalled();
    player.actor.send({ type: 'PAUSE' });
    expect(player.media.pause).toHaveBeenCalledTimes(1);
    player.cast.emit({ type: 'CAST_REMOTE_STATUS', status: 'paused' });
    expect(player.context().casting.status).toBe('paused');
    player.cast.emit({ type: 'CAST_SESSION_ENDED' });
    expect(player.context().casting.kind).toBe('none');
    expect(player.state()).toBe('Paused');
  });
});
