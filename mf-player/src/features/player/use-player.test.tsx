// usePlayer against a jsdom media element: settings applied and stored, the page's list kept, the queue and the
// caster provided to the machine.
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { PlayList } from '@sermon/shared-contracts/entities/play-list';
import type { Sermon } from '@sermon/shared-contracts/entities/sermon';
import { emitPlatformEvent } from '@sermon/shared-contracts/events/platform-events';
import type { FetchNextInput } from '@sermon/shared-contracts/machines/player.machine';
import { fixtureAudioSermon, fixtureSermon } from '@sermon/shared-contracts/machines/player-sermon-fixture';
import { PlayerHarness } from './PlayerHarness';
import { PLAYER_SETTINGS_STORAGE_KEY } from './player-settings-storage';
import { usePlayer, type Player, type UsePlayerOptions } from './use-player';

const first = fixtureAudioSermon({ sermonID: '1001', fullTitle: 'First' });
const second = fixtureAudioSermon({ sermonID: '1002', fullTitle: 'Second' });
const sermons: Record<string, Sermon> = { [first.sermonID]: first, [second.sermonID]: second };
const list: PlayList = { kind: 'series', params: { series: '9', sortBy: 'oldest' }, label: 'Nine' };

let latest: Player | null = null;

function Probe(options: Partial<UsePlayerOptions>) {
  const player = usePlayer({ loadSermon: async (id) => sermons[id] ?? fixtureSermon({ sermonID: id }), ...options });
  latest = player;
  const { media } = player;
  return media.src ? (
    <audio
      data-testid="media"
      src={media.src}
      ref={media.ref}
      onCanPlay={media.onCanPlay}
      onPlaying={media.onPlaying}
      onPause={media.onPause}
      onTimeUpdate={media.onTimeUpdate}
      onEnded={media.onEnded}
    />
  ) : null;
}

function renderPlayer(options: Partial<UsePlayerOptions> = {}) {
  render(
    <PlayerHarness>
      <Probe {...options} />
    </PlayerHarness>,
  );
  return () => latest!;
}

beforeEach(() => {
  window.localStorage.clear();
  latest = null;
  jest.spyOn(window.HTMLMediaElement.prototype, 'play').mockImplementation(() => Promise.resolve());
  jest.spyOn(window.HTMLMediaElement.prototype, 'pause').mockImplementation(() => {});
  jest.spyOn(window.HTMLMediaElement.prototype, 'load').mockImplementation(() => {});
});

afterEach(() => jest.restoreAllMocks());

describe('usePlayer', () => {
  it('gives the element volume / 100 and stores the 0..100 volume', async () => {
    const player = renderPlayer();
    act(() => emitPlatformEvent('player:play', { sermonID: first.sermonID }));
    const media = (await screen.findByTestId('media')) as HTMLMediaElement;
    act(() => player().send({ type: 'SET_VOLUME', volume: 40 }));
    expect(media.volume).toBeCloseTo(0.4);
    expect(JSON.parse(window.localStorage.getItem(PLAYER_SETTINGS_STORAGE_KEY)!)).toMatchObject({ version: 2, volume: 40 });
  });

  it('starts from settings stored by the first player, migrated', async () => {
    window.localStorage.setItem(PLAYER_SETTINGS_STORAGE_KEY, JSON.stringify({ volume: 0.5, autoplayNext: 'reverse', speed: 1.5 }));
    const player = renderPlayer();
    expect(player().context).toMatchObject({ volume: 50, autoplayNext: true, autoplayNextState: 'reverse', speed: 1.5 });
    act(() => emitPlatformEvent('player:play', { sermonID: first.sermonID }));
    const media = (await screen.findByTestId('media')) as HTMLMediaElement;
    expect(media.volume).toBeCloseTo(0.5);
    expect(media.playbackRate).toBe(1.5);
  });

  it("keeps the list a page's player:play came with", async () => {
    const player = renderPlayer();
    act(() => emitPlatformEvent('player:play', { sermonID: first.sermonID, list }));
    await screen.findByTestId('media');
    expect(player().context.list).toEqual(list);
  });

  it('plays a request with a malformed list, without the list', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const player = renderPlayer();
    act(() => emitPlatformEvent('player:play', { sermonID: first.sermonID, list: { kind: 'nonsense' } as unknown as PlayList }));
    await screen.findByTestId('media');
    expect(player().context.list).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('plays on through the list with the fetchNext it is given when repeat is on', async () => {
    window.localStorage.setItem(
      PLAYER_SETTINGS_STORAGE_KEY,
      JSON.stringify({ version: 2, autoplayNext: true, autoplayNextState: 'forward' }),
    );
    const asked: FetchNextInput[] = [];
    const fetchNext = jest.fn(async (input: FetchNextInput) => {
      asked.push(input);
      return second.sermonID;
    });
    const player = renderPlayer({ fetchNext });
    act(() => emitPlatformEvent('player:play', { sermonID: first.sermonID, list }));
    const media = await screen.findByTestId('media');
    fireEvent.canPlay(media);
    fireEvent.playing(media);
    fireEvent.ended(media);
    await waitFor(() => expect(player().context.sermon?.sermonID).toBe(second.sermonID));
    expect(asked).toEqual([{ sermon: first, direction: 'forward', list }]);
    expect(player().context.list).toEqual(list);
  });

  it('has casting on for the persistent bar', () => {
    const bar = renderPlayer();
    expect(bar().context.casting.enabled).toBe(true);
  });

  it('has casting off for an embed', () => {
    const embed = renderPlayer({ connectToPage: false });
    expect(embed().context.casting.enabled).toBe(false);
  });
});
