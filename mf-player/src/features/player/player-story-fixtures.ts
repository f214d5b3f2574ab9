// Fixed player values for stories and component tests: one state of the bar, with no network and no media file.
import {
  initialPlayerContext,
  type PlayerContext,
  type PlayerStateName,
} from '@sermon/shared-contracts/machines/player.machine';
import { fixtureAudioSermon, fixtureSermon } from '@sermon/shared-contracts/machines/player-sermon-fixture';
import type { MediaElementBinding, Player } from './use-player';

const noop = () => {};

export function storyPlayer(state: PlayerStateName, context: Partial<PlayerContext> = {}): Player {
  const sermon = context.sermon === undefined ? fixtureSermon() : context.sermon;
  const full: PlayerContext = {
    ...initialPlayerContext(),
    sermonID: sermon?.sermonID ?? '1012241530',
    sermon,
    requestedMediaType: null,
    mediaType: 'audio',
    src: null,
    autoplay: true,
    startAt: 0,
    currentTime: 754,
    duration: 2710,
    bufferedEnd: 1200,
    error: null,
    ...context,
  };
  return {
    state,
    context: full,
    send: noop,
    media: inertMediaBinding(full.mediaType, null),
    onSeeked: () => noop,
  };
}

/** A media binding whose handlers do nothing: for stories and for component tests that drive no element. */
export function inertMediaBinding(mediaType: MediaElementBinding['mediaType'], src: string | null): MediaElementBinding {
  return {
    mediaType,
    src,
    ref: noop,
    onCanPlay: noop,
    onPlaying: noop,
    onPause: noop,
    onWaiting: noop,
    onStalled: noop,
    onTimeUpdate: noop,
    onDurationChange: noop,
    onLoadedMetadata: noop,
    onProgress: noop,
    onEnded: noop,
    onError: noop,
    onSeeked: noop,
  };
}

export const audioOnlySermon = fixtureAudioSermon({ fullTitle: 'All of Grace: An Earnest Word with Those Seeking Salvation' });
