// The video preview tile (spec doc 1 §2 "Video preview tile", §4 "Video preview"): a short muted clip over a still
// picture, with a mute toggle top right, a pop-out button bottom right (only with a pop-out address) and a slot label
// bottom left.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { PlatformLink } from '@sermon/shared-contracts/mf/PlatformLink';
import { coverImage } from '../images/cover-image';
import { colors, focusRing, radius } from '@sermon/shared-contracts/mf/theme/tokens';
import { MediaIcon } from '../icons/MediaIcon';
import { usePrefersReducedMotion } from './use-prefers-reduced-motion';
import { DEFAULT_HOVER_DELAY_MS, usePreviewActivation, type VideoPreviewMode } from './use-preview-activation';

export interface VideoPreviewProps {
  /** the clip (the sermon's videoPreviewURL) */
  src: string;
  /** the still picture shown until the clip plays and after it stops */
  poster?: string | null;
  /**
   * hover: plays after `delayMs` of hovering, leaving stops it (the spec's "with delay");
   * autoplay: plays at once ("without delay"); background: plays while at least 10% of the tile is on screen.
   */
  mode?: VideoPreviewMode;
  delayMs?: number;
  /** locale-free address the pop-out button opens; no address, no button */
  popoutTo?: string;
  /** what the pop-out opens, for screen readers (default "Pop out") */
  popoutLabel?: string;
  /** the slot label (e.g. "Featured video") */
  label?: ReactNode;
  /** captions for the clip; never shown in background mode (spec) */
  captions?: { src: string; language: string; label: string };
  /** overlays drawn above the picture and below the tile's buttons (badges, a card's link and play button) */
  children?: ReactNode;
  className?: string;
}

export function VideoPreview({
  src,
  poster,
  mode = 'hover',
  delayMs = DEFAULT_HOVER_DELAY_MS,
  popoutTo,
  popoutLabel,
  label,
  captions,
  children,
  className,
}: VideoPreviewProps) {
  const { t } = useLingui();
  const root = useRef<HTMLDivElement>(null);
  const video = useRef<HTMLVideoElement>(null);
  const reducedMotion = usePrefersReducedMotion();
  const { triggered, handlers } = usePreviewActivation(mode, delayMs, root);
  // The listener's own play/pause (tiles that start by themselves must offer one); null = follow the tile's trigger.
  const [choice, setChoice] = useState<'play' | 'pause' | null>(null);
  const [muted, setMuted] = useState(true);
  const [playing, setPlaying] = useState(false);

  const wanted = choice === null ? !reducedMotion : choice === 'play';
  const active = triggered && wanted;
  // The clip is fetched only once the tile first wants it: a grid of cards must not download every preview.
  const [mounted, setMounted] = useState(active);
  if (active && !mounted) setMounted(true);

  useEffect(() => {
    const element = video.current;
    if (!element) return;
    if (active) {
      // muted clips may autoplay everywhere; a refusal (or a broken clip) just leaves the still picture
      element.play()?.catch(() => setPlaying(false));
    } else {
      element.pause();
      // a hover preview starts over on the next hover, as leaving "stops" it
      if (mode === 'hover' && element.currentTime > 0) element.currentTime = 0;
    }
  }, [active, mounted, mode]);

  useEffect(() => {
    // React does not keep the muted property in step with the prop; set it on the element
    if (video.current) video.current.muted = muted;
  }, [muted, mounted]);

  const showControls = mode !== 'hover' || mounted;
  return (
    <div
      ref={root}
      data-testid="video-preview"
      data-playing={playing ? 'true' : 'false'}
      data-mode={mode}
      className={className}
      {...handlers}
      css={{
        position: 'relative',
        width: '100%',
        aspectRatio: '16 / 9',
        overflow: 'hidden',
        background: colors.navy,
        isolation: 'isolate',
      }}
    >
      {poster && <img src={poster} alt="" loading="lazy" css={coverImage} />}
      {mounted && (
        <video
          ref={video}
          src={src}
          muted
          loop
          playsInline
          preload="auto"
          disablePictureInPicture
          aria-hidden="true"
          tabIndex={-1}
          onPlaying={() => setPlaying(true)}
          onPause={() => setPlaying(false)}
          onEnded={() => setPlaying(false)}
          onError={() => setPlaying(false)}
          css={{
            ...coverImage,
            // fades in over the still once frames arrive, so loading never flashes black
            opacity: playing ? 1 : 0,
            transition: 'opacity 200ms ease',
            '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
          }}
        >
          {captions && mode !== 'background' && (
            <track kind="captions" src={captions.src} srcLang={captions.language} label={captions.label} default />
          )}
        </video>
      )}
      {children}
      {mode !== 'hover' && (
        <button
          type="button"
          data-testid="video-preview-toggle"
          aria-label={active ? t`Pause preview` : t`Play preview`}
          onClick={() => setChoice(active ? 'pause' : 'play')}
          css={{ ...control, top: 8, left: 8 }}
        >
          <MediaIcon name={active ? 'pause' : 'play'} />
        </button>
      )}
      {showControls && (
        <button
          type="button"
          data-testid="video-preview-mute"
          aria-pressed={!muted}
          aria-label={muted ? t`Unmute preview` : t`Mute preview`}
          onClick={() => setMuted((value) => !value)}
          css={{ ...control, top: 8, right: 8 }}
        >
          <MediaIcon name={muted ? 'muted' : 'sound'} />
        </button>
      )}
      {popoutTo && (
        <PlatformLink
          to={popoutTo}
          data-testid="video-preview-popout"
          aria-label={popoutLabel ?? t`Pop out`}
          title={popoutLabel ?? t`Pop out`}
          css={{ ...control, bottom: 8, right: 8 }}
        >
          <MediaIcon name="popout" />
        </PlatformLink>
      )}
      {label && (
        <span
          data-testid="video-preview-label"
          css={{
            position: 'absolute',
            left: 8,
            bottom: 8,
            zIndex: 2,
            maxWidth: 'calc(100% - 64px)',
            padding: '3px 10px',
            borderRadius: radius.pill,
            background: colors.mediaScrim,
            color: colors.inverseText,
            fontSize: '0.8rem',
            fontWeight: 700,
            letterSpacing: '0.02em',
            overflow: 'hidden',
            textOverflow: 'ellipsis',
            whiteSpace: 'nowrap',
          }}
        >
          {label}
        </span>
      )}
    </div>
  );
}

/** A round button laid over the picture: readable on any frame, 36 px so a thumb can hit it. */
const control = {
  position: 'absolute',
  zIndex: 2,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 36,
  height: 36,
  padding: 0,
  border: 'none',
  borderRadius: '50%',
  background: colors.mediaScrim,
  color: colors.inverseText,
  cursor: 'pointer',
  textDecoration: 'none',
  '&:hover': { background: 'rgba(0, 0, 0, 0.88)' },
  ...focusRing,
} as const;
