/**
 * The persistent player bar, fixed at the bottom of every page. The shell keeps this remote mounted while the
 * listener moves between pages and remotes, so the media keeps playing. Hidden until something is played.
 * It opens the expanded player (the whole window), owns the keyboard shortcuts, the lock-screen controls and the
 * sleep timer, and keeps the one media element, which moves between the bar and the expanded view.
 */
import { css } from '@emotion/react';
import { useLingui } from '@lingui/react/macro';
import { useCallback, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { loadOnMount } from '@sermon/shared-contracts/mf/load-on-mount';
import { hasPlayable, hasQualityChoice } from '@sermon/shared-contracts/machines/player-source';
import { useCaptions } from '../captions';
import { Icon } from '../../components/Icon';
import { IconButton } from '../../components/IconButton';
import { playerColors } from '../../components/theme';
import { usePlayerSermonLoader } from './api/get-player-sermon';
import { Artwork } from './components/Artwork';
import { MediaScreen } from './components/MediaScreen';
import { MediaSlot, useMediaStage } from './components/media-stage';
import { NowPlaying } from './components/NowPlaying';
import { PlayerErrorMessage } from './components/PlayerErrorMessage';
import { ResumePrompt } from './components/ResumePrompt';
import { SeekBar } from './components/SeekBar';
import { TimeDisplay } from './components/TimeDisplay';
import { useFullscreen } from './components/use-fullscreen';
import { usePictureInPicture } from './components/use-picture-in-picture';
import { OptionControls } from './controls/OptionControls';
import { TransportControls } from './controls/TransportControls';
import { useSleepTimer } from './controls/use-sleep-timer';
import { useHistorySaver } from './history/use-history-saver';
import { usePlayHistory } from './history/use-play-history';
import { useResumeOffer, useWithdrawStaleOffer } from './history/use-resume-offer';
import { usePlayerShortcuts } from './keyboard/use-player-shortcuts';
import type { PlayerSurface } from './player-surface';
import { useMediaSession } from './use-media-session';
import { usePlayer, type Player } from './use-player';
import { PlayerWaveform } from './waveform/PlayerWaveform';

export { isPlayingIntent, isUnplayable } from './player-state';

// Opened by few listeners, and never before they press something: loaded on first use (or first hover), so the
// bar on every page stays small.
const loadExpanded = () => import(/* webpackChunkName: "player-expanded" */ './expanded/ExpandedPlayer');
// loadOnMount, not React.lazy: Suspense would hold the view back up to 300 ms after its chunk arrived.
const ExpandedPlayer = loadOnMount(() => loadExpanded().then((module) => module.ExpandedPlayer));
const loadHelp = () => import(/* webpackChunkName: "player-shortcuts" */ './keyboard/ShortcutsHelp');
const ShortcutsHelp = loadOnMount(() => loadHelp().then((module) => module.ShortcutsHelp));

/** Pages pad their bottom by this CSS variable so the bar never hides their last lines. */
export const PLAYER_BAR_HEIGHT_VARIABLE = '--player-bar-height';

const COMPACT = '@media (max-width: 640px)';
/** Between phone and desktop the bar keeps the essentials; the expanded view has everything. */
const MEDIUM = '@media (max-width: 1100px)';

export function PlayerBar() {
  const loadSermon = usePlayerSermonLoader();
  const history = usePlayHistory();
  const resumeOffer = useResumeOffer(history);
  const player = usePlayer({ loadSermon, onPlayRequest: resumeOffer.handlePlayRequest });
  useWithdrawStaleOffer(resumeOffer, { state: player.state, sermonID: player.context.sermonID });
  useHistorySaver(player, history);
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

interface ViewProps {
  player: Player;
  resumeOffer?: ResumeOfferView | null;
  /** open the expanded view at once (stories, screenshots) */
  initiallyExpanded?: boolean;
}

export function PlayerBarView({ player, resumeOffer = null, initiallyExpanded = false }: ViewProps) {
  const { t } = useLingui();
  const { state, context, send } = player;
  const barRef = useRef<HTMLElement | null>(null);
  /** the bar's height while it shows its controls, kept under the expanded view */
  const barHeight = useRef(0);
  const screenRef = useRef<HTMLDivElement | null>(null);
  const stage = useMediaStage();
  const [video, setVideo] = useState<HTMLVideoElement | null>(null);
  const [expanded, setExpandedState] = useState(initiallyExpanded);
  const [help, setHelp] = useState(false);
  const visible = !(state === 'Static' && context.sermonID === null);
  useReservedSpace(barRef, visible);
  useLayoutEffect(() => {
    if (!expanded && barRef.current) barHeight.current = barRef.current.offsetHeight;
  });

  const { sermon } = context;
  const isVideo = context.mediaType === 'video' && context.src !== null;
  const ready = state !== 'Static' && state !== 'Loading';
  const hasNeighbours = context.list !== null || Boolean(sermon?.series);
  const setExpanded = useCallback((open: boolean) => setExpandedState(open), []);

  const sleep = useSleepTimer(player);
  const fullscreen = useFullscreen(screenRef, isVideo ? video : null);
  const pip = usePictureInPicture(isVideo ? video : null);
  const captions = useCaptions(sermon, context.subtitles);

  useMediaSession({ state, context, send, hasNeighbours });
  usePlayerShortcuts({
    context,
    send,
    loaded: visible && context.sermon !== null && state !== 'Static',
    toggleFullscreen: fullscreen.toggle,
    toggleExpanded: () => setExpandedState((open) => !open),
    toggleHelp: () => setHelp((open) => !open),
  });

  // Nothing loaded any more (closed): the expanded view goes with it.
  if (!visible && expanded) setExpandedState(false);

  const surface: PlayerSurface = {
    player,
    sleep,
    fullscreen,
    pip,
    captions,
    isVideo,
    canSwitch: sermon !== null && hasPlayable(sermon, 'audio') && hasPlayable(sermon, 'video'),
    hasQualityChoice: sermon !== null && hasQualityChoice(sermon, context.mediaType),
    hasNeighbours,
    ready,
    expanded,
    setExpanded,
    toggleHelp: () => setHelp((open) => !open),
  };

  if (!visible) return null;

  // Captions over the picture where it is large enough to read them.
  const overlayCues = captions.status === 'ready' && (expanded || fullscreen.active) ? captions.cues : null;

  return (
    <section
      ref={barRef}
      data-testid="player-bar"
      data-state={state}
      data-expanded={expanded || undefined}
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
      {stage &&
        createPortal(<MediaScreen surface={surface} screenRef={screenRef} videoRef={setVideo} cues={overlayCues} />, stage.element)}

      {expanded ? (
        // Under the expanded view the bar keeps only its height (the page must not jump) and the audio element's
        // home; its controls leave the page, so each control exists once (the expanded view has them all).
        <div style={{ height: barHeight.current }}>
          <MediaSlot stage={stage} priority={1} css={hiddenSlot} data-testid="player-bar-video" />
        </div>
      ) : (
        <div css={layout}>
          <div css={[area('now'), { display: 'flex', alignItems: 'center', gap: 12, minWidth: 0 }]}>
            <MediaSlot stage={stage} priority={1} css={isVideo ? videoSlot : hiddenSlot} data-testid="player-bar-video" />
            {!isVideo && sermon && (
              <button
                type="button"
                onClick={() => setExpanded(true)}
                onPointerEnter={() => void loadExpanded()}
                aria-label={t`Open the expanded player`}
                css={artworkButton}
              >
                <Artwork sermon={sermon} size={52} />
              </button>
            )}
            <NowPlaying sermon={sermon} loading={state === 'Loading'} />
          </div>

          <div css={[area('buttons'), { display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 4 }]}>
            <span css={hideWhenMedium}>
              <OptionControls surface={surface} controls={['speed']} />
            </span>
            <TransportControls surface={surface} hideSecondaryWhenCompact />
            <span css={hideWhenMedium}>
              <OptionControls surface={surface} controls={['repeat']} />
            </span>
          </div>

          <div css={[area('seek'), { display: 'flex', alignItems: 'center', gap: 10, minWidth: 0 }]}>
            {context.error ? (
              <PlayerErrorMessage kind={context.error.kind} onRetry={() => send({ type: 'PLAY' })} />
            ) : resumeOffer ? (
              <ResumePrompt {...resumeOffer} />
            ) : (
              <>
                {isVideo ? (
                  <SeekBar
                    currentTime={context.currentTime}
                    duration={context.duration}
                    bufferedEnd={context.bufferedEnd}
                    disabled={!ready}
                    onSeek={(seconds) => send({ type: 'SEEK', seconds })}
                  />
                ) : (
                  <PlayerWaveform player={player} />
                )}
                <span css={hideWhenCompact}>
                  <TimeDisplay currentTime={context.currentTime} duration={context.duration} />
                </span>
              </>
            )}
          </div>

          <div css={[area('extras'), { display: 'flex', alignItems: 'center', justifyContent: 'flex-end', gap: 2 }]}>
            <span css={hideWhenMedium}>
              <OptionControls surface={surface} controls={['sleep', 'quality', 'captions', 'cast', 'media-type', 'pip', 'fullscreen']} />
            </span>
            <span css={hideWhenCompact}>
              <OptionControls surface={surface} controls={['volume']} />
            </span>
            <IconButton
              data-testid="player-expand"
              label={expanded ? t`Close the expanded player` : t`Open the expanded player`}
              aria-expanded={expanded}
              size={40}
              onClick={() => setExpanded(!expanded)}
              onPointerEnter={() => void loadExpanded()}
              onFocus={() => void loadExpanded()}
            >
              <Icon name={expanded ? 'chevronDown' : 'chevronUp'} size={26} />
            </IconButton>
          </div>

          <div css={area('close')}>
            <IconButton data-testid="player-close" label={t`Close player`} size={32} onClick={() => send({ type: 'CLOSE' })}>
              <Icon name="close" size={18} />
            </IconButton>
          </div>
        </div>
      )}

      {expanded && <ExpandedPlayer surface={surface} stage={stage} resumeOffer={resumeOffer} />}
      {help && <ShortcutsHelp onClose={() => setHelp(false)} />}
    </section>
  );
}

function area(name: 'now' | 'buttons' | 'seek' | 'extras' | 'close') {
  return css({ gridArea: name });
}

const layout = css({
  display: 'grid',
  gridTemplateColumns: 'minmax(200px, 1fr) minmax(360px, 1.5fr) minmax(max-content, 1fr) auto',
  gridTemplateAreas: '"now buttons extras close" "now seek extras close"',
  alignItems: 'center',
  columnGap: 20,
  rowGap: 0,
  maxWidth: 1600,
  margin: '0 auto',
  padding: '6px 12px 8px 16px',
  [MEDIUM]: {
    gridTemplateColumns: 'minmax(160px, 1fr) minmax(280px, 1.6fr) auto auto',
  },
  [COMPACT]: {
    gridTemplateColumns: 'minmax(0, 1fr) auto auto auto',
    gridTemplateAreas: '"seek seek seek seek" "now buttons extras close"',
    columnGap: 4,
    rowGap: 2,
    padding: '2px 8px 6px 12px',
  },
});

const hideWhenCompact = css({ display: 'contents', [COMPACT]: { display: 'none' } });
const hideWhenMedium = css({ display: 'contents', [MEDIUM]: { display: 'none' } });

const videoSlot = css({
  flex: 'none',
  width: 128,
  height: 72,
  borderRadius: 6,
  overflow: 'hidden',
  background: playerColors.media,
  cursor: 'pointer',
  [COMPACT]: { width: 80, height: 45 },
});

/** Audio needs no room: the element is there but shows nothing. */
const hiddenSlot = css({ display: 'none' });

const artworkButton = css({
  flex: 'none',
  padding: 0,
  border: 0,
  borderRadius: 6,
  background: 'transparent',
  cursor: 'pointer',
  transition: 'transform 120ms',
  '&:hover': { transform: 'scale(1.04)' },
  '&:focus-visible': { outline: `2px solid ${playerColors.accent}`, outlineOffset: 2 },
  [COMPACT]: { '& > div': { width: 44, height: 44 } },
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
