import { renderHook } from '@testing-library/react';
import { fixtureAudioSermon } from '@sermon/shared-contracts/machines/player-sermon-fixture';
import type { Sermon } from '@sermon/shared-contracts/entities/sermon';
import type { PlayerEvent, PlayerStateName } from '@sermon/shared-contracts/machines/player.machine';
import { ARTWORK_SIZES, sermonArtwork, useMediaSession } from './use-media-session';

/** A Media Session as browsers have it, recording what the hook set. */
function fakeMediaSession() {
  const handlers = new Map<string, MediaSessionActionHandler | null>();
  const session = {
    metadata: null as unknown,
    playbackState: 'none' as MediaSessionPlaybackState,
    setActionHandler: jest.fn((action: string, handler: MediaSessionActionHandler | null) => {
      if (action === 'skipad') throw new Error('not supported');
      handlers.set(action, handler);
    }),
    setPositionState: jest.fn(),
  };
  Object.defineProperty(navigator, 'mediaSession', { configurable: true, value: session });
  (globalThis as unknown as { MediaMetadata: unknown }).MediaMetadata = class {
    constructor(init: MediaMetadataInit) {
      Object.assign(this, init);
    }
  };
  return { session, handlers };
}

afterEach(() => {
  delete (navigator as unknown as { mediaSession?: unknown }).mediaSession;
  delete (globalThis as unknown as { MediaMetadata?: unknown }).MediaMetadata;
});

const sermon = fixtureAudioSermon();

function run(state: PlayerStateName, overrides: { hasNeighbours?: boolean; currentTime?: number; duration?: number; speed?: number } = {}) {
  const sent: PlayerEvent[] = [];
  const props = {
    state,
    context: { sermon: sermon as Sermon | null, currentTime: overrides.currentTime ?? 60, duration: overrides.duration ?? 600, speed: overrides.speed ?? 1 },
    send: (event: PlayerEvent) => sent.push(event),
    hasNeighbours: overrides.hasNeighbours ?? false,
  };
  const hook = renderHook((p: typeof props) => useMediaSession(p), { initialProps: props });
  return { sent, hook, props };
}

describe('useMediaSession', () => {
  it('shows the sermon, its speaker and broadcaster with artwork in every size', () => {
    const { session } = fakeMediaSession();
    run('Playing');
    const metadata = session.metadata as MediaMetadataInit;
    expect(metadata).toMatchObject({ title: sermon.fullTitle, artist: sermon.speaker.displayName, album: sermon.broadcaster.displayName });
    expect(metadata.artwork).toHaveLength(ARTWORK_SIZES.length);
    expect(metadata.artwork![0]).toEqual({ src: '/media/images/broadcasters/96/96/metrotab.jpg', sizes: '96x96', type: 'image/jpeg' });
    expect(metadata.artwork!.at(-1)!.sizes).toBe('512x512');
  });

  it('falls back to the speaker portrait when there is no album art template', () => {
    const artwork = sermonArtwork({
      broadcaster: { ...sermon.broadcaster, albumArtURL: '' },
      speaker: { ...sermon.speaker, albumArtURL: '' },
    });
    expect(artwork).toEqual([{ src: sermon.speaker.portraitURL, type: 'image/jpeg' }]);
  });

  it('answers the lock screen and headset buttons', () => {
    const { handlers } = fakeMediaSession();
    const { sent } = run('Playing', { hasNeighbours: true });
    handlers.get('pause')!({ action: 'pause' });
    handlers.get('play')!({ action: 'play' });
    handlers.get('seekforward')!({ action: 'seekforward' });
    handlers.get('seekbackward')!({ action: 'seekbackward' });
    handlers.get('seekbackward')!({ action: 'seekbackward', seekOffset: 5 });
    handlers.get('seekto')!({ action: 'seekto', seekTime: 321 });
    handlers.get('nexttrack')!({ action: 'nexttrack' });
    handlers.get('previoustrack')!({ action: 'previoustrack' });
    handlers.get('stop')!({ action: 'stop' });
    expect(sent).toEqual([
      { type: 'PAUSE' },
      { type: 'PLAY' },
      { type: 'SEEK_BY', seconds: 30 },
      { type: 'SEEK_BY', seconds: -10 },
      { type: 'SEEK_BY', seconds: -5 },
      { type: 'SEEK', seconds: 321 },
      { type: 'NEXT' },
      { type: 'PREVIOUS' },
      { type: 'PAUSE' },
      { type: 'SEEK', seconds: 0 },
    ]);
  });

  it('leaves previous and next unset without a list, so the lock screen offers skipping instead', () => {
    const { handlers } = fakeMediaSession();
    run('Playing', { hasNeighbours: false });
    expect(handlers.get('nexttrack')).toBeNull();
    expect(handlers.get('previoustrack')).toBeNull();
    expect(handlers.get('seekforward')).toBeInstanceOf(Function);
  });

  it('keeps the position, duration and speed up to date, and the playing state', () => {
    const { session } = fakeMediaSession();
    const { hook, props } = run('Playing', { currentTime: 60, duration: 600, speed: 1.5 });
    expect(session.setPositionState).toHaveBeenLastCalledWith({ duration: 600, playbackRate: 1.5, position: 60 });
    expect(session.playbackState).toBe('playing');
    hook.rerender({ ...props, state: 'Paused', context: { ...props.context, currentTime: 90 } });
    expect(session.setPositionState).toHaveBeenLastCalledWith({ duration: 600, playbackRate: 1.5, position: 90 });
    expect(session.playbackState).toBe('paused');
  });

  it('skips the position while the duration is unknown', () => {
    const { session } = fakeMediaSession();
    run('Loading', { duration: 0 });
    expect(session.setPositionState).not.toHaveBeenCalled();
  });

  it('removes its handlers and metadata when the sermon goes', () => {
    const { session, handlers } = fakeMediaSession();
    const { hook, props } = run('Playing');
    hook.rerender({ ...props, state: 'Static', context: { ...props.context, sermon: null } });
    expect(session.metadata).toBeNull();
    expect(handlers.get('play')).toBeNull();
    expect(session.playbackState).toBe('none');
  });

  it('does nothing where the browser has no Media Session', () => {
    expect(() => run('Playing')).not.toThrow();
  });
});
