/**
 * The player of an embed. An embed sits on somebody else's page that most visitors only scroll past, so it loads
 * nothing of the recording until the visitor presses play: it shows the sermon from data it already has (fetched
 * for the preview, or a playlist row), and only the press hands the sermon to the machine, which then creates the
 * media element. No media bytes and no counted play for a page view (a fetch from byte 0 counts a play), and the
 * press is the user gesture the browser wants before it plays sound. It keeps to itself: no page events.
 */
import { useCallback, useState } from 'react';
import type { PlayList } from '@sermon/shared-contracts/entities/play-list';
import type { Sermon } from '@sermon/shared-contracts/entities/sermon';
import type { PlayerMediaType } from '@sermon/shared-contracts/machines/player-source';
import { usePlayerSermonLoader, type PlayerSermonLoader } from '../../player/api/get-player-sermon';
import { usePlayer, type Player } from '../../player/use-player';

export interface PlayOptions {
  /** seconds to start at (a press on the waveform before the first play) */
  startAt?: number;
  /** the list next and previous come from (the list embed's playlist) */
  list?: PlayList;
}

export interface EmbedPlayer {
  player: Player;
  /** the machine has a sermon: the visitor pressed play at least once */
  started: boolean;
  /** the visitor's press: load this sermon and play it */
  play: (sermonID: string, options?: PlayOptions) => void;
  /** a sermon fetched already (preview, playlist row): the press plays it without fetching it again */
  remember: (sermon: Sermon) => void;
}

/** Remembered sermons answer the machine's fetch at once; others are fetched as usual. */
export function rememberingLoader(loader: PlayerSermonLoader, known: ReadonlyMap<string, Sermon>): PlayerSermonLoader {
  return (sermonID, signal) => {
    const sermon = known.get(sermonID);
    return sermon ? Promise.resolve(sermon) : loader(sermonID, signal);
  };
}

export function useEmbedPlayer(mediaType: PlayerMediaType | null): EmbedPlayer {
  const loader = usePlayerSermonLoader();
  const [known] = useState(() => new Map<string, Sermon>());
  const loadSermon = useCallback<PlayerSermonLoader>((id, signal) => rememberingLoader(loader, known)(id, signal), [loader, known]);
  const player = usePlayer({ loadSermon, connectToPage: false });
  const { send } = player;

  const play = useCallback(
    (sermonID: string, options: PlayOptions = {}) =>
      send({
        type: 'LOAD',
        sermonID,
        ...(mediaType ? { mediaType } : {}),
        autoplay: true,
        ...(options.startAt !== undefined ? { startAt: options.startAt } : {}),
        ...(options.list ? { list: options.list } : {}),
      }),
    [send, mediaType],
  );
  const remember = useCallback((sermon: Sermon) => known.set(sermon.sermonID, sermon), [known]);

  return { player, started: player.context.sermonID !== null, play, remember };
}
