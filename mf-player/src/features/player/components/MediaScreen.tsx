/**
 * What the media stage holds: the media element, and for video the box that goes fullscreen with it, the caption
 * over the picture, and in fullscreen a control strip that hides itself while the sermon plays untouched.
 */
import { css } from '@emotion/react';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useState, type RefObject } from 'react';
import type { SubtitleCue } from '@sermon/shared-contracts/rules/captions';
import { CaptionOverlay } from '../../captions';
import { Icon } from '../../../components/Icon';
import { IconButton } from '../../../components/IconButton';
import { playerColors } from '../../../components/theme';
import { isPlayingIntent, isUnplayable } from '../player-state';
import type { PlayerSurface } from '../player-surface';
import { PlayerMedia } from './PlayerMedia';
import { PlayPauseButton } from './PlayPauseButton';
import { SeekBar } from './SeekBar';
import { TimeDisplay } from './TimeDisplay';

interface Props {
  surface: PlayerSurface;
  /** the box that goes fullscreen */
  screenRef: RefObject<HTMLDivElement | null>;
  videoRef: (element: HTMLVideoElement | null) => void;
  /** caption cues to show over the picture; null when captions are off or the picture is a thumbnail */
  cues: readonly SubtitleCue[] | null;
}

/** Controls in fullscreen hide after this long without the pointer moving, while playing. */
const IDLE_MS = 2500;

export function MediaScreen({ surface, screenRef, videoRef, cues }: Props) {
  const { t } = useLingui();
  const { player, fullscreen, expanded, setExpanded } = surface;
  const { context, send } = player;
  const idle = useIdle(fullscreen.active && isPlayingIntent(player));

  return (
    <div
      ref={screenRef}
      data-testid="player-screen"
      data-fullscreen={fullscreen.active || undefined}
      data-idle={idle || undefined}
      css={screen}
    >
      <PlayerMedia
        binding={player.media}
        srcKind={context.srcKind}
        quality={context.quality}
        onFatalError={(detail) => send({ type: 'ERROR', detail })}
        title={context.sermon?.fullTitle}
        videoRef={videoRef}
        // The bar's thumbnail opens the expanded view; a large picture plays and pauses, as video players do.
        onVideoClick={() => (expanded || fullscreen.active ? send({ type: 'TOGGLE' }) : setExpanded(true))}
        onVideoDoubleClick={fullscreen.supported ? fullscreen.toggle : undefined}
      />
      {surface.isVideo && cues && <CaptionOverlay cues={cues} currentTime={context.currentTime} variant="video" />}
      {fullscreen.active && (
        <div data-testid="player-fullscreen-controls" css={strip}>
          <PlayPauseButton
            playing={isPlayingIntent(player)}
            busy={player.state === 'Buffering' || player.state === 'Loading'}
            disabled={isUnplayable(player)}
            onToggle={() => send({ type: 'TOGGLE' })}
            size={40}
          />
          <SeekBar
            currentTime={context.currentTime}
            duration={context.duration}
            bufferedEnd={context.bufferedEnd}
            onSeek={(seconds) => send({ type: 'SEEK', seconds })}
          />
          <TimeDisplay currentTime={context.currentTime} duration={context.duration} />
          <IconButton label={t`Leave fullscreen`} size={40} onClick={fullscreen.toggle}>
            <Icon name="fullscreenExit" size={24} />
          </IconButton>
        </div>
      )}
    </div>
  );
}

/** True after IDLE_MS without pointer or key activity, while `watch` holds. */
function useIdle(watch: boolean): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (!watch) {
      setIdle(false);
      return;
    }
    let timer = setTimeout(() => setIdle(true), IDLE_MS);
    const wake = () => {
      setIdle(false);
      clearTimeout(timer);
      timer = setTimeout(() => setIdle(true), IDLE_MS);
    };
    document.addEventListener('pointermove', wake);
    document.addEventListener('keydown', wake);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('pointermove', wake);
      document.removeEventListener('keydown', wake);
    };
  }, [watch]);
  return idle;
}

const screen = css({
  position: 'relative',
  width: '100%',
  height: '100%',
  '&[data-fullscreen]': { background: playerColors.media },
  '&[data-idle]': { cursor: 'none' },
  '&[data-idle] [data-testid="player-fullscreen-controls"]': { opacity: 0, pointerEvents: 'none' },
});

const strip = css({
  position: 'absolute',
  left: 0,
  right: 0,
  bottom: 0,
  zIndex: 2,
  display: 'flex',
  alignItems: 'center',
  gap: 12,
  padding: '32px 20px 16px',
  color: playerColors.text,
  background: 'linear-gradient(to top, rgba(0, 0, 0, 0.75), rgba(0, 0, 0, 0))',
  transition: 'opacity 300ms',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
});
