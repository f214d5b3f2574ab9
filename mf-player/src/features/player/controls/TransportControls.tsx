// Previous, back 10 s, play/pause, forward 30 s, next: the row every player has, in the bar and, larger, expanded.
import { css } from '@emotion/react';
import { PlayPauseButton } from '../components/PlayPauseButton';
import { SkipButton } from '../components/SkipButton';
import { isPlayingIntent, isUnplayable } from '../player-state';
import type { PlayerSurface } from '../player-surface';
import { NextButton, PreviousButton } from './TrackButtons';

interface Props {
  surface: PlayerSurface;
  size?: 'bar' | 'large';
  /** at phone width the bar keeps only play/pause */
  hideSecondaryWhenCompact?: boolean;
}

const COMPACT = '@media (max-width: 640px)';

export function TransportControls({ surface, size = 'bar', hideSecondaryWhenCompact = false }: Props) {
  const { player, hasNeighbours, ready } = surface;
  const { state, send } = player;
  const busy = state === 'Loading' || state === 'Buffering' || state === 'FetchingNext';
  const large = size === 'large';
  const secondary = hideSecondaryWhenCompact ? hideWhenCompact : undefined;
  return (
    <div css={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: large ? 16 : 6 }}>
      <span css={secondary}>
        <PreviousButton onPress={() => send({ type: 'PREVIOUS' })} disabled={!hasNeighbours} size={large ? 48 : 36} />
      </span>
      <span css={secondary}>
        <SkipButton direction="back" onSkip={(seconds) => send({ type: 'SEEK_BY', seconds })} size={large ? 52 : 36} disabled={!ready} />
      </span>
      <PlayPauseButton
        playing={isPlayingIntent(player)}
        busy={busy}
        disabled={isUnplayable(player)}
        onToggle={() => send({ type: 'TOGGLE' })}
        size={large ? 72 : 44}
      />
      <span css={secondary}>
        <SkipButton direction="forward" onSkip={(seconds) => send({ type: 'SEEK_BY', seconds })} size={large ? 52 : 36} disabled={!ready} />
      </span>
      <span css={secondary}>
        <NextButton onPress={() => send({ type: 'NEXT' })} disabled={!hasNeighbours} size={large ? 48 : 36} />
      </span>
    </div>
  );
}

const hideWhenCompact = css({ display: 'contents', [COMPACT]: { display: 'none' } });
