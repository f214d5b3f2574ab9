import { act, renderHook, waitFor } from '@testing-library/react';
import type { HistoryEntry } from '@sermon/shared-contracts/entities/user';
import { initialPlayerContext, type PlayerEvent } from '@sermon/shared-contracts/machines/player.machine';
import { fixtureSermon } from '@sermon/shared-contracts/machines/player-sermon-fixture';
import type { PlayList } from '@sermon/shared-contracts/entities/play-list';
import type { ResumeState } from '@sermon/shared-contracts/rules/player-settings';
import type { PlayRequestControls } from '../use-player';
import type { PlayHistory } from './play-history';
import { useResumeOffer } from './use-resume-offer';

const sermon = fixtureSermon();
const list: PlayList = { kind: 'series', params: { series: '7', sortBy: 'oldest' } };

function historyAt(position: number | null): PlayHistory {
  return {
    find: jest.fn(async () =>
      position === null ? null : ({ sermonID: sermon.sermonID, play_position: position, updated: 0, sermon } as unknown as HistoryEntry),
    ),
    save: jest.fn(async () => {}),
    saveOnExit: jest.fn(),
  };
}

function controlsWith(resumeState: ResumeState) {
  const sent: PlayerEvent[] = [];
  const controls: PlayRequestControls = {
    send: (event) => sent.push(event),
    current: () => ({ state: 'Loading', context: { ...initialPlayerContext({ settings: { resumeState } }), sermonID: sermon.sermonID } }),
  };
  return { sent, controls };
}

describe('useResumeOffer and the resume setting', () => {
  it('ask: loads paused and asks, passing the list on', async () => {
    const history = historyAt(454);
    const { result } = renderHook(() => useResumeOffer(history));
    const { sent, controls } = controlsWith('ask');
    act(() => result.current.handlePlayRequest({ sermonID: sermon.sermonID, list }, controls));
    await waitFor(() => expect(result.current.offer).toEqual({ sermonID: sermon.sermonID, position: 454 }));
    expect(sent).toEqual([{ type: 'LOAD', sermonID: sermon.sermonID, autoplay: false, list, mediaType: undefined, startAt: undefined }]);
  });

  it('resume: goes to the saved position and plays, without asking', async () => {
    const history = historyAt(454);
    const { result } = renderHook(() => useResumeOffer(history));
    const { sent, controls } = controlsWith('resume');
    act(() => result.current.handlePlayRequest({ sermonID: sermon.sermonID }, controls));
    await waitFor(() => expect(sent).toHaveLength(3));
    expect(sent.slice(1)).toEqual([{ type: 'SEEK', seconds: 454 }, { type: 'PLAY' }]);
    expect(result.current.offer).toBeNull();
  });

  it('resume: without a saved position just plays', async () => {
    const history = historyAt(null);
    const { result } = renderHook(() => useResumeOffer(history));
    const { sent, controls } = controlsWith('resume');
    act(() => result.current.handlePlayRequest({ sermonID: sermon.sermonID }, controls));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]).toEqual({ type: 'PLAY' });
  });

  it('restart: never looks the history up and plays from the start', () => {
    const history = historyAt(454);
    const { result } = renderHook(() => useResumeOffer(history));
    const { sent, controls } = controlsWith('restart');
    act(() => result.current.handlePlayRequest({ sermonID: sermon.sermonID, list }, controls));
    expect(history.find).not.toHaveBeenCalled();
    expect(sent).toEqual([{ type: 'LOAD', sermonID: sermon.sermonID, autoplay: undefined, list, mediaType: undefined, startAt: undefined }]);
    expect(result.current.offer).toBeNull();
  });
});
