/**
 * The persistent player bar, fixed at the bottom of every page. The shell keeps this remote mounted while the
 * listener moves between pages and remotes, so the media keeps playing. Hidden until something is played.
 */
import { css } from '@emotion/react';
import { useLingui } from '@lingui/react/macro';
import { useLayoutEffect, useRef, type RefObject } from 'react';
import { hasPlayable } from '@sermon/shared-contracts/machines/player-source';
import { Icon } from '../../components/Icon';
import { IconButton } from '../../components/IconButton';
import { playerColors } from '../../components/theme';
import { usePlayerSermonLoader } from './api/get-player-sermon';
import { Artwork } from './components/Artwork';
import { MediaTypeToggle } from './components/MediaTypeToggle';
import { NowPlaying } from './components/NowPlaying';
import { PlayerErrorMessage } from './components/PlayerErrorMessage';
import { PlayerMedia } from './components/PlayerMedia';
import { PlayPauseButton } from './components/PlayPauseButton';
import { ResumePrompt } from './components/ResumePrompt';
import { SeekBar } from './components/SeekBar';
import { SkipButton } from './components/SkipButton';
import { SpeedControl } from './components/SpeedControl';
import { TimeDisplay } from './components/TimeDisplay';
import { VolumeControl } from './components/VolumeControl';
import { useHistorySaver } from './history/use-history-saver';
import { usePlayHistory } from './history/use-play-history';
import { useResumeOffer, useWithdrawStaleOffer } from './history/use-resume-offer';
import { useMediaSession } from './use-media-session';
import { usePlayer, type Player } from './use-player';

/** Pages pad their bottom by this CSS variable so the bar never hides their last lines. */
export const PLAYER_BAR_HEIGHT_VARIABLE = '--player-bar-height';

const COMPACT = '@media (max-width: 640px)';

export function PlayerBar() {
  const loadSermon = usePlayerSermonLoader();
  const history = usePlayHistory();
  const resumeOffer = useResumeOffer(history);
  const player = usePlayer({ loadSermon, onPlayRequest: resumeOffer.handlePlayRequest });
  useWithdrawStaleOffer(resumeOffer, { state: player.state, sermonID: player.context.sermonID });
  useHistorySaver(player, history);
  useMediaSession(player.context.sermon, player.send);
  const { offer, resume, restart } = resumeOffer;
  return (
    <PlayerBarView
      player={player}
      resumeOffer={offer ? { position: offer.position, onResume: resume, onRestart: restart } : null}
    />
  );
}

/** Asked before a sermon with saved history starts. */
export interface ResumeOfferView {
  position: number;
  onResume: () => void;
  onRestart: () => void;
}

/** Playing, or going to play as soon as it can (the button then offers Pause). */
export function isPlayingIntent(player: Pick<Player, 'state' | 'context'>): boolean {
  const { state, context } = player;
  return state === 'Playing' || state === 'Buffering' || (state === 'Loading' && context.autoplay);
}

/** Pressing play can do nothing for a missing sermon or one without media. */
export function isUnplayable(player: Pick<Player, 'state' | 'context'>): boolean {
  const kind = player.context.error?.kind;
  return player.state === 'Static' && (kind === 'not-found' || kind === 'no-media');
}

export function PlayerBarView({ player, resumeOffer = null }: { player: Player; resumeOffer?: ResumeOfferView | null }) {
  const { t } = useLingui();
  const { state, context, send } = player;
  const barRef = useRef<HTMLElement | null>(null);
  const visible = !(state === 'Static' && context.sermonID === null);
  useReservedSpace(barRef, visible);
  if (!visible) return null;

  const { sermon } = context;
  const isVideo = context.mediaType === 'video' && context.src !== null;
  const canSwitch = sermon !== null && hasPlayable(sermon, 'audio') && hasPlayable(sermon, 'video');
  const busy = state === 'Loading' || state === 'Buffering' || state === 'FetchingNext';
  const ready = state !== 'Static' && state !== 'Loading';

  return (
    <section
      ref={barRef}
      data-testid="player-bar"
      data-state={state}
      aria-label={t`Sermon player`}
      css={{
        // the shell's slot is what is fixed to the bottom of the page; the bar just fills it
        color: playerColors.text,
        background: playerColors.background,
        boxShadow: '0 -4px 16px rgba(0, 0, 0, 0.25)',
        fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
        paddingBottom: 'env(safe-area-inset-bottom)',
      }}
    >
      <div css={layout}>
        <div css={[area('now'), { display: 'flex', alignItems: 'center', gap: 12, minWidth: 0 }]}>
          <PlayerMedia binding={player.media} title={sermon?.fullTitle} videoCss={videoCss} />
          {!isVideo && sermon && <Artwork sermon={sermon} />}
          <NowPlaying sermon={sermon} loading={state === 'Loading'} />
        </div>

        <div css={[area('buttons'), { display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 8 }]}>
          <span css={hideWhenCompact}>
            <SkipButton direction="back" onSkip={(seconds) => send({ type: 'SEEK_BY', seconds })} />
          </span>
          <PlayPauseButton
            playing={isPlayingIntent(player)}
            busy={busy}
            disabled={isUnplayable(player)}
            onToggle={() => send({ type: 'TOGGLE' })}
          />
          <span css={hideWhenCompact}>
            <SkipButton direction="forward" onSkip={(seconds) => send({ type: 'SEEK_BY', seconds })} />
          </span>
        </div>

        <div css={[area('seek'), { display: 'flex', alignItems: 'center', gap: 10, minWidth: 0 }]}>
          {context.error ? (
            <PlayerErrorMessage kind={context.error.kind} onRetry={() => send({ type: 'PLAY' })} />
          ) : resumeOffer ? (
            <ResumePrompt {...resumeOffer} />
          ) : (
            <>
              <SeekBar
                currentTime={context.currentTime}
                duration={context.duration}
                bufferedEnd={context.bufferedEnd}
                disabled={!ready}
                onSeek={(seconds) => send({ type: 'SEEK', seconds })}
              />
              <TimeDisplay currentTime={context.currentTime} duration={context.duration} />
            </>
          )}
        </div>

        <div
          css={[
            area('extras'),
            { display: 'flex', alignItems: 'center', justifyContent: 'flex-end', gap: 8, [COMPACT]: { display: 'none' } },
          ]}
        >
          <SpeedControl speed={context.speed} onSpeed={(speed) => send({ type: 'SET_SPEED', speed })} />
          {canSwitch && (
            <MediaTypeToggle mediaType={context.mediaType} onChange={(mediaType) => send({ type: 'SET_MEDIA_TYPE', mediaType })} />
          )}
          <VolumeControl
            volume={context.volume}
            muted={context.muted}
            onVolume={(volume) => send({ type: 'SET_VOLUME', volume })}
            onToggleMute={() => send({ type: 'TOGGLE_MUTE' })}
          />
        </div>

        <div css={area('close')}>
          <IconButton data-testid="player-close" label={t`Close player`} size={32} onClick={() => send({ type: 'CLOSE' })}>
            <Icon name="close" size={18} />
          </IconButton>
        </div>
      </div>
    </section>
  );
}

function area(name: 'now' | 'buttons' | 'seek' | 'extras' | 'close') {
  return css({ gridArea: name });
}

const layout = css({
  display: 'grid',
  gridTemplateColumns: 'minmax(220px, 1.3fr) minmax(0, 2fr) minmax(200px, 1fr) auto',
  gridTemplateAreas: '"now buttons extras close" "now seek extras close"',
  alignItems: 'center',
  columnGap: 24,
  rowGap: 2,
  maxWidth: 1440,
  margin: '0 auto',
  padding: '8px 16px',
  [COMPACT]: {
    gridTemplateColumns: 'minmax(0, 1fr) auto auto',
    gridTemplateAreas: '"seek seek seek" "now buttons close"',
    columnGap: 12,
    rowGap: 4,
    padding: '4px 12px 8px',
  },
});

const hideWhenCompact = css({ display: 'contents', [COMPACT]: { display: 'none' } });

const videoCss = css({
  flex: 'none',
  width: 128,
  height: 72,
  borderRadius: 6,
  [COMPACT]: { width: 80, height: 45 },
});

/** Publishes the bar's height as a CSS variable on <html> while it shows, and removes it when hidden. */
function useReservedSpace(ref: RefObject<HTMLElement | null>, visible: boolean): void {
  useLayoutEffect(() => {
    const root = document.documentElement;
    const element = ref.current;
    if (!visible || !element) {
      root.style.removeProperty(PLAYER_BAR_HEIGHT_VARIABLE);
      return;
    }
    const publish = () => root.style.setProperty(PLAYER_BAR_HEIGHT_VARIABLE, `${element.offsetHeight}px`);
    publish();
    if (typeof ResizeObserver === 'undefined') return () => root.style.removeProperty(PLAYER_BAR_HEIGHT_VARIABLE);
    const observer = new ResizeObserver(publish);
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty(PLAYER_BAR_HEIGHT_VARIABLE);
    };
  }, [ref, visible]);
}
