// The player machine's play list: LOAD keeps it, autoplay and repeat play on through it, NEXT/PREVIOUS move in it.
import { waitFor } from 'xstate';
import type { PlayList } from '../entities/play-list';
import { deferred, startPlayer, startPlayerIn } from './player-machine-harness';
import { fixtureAudioSermon, fixtureSermon } from './player-sermon-fixture';
import type { FetchNextInput } from './player.machine';

const current = fixtureSermon();
const other = fixtureAudioSermon({ sermonID: '2002', fullTitle: 'All of Grace' });
const sermons = { [current.sermonID]: current, [other.sermonID]: other };
const speakerList: PlayList = { kind: 'speaker', params: { speakerID: '42', sortBy: 'newest' }, label: 'Spurgeon' };

describe('player machine: the play list', () => {
  it('keeps the list LOAD came with, and forgets it with a LOAD without one', async () => {
    const { actor, context } = startPlayer({ sermons });
    actor.send({ type: 'LOAD', sermonID: current.sermonID, list: speakerList });
    expect(context().list).toEqual(speakerList);
    await waitFor(actor, (s) => s.matches({ Loading: 'LoadingMedia' }));
    actor.send({ type: 'LOAD', sermonID: other.sermonID });
    expect(context().list).toBeNull();
  });

  it('takes the new list when the loaded sermon is played again from another page', async () => {
    const { actor, context, loads } = await startPlayerIn('Paused', { sermons });
    actor.send({ type: 'LOAD', sermonID: current.sermonID, list: speakerList });
    expect(context().list).toEqual(speakerList);
    expect(loads).toHaveLength(1);
  });

  it('forgets the list on CLOSE', async () => {
    const { actor, context } = startPlayer({ sermons });
    actor.send({ type: 'LOAD', sermonID: current.sermonID, list: speakerList });
    actor.send({ type: 'CLOSE' });
    expect(context().list).toBeNull();
  });

  it('asks fetchNext with the sermon, the repeat direction and the list, and keeps the list for the next one', async () => {
    const asked: FetchNextInput[] = [];
    const player = startPlayer({
      sermons,
      input: { settings: { autoplayNext: true, autoplayNextState: 'forward' } },
      next: async (input) => {
        asked.push(input);
        return other.sermonID;
      },
    });
    player.actor.send({ type: 'LOAD', sermonID: current.sermonID, list: speakerList });
    await waitFor(player.actor, (s) => s.matches({ Loading: 'LoadingMedia' }));
    player.actor.send({ type: 'CAN_PLAY' });
    player.actor.send({ type: 'PLAYING' });
    player.actor.send({ type: 'ENDED' });
    await waitFor(player.actor, (s) => s.context.sermon?.sermonID === other.sermonID);
    expect(asked).toEqual([{ sermon: current, direction: 'forward', list: speakerList }]);
    expect(player.context()).toMatchObject({ sermonID: other.sermonID, list: speakerList, autoplay: true });
    expect(player.context().src).toBe('/media/a/high.mp3');
  });

  it('repeats a list of one: the same sermon plays again from the start without being fetched again', async () => {
    const player = await startPlayerIn('Playing', {
      sermons,
      input: { settings: { autoplayNext: true, autoplayNextState: 'reverse' } },
      next: async () => current.sermonID,
    });
    player.actor.send({ type: 'ENDED' });
    await waitFor(player.actor, (s) => s.matches('Buffering'));
    expect(player.context().currentTime).toBe(0);
    expect(player.media.seek).toHaveBeenLastCalledWith(0);
    expect(player.media.play).toHaveBeenCalledTimes(1);
    expect(player.loads).toHaveLength(1);
  });

  it('stops at Ended with repeat off', async () => {
    const next = jest.fn(async () => other.sermonID);
    const player = await startPlayerIn('Playing', { sermons, next });
    player.actor.send({ type: 'ENDED' });
    expect(player.state()).toBe('Ended');
    expect(next).not.toHaveBeenCalled();
  });
});

describe('player machine: NEXT and PREVIOUS', () => {
  it('NEXT pauses, asks for the next sermon forward whatever the repeat mode, and plays it', async () => {
    const asked: FetchNextInput[] = [];
    const player = await startPlayerIn('Playing', {
      sermons,
      next: async (input) => {
        asked.push(input);
        return other.sermonID;
      },
    });
    player.actor.send({ type: 'NEXT' });
    expect(player.state()).toBe('FetchingNext');
    expect(player.media.pause).toHaveBeenCalledTimes(1);
    await waitFor(player.actor, (s) => s.matches({ Loading: 'LoadingMedia' }));
    expect(asked[0]?.direction).toBe('forward');
    expect(player.context()).toMatchObject({ sermonID: other.sermonID, autoplay: true, startAt: 0 });
  });

  it('PREVIOUS asks in reverse even when repeat goes forward', async () => {
    const asked: FetchNextInput[] = [];
    const player = await startPlayerIn('Paused', {
      sermons,
      input: { settings: { autoplayNext: true, autoplayNextState: 'forward' } },
      next: async (input) => {
        asked.push(input);
        return other.sermonID;
      },
    });
    player.actor.send({ type: 'PREVIOUS' });
    await waitFor(player.actor, (s) => s.matches({ Loading: 'LoadingMedia' }));
    expect(asked[0]?.direction).toBe('reverse');
  });

  it('stays paused where it was when nothing follows mid-sermon', async () => {
    const player = await startPlayerIn('Playing', { sermons, next: async () => null });
    player.actor.send({ type: 'TIME_UPDATE', currentTime: 200 });
    player.actor.send({ type: 'NEXT' });
    await waitFor(player.actor, (s) => !s.matches('FetchingNext'));
    expect(player.state()).toBe('Paused');
    expect(player.context().currentTime).toBe(200);
    player.actor.send({ type: 'PLAY' });
    expect(player.state()).toBe('Buffering');
    expect(player.media.play).toHaveBeenCalledTimes(1);
  });

  it('stays Ended when nothing follows after the end, and when the lookup fails', async () => {
    const player = await startPlayerIn('Playing', {
      sermons,
      next: async () => {
        throw new Error('offline');
      },
    });
    player.actor.send({ type: 'ENDED' });
    player.actor.send({ type: 'NEXT' });
    await waitFor(player.actor, (s) => !s.matches('FetchingNext'));
    expect(player.state()).toBe('Ended');
  });

  it('restarts the sermon when NEXT finds only itself', async () => {
    const player = await startPlayerIn('Playing', { sermons, next: async () => current.sermonID });
    player.actor.send({ type: 'TIME_UPDATE', currentTime: 90 });
    player.actor.send({ type: 'NEXT' });
    await waitFor(player.actor, (s) => s.matches('Buffering'));
    expect(player.context().currentTime).toBe(0);
    expect(player.loads).toHaveLength(1);
  });

  it('PLAY while NEXT is looking goes on with the current sermon where it was', async () => {
    const pending = deferred<string | null>();
    const player = await startPlayerIn('Playing', { sermons, next: () => pending.promise });
    player.actor.send({ type: 'TIME_UPDATE', currentTime: 50 });
    player.actor.send({ type: 'NEXT' });
    player.actor.send({ type: 'PLAY' });
    expect(player.state()).toBe('Buffering');
    expect(player.context().currentTime).toBe(50);
    pending.resolve(other.sermonID);
    await Promise.resolve();
    expect(player.context().sermonID).toBe(current.sermonID);
  });

  it('PAUSE while NEXT is looking stays on the current sermon', async () => {
    const pending = deferred<string | null>();
    const player = await startPlayerIn('Playing', { sermons, next: () => pending.promise });
    player.actor.send({ type: 'NEXT' });
    player.actor.send({ type: 'PAUSE' });
    expect(player.state()).toBe('Paused');
  });

  it('a LOAD while NEXT is looking wins', async () => {
    const pending = deferred<string | null>();
    const player = await startPlayerIn('Playing', { sermons, next: () => pending.promise });
    player.actor.send({ type: 'NEXT' });
    player.actor.send({ type: 'LOAD', sermonID: other.sermonID });
    pending.resolve(current.sermonID);
    await waitFor(player.actor, (s) => s.matches({ Loading: 'LoadingMedia' }));
    expect(player.context().sermonID).toBe(other.sermonID);
  });

  it('ignores NEXT before a sermon is loaded', () => {
    const player = startPlayer({ sermons, next: async () => other.sermonID });
    player.actor.send({ type: 'NEXT' });
    expect(player.state()).toBe('Static');
  });

  it('moves on from a sermon without media when nothing follows (back to Static, not a dead Paused)', async () => {
    const base = fixtureSermon();
    const textOnly = fixtureSermon({ media: { ...base.media, audio: [], video: [] }, hasAudio: false, hasVideo: false });
    const player = startPlayer({ sermons: { [textOnly.sermonID]: textOnly }, next: async () => null });
    player.actor.send({ type: 'LOAD', sermonID: textOnly.sermonID });
    await waitFor(player.actor, (s) => s.matches('Static'));
    player.actor.send({ type: 'NEXT' });
    await waitFor(player.actor, (s) => !s.matches('FetchingNext'));
    expect(player.state()).toBe('Static');
  });
});
