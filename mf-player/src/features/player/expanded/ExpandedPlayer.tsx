/**
 * The expanded player (test id player-expanded): the whole window for the sermon playing, opened from the bar and
 * closed by Escape or the collapse button. Artwork, or the video picture itself (the same element, moved here from
 * the bar, so playback never restarts), the titles, the large waveform, every control, the captions, the sermon's
 * other languages and the transcript panel that follows playback.
 */
import { css, keyframes } from '@emotion/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useRef } from 'react';
import { formatDuration } from '@sermon/shared-contracts/rules/format-duration';
import { PlatformLink } from '@sermon/shared-contracts/mf/PlatformLink';
import { SermonLanguageMenu } from '@sermon/shared-contracts/mf/SermonLanguageMenu';
import {
  CaptionOverlay,
  TranscriptPanel,
  TranscriptToggle,
  transcriptLanguage,
  useCaptions,
  useTranscriptToggle,
} from '../../captions';
import { Icon } from '../../../components/Icon';
import { IconButton } from '../../../components/IconButton';
import { focusRing, playerColors } from '../../../components/theme';
import { MediaSlot, type MediaStage } from '../components/media-stage';
import { PlayerErrorMessage } from '../components/PlayerErrorMessage';
import { ResumePrompt } from '../components/ResumePrompt';
import { OptionControls } from '../controls/OptionControls';
import { TransportControls } from '../controls/TransportControls';
import type { ResumeOfferView } from '../PlayerBar';
import type { PlayerSurface } from '../player-surface';
import { PlayerWaveform } from '../waveform/PlayerWaveform';
import { ExpandedArtwork } from './ExpandedArtwork';
import { useDialogBehaviour } from './use-dialog-behaviour';

interface Props {
  surface: PlayerSurface;
  stage: MediaStage | null;
  resumeOffer: ResumeOfferView | null;
}

const WIDE = '@media (min-width: 960px)';

export function ExpandedPlayer({ surface, stage, resumeOffer }: Props) {
  const { t } = useLingui();
  const dialogRef = useRef<HTMLDivElement | null>(null);
  const { player, isVideo, captions } = surface;
  const { context, send, state } = player;
  const { sermon } = context;
  const close = () => surface.setExpanded(false);
  useDialogBehaviour(dialogRef, close);

  // The transcript follows the captions shown, else the sermon's own language; it is read with captions off too.
  const transcriptToggle = useTranscriptToggle();
  const language = transcriptLanguage(sermon, context.subtitles);
  const transcript = useCaptions(sermon, transcriptToggle.shown ? language : null);
  // a failed download shows nothing, as every secondary fetch (spec doc 2 §8)
  const withTranscript = transcript.status === 'ready' || transcript.status === 'loading';

  const remaining = Math.max(0, context.duration - context.currentTime);
  const backdrop = sermon?.broadcaster.imageURL || null;

  return (
    <div
      ref={dialogRef}
      role="dialog"
      aria-modal="true"
      aria-label={t`Now playing`}
      tabIndex={-1}
      data-testid="player-expanded"
      data-media-type={isVideo ? 'video' : 'audio'}
      css={overlay}
    >
      {backdrop && (
        <div aria-hidden="true" css={backdropClip}>
          <div css={backdropCss} style={{ backgroundImage: `url("${backdrop.replace(/"/g, '%22')}")` }} />
        </div>
      )}
      <div aria-hidden="true" css={shade} />

      <header css={header}>
        <IconButton data-testid="player-collapse" label={t`Close the expanded player`} size={40} onClick={close}>
          <Icon name="chevronDown" size={28} />
        </IconButton>
        <div css={{ flex: 1, minWidth: 0, textAlign: 'center', lineHeight: 1.25 }}>
          <div css={{ fontSize: 11, fontWeight: 700, letterSpacing: 1, textTransform: 'uppercase', color: playerColors.muted }}>
            <Trans>Now playing</Trans>
          </div>
          {sermon && (
            <div css={[ellipsis, { fontSize: 13, fontWeight: 600 }]}>{sermon.series?.title ?? sermon.broadcaster.displayName}</div>
          )}
        </div>
        {sermon && (
          <div css={languageMenu}>
            <SermonLanguageMenu sermonID={sermon.sermonID} onSelect={close} />
          </div>
        )}
        <span css={onlyWithKeyboard}>
          <OptionControls surface={surface} controls={['shortcuts']} placement="down" />
        </span>
      </header>

      <div css={scroller}>
        <div css={[columns, withTranscript && columnsWithSide]}>
          <main css={mainColumn}>
            {isVideo ? (
              <MediaSlot stage={stage} priority={2} css={videoSlot} data-testid="player-expanded-video" />
            ) : (
              sermon && <ExpandedArtwork sermon={sermon} />
            )}
            {!isVideo && captions.status === 'ready' && (
              <div css={{ width: '100%', maxWidth: 560 }}>
                <CaptionOverlay cues={captions.cues} currentTime={context.currentTime} variant="audio" />
              </div>
            )}

            <div css={{ width: '100%', minWidth: 0, textAlign: 'center' }}>
              {sermon ? (
                <>
                  <PlatformLink
                    to={`/sermons/${encodeURIComponent(sermon.sermonID)}`}
                    data-testid="player-expanded-title"
                    css={[titleCss, linkCss, focusRing]}
                  >
                    {sermon.fullTitle || sermon.displayTitle}
                  </PlatformLink>
                  <div css={{ marginTop: 6, fontSize: 15, color: playerColors.muted }}>
                    <PlatformLink to={`/speakers/${encodeURIComponent(String(sermon.speaker.speakerID))}`} css={[linkCss, focusRing]}>
                      {sermon.speaker.displayName}
                    </PlatformLink>
                    <span aria-hidden="true"> · </span>
                    <PlatformLink to={`/broadcasters/${encodeURIComponent(sermon.broadcaster.broadcasterID)}`} css={[linkCss, focusRing]}>
                      {sermon.broadcaster.displayName}
                    </PlatformLink>
                  </div>
                  {sermon.bibleText && <div css={{ marginTop: 4, fontSize: 13, color: playerColors.muted }}>{sermon.bibleText}</div>}
                </>
              ) : (
                <div css={[titleCss, { color: playerColors.muted }]}>
                  <Trans>Loading sermon…</Trans>
                </div>
              )}
            </div>

            <div css={{ width: '100%' }}>
              {context.error ? (
                <div css={{ display: 'flex', justifyContent: 'center', minHeight: 88, alignItems: 'center' }}>
                  <PlayerErrorMessage kind={context.error.kind} onRetry={() => send({ type: 'PLAY' })} />
                </div>
              ) : resumeOffer ? (
                <div css={{ display: 'flex', justifyContent: 'center', minHeight: 88, alignItems: 'center' }}>
                  <ResumePrompt {...resumeOffer} />
                </div>
              ) : isVideo ? (
                <div css={{ height: 40, display: 'flex', alignItems: 'center' }}>
                  <PlayerWaveform player={player} size="compact" />
                </div>
              ) : (
                <PlayerWaveform player={player} size="large" />
              )}
              <div css={times}>
                <span data-testid="player-expanded-elapsed">{formatDuration(context.currentTime)}</span>
                <span data-testid="player-expanded-remaining">
                  {state === 'Loading' || !(context.duration > 0) ? formatDuration(context.duration) : `−${formatDuration(remaining)}`}
                </span>
              </div>
            </div>

            <TransportControls surface={surface} size="large" />

            <div css={optionsRow}>
              <OptionControls
                surface={surface}
                controls={['speed', 'repeat', 'sleep', 'quality', 'captions', 'cast', 'media-type', 'pip', 'fullscreen', 'volume']}
                placement="up"
                align="start"
              />
              {/* a transcript is made of the captions: none without them */}
              {language !== null && <TranscriptToggle toggle={transcriptToggle} />}
            </div>
          </main>

          {withTranscript && (
            <aside css={side}>
              <TranscriptPanel
                cues={transcript.cues}
                currentTime={context.currentTime}
                onSeek={(seconds) => send({ type: 'SEEK', seconds })}
                sermon={sermon}
                status={transcript.status}
                maxHeight="min(560px, calc(100vh - 200px))"
              />
            </aside>
          )}
        </div>
      </div>
    </div>
  );
}

const ellipsis = { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const;

const slideIn = keyframes({ from: { opacity: 0, transform: 'translateY(24px)' }, to: { opacity: 1, transform: 'none' } });

const overlay = css({
  position: 'fixed',
  inset: 0,
  zIndex: 1000,
  display: 'flex',
  flexDirection: 'column',
  color: playerColors.text,
  background: playerColors.background,
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  // clip, not hidden: a box that hides its overflow can still be scrolled, and focus() does scroll it to reveal a
  // menu, shifting the whole view for good. hidden stays as the fallback for browsers without clip.
  overflow: ['hidden', 'clip'],
  outline: 'none',
  // The shell's page palette, dark, for the shared pieces drawn with it (the language menu).
  '--page-text': '#e6eaf0',
  '--page-text-soft': '#c9d1dc',
  '--page-muted': '#a6b0c0',
  '--page-border': 'rgba(255, 255, 255, 0.22)',
  '--page-surface': 'var(--player-surface, #223047)',
  '--page-surface-alt': 'rgba(255, 255, 255, 0.08)',
  '--page-accent': 'var(--player-accent, #5aa9ff)',
  '--page-accent-hover': '#aecbfa',
  '--page-accent-text': '#0b1524',
  '--page-accent-surface': 'rgba(90, 169, 255, 0.2)',
  '@media (prefers-reduced-motion: no-preference)': { animation: `${slideIn} 220ms ease-out` },
});

/** The blurred picture bleeds past its edges (so the blur has no pale rim); this box cuts it at the dialog's. */
const backdropClip = css({
  position: 'absolute',
  inset: 0,
  overflow: ['hidden', 'clip'],
  pointerEvents: 'none',
});

const backdropCss = css({
  position: 'absolute',
  inset: '-10%',
  backgroundSize: 'cover',
  backgroundPosition: 'center',
  filter: 'blur(64px) saturate(1.3)',
  opacity: 0.35,
  pointerEvents: 'none',
});

const shade = css({
  position: 'absolute',
  inset: 0,
  background: `linear-gradient(to bottom, rgba(0, 0, 0, 0.05), ${playerColors.background} 85%)`,
  pointerEvents: 'none',
});

const header = css({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  gap: 8,
  padding: '8px 12px',
  paddingTop: 'max(8px, env(safe-area-inset-top))',
});

const scroller = css({
  position: 'relative',
  flex: 1,
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  padding: '4px 20px 32px',
  paddingBottom: 'max(32px, env(safe-area-inset-bottom))',
});

const columns = css({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: 32,
  maxWidth: 640,
  margin: '0 auto',
});

const columnsWithSide = css({
  [WIDE]: {
    maxWidth: 1180,
    gridTemplateColumns: 'minmax(0, 1fr) minmax(320px, 420px)',
    alignItems: 'start',
  },
});

const mainColumn = css({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: 20,
  minWidth: 0,
  width: '100%',
  maxWidth: 640,
  margin: '0 auto',
});

const videoSlot = css({
  width: '100%',
  aspectRatio: '16 / 9',
  maxHeight: '52vh',
  borderRadius: 12,
  overflow: 'hidden',
  background: playerColors.media,
  boxShadow: '0 24px 48px rgba(0, 0, 0, 0.45)',
});

const titleCss = css({
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  fontSize: 'clamp(20px, 2.6vw, 26px)',
  fontWeight: 700,
  lineHeight: 1.25,
  letterSpacing: -0.2,
});

const linkCss = css({
  color: 'inherit',
  textDecoration: 'none',
  borderRadius: 2,
  '&:hover': { textDecoration: 'underline' },
});

const times = css({
  display: 'flex',
  justifyContent: 'space-between',
  marginTop: 6,
  fontSize: 12,
  color: playerColors.muted,
  fontVariantNumeric: 'tabular-nums',
});

const optionsRow = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  gap: 4,
});

/** The sermon's other languages, kept small in the header (the shared menu is drawn for pages). */
const languageMenu = css({
  display: 'inline-flex',
  flex: 'none',
  fontSize: 14,
  '& button': { minHeight: 36, padding: '0 12px' },
  // it sits at the right edge: the menu lines up with the button's right side, not its left
  '& ul': { left: 'auto', right: 0 },
});

/** A keyboard-shortcuts button means nothing on a phone or tablet. */
const onlyWithKeyboard = css({ display: 'contents', '@media (hover: none), (max-width: 640px)': { display: 'none' } });

const side = css({
  minWidth: 0,
  [WIDE]: { position: 'sticky', top: 0 },
});
