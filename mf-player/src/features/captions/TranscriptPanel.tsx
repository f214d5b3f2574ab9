/**
 * The sermon's words as a list of timed cues: follows playback (the current cue highlighted and scrolled into view
 * unless the listener has just scrolled the list themselves), and a cue seeks to its start when pressed.
 */
import { css } from '@emotion/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { memo, useEffect, useId, useMemo, useRef, type KeyboardEvent, type RefObject } from 'react';
import type { Sermon } from '@sermon/shared-contracts/entities/sermon';
import { splitLocalePath } from '@sermon/shared-contracts/i18n/locales';
import { PlatformLink } from '@sermon/shared-contracts/mf/PlatformLink';
import { useSession } from '@sermon/shared-contracts/mf/use-session';
import { lastStartedCueIndex, type SubtitleCue } from '@sermon/shared-contracts/rules/captions';
import { formatDuration } from '@sermon/shared-contracts/rules/format-duration';
import { loginPathFor } from '@sermon/shared-contracts/rules/roles';
import { focusRing, playerColors, visuallyHidden } from '../../components/theme';
import { CaptionIcon } from './CaptionIcons';
import type { CaptionsStatus } from './use-captions';
import { useTranscriptDownload } from './use-transcript-download';

/** After the listener scrolls the list, following playback waits this long, so it does not snatch the list back. */
export const USER_SCROLL_GRACE_MS = 5000;
/** The followed cue sits this far down the visible list, so the lines before it stay in view as context. */
const FOLLOW_OFFSET = 0.3;
const SCROLL_KEYS = new Set(['ArrowUp', 'ArrowDown', 'PageUp', 'PageDown', 'Home', 'End', ' ']);

interface Props {
  cues: readonly SubtitleCue[];
  currentTime: number;
  onSeek: (seconds: number) => void;
  /** for the "download transcript" button (signed-in listeners only, spec doc 1 §6) */
  sermon?: Sermon | null;
  /** the captions' status (useCaptions): loading shows a line of text; failed shows nothing (spec doc 2 §8) */
  status?: CaptionsStatus;
  /** of the scrolling list; the panel never grows past it */
  maxHeight?: number | string;
}

export function TranscriptPanel({ cues, currentTime, onSeek, sermon = null, status = 'ready', maxHeight = 'min(420px, 50vh)' }: Props) {
  const { t } = useLingui();
  const headingId = useId();
  const listRef = useRef<HTMLOListElement | null>(null);
  const onSeekRef = useRef(onSeek);
  onSeekRef.current = onSeek;
  const lastUserScrollAt = useRef(Number.NEGATIVE_INFINITY);
  const hasFollowed = useRef(false);
  // Between two cues the one just spoken stays highlighted: a transcript that blinks off in every pause is restless.
  const activeIndex = lastStartedCueIndex(cues, currentTime);
  const showList = status === 'ready' && cues.length > 0;

  useUserScrollWatch(listRef, lastUserScrollAt, showList);

  useEffect(() => {
    const list = listRef.current;
    const item = activeIndex >= 0 ? (list?.children[activeIndex] as HTMLElement | undefined) : undefined;
    if (!list || !item) return;
    if (performance.now() - lastUserScrollAt.current < USER_SCROLL_GRACE_MS) return;
    const top = Math.max(0, item.offsetTop - list.clientHeight * FOLLOW_OFFSET);
    // the first position is taken at once; later ones glide, unless the listener asked for less motion
    const smooth = hasFollowed.current && !prefersReducedMotion();
    hasFollowed.current = true;
    if (Math.abs(list.scrollTop - top) < 2) return;
    if (typeof list.scrollTo === 'function') list.scrollTo({ top, behavior: smooth ? 'smooth' : 'auto' });
    else list.scrollTop = top;
  }, [activeIndex, showList]);

  const tabbableIndex = Math.max(0, activeIndex);
  const items = useMemo(
    () =>
      cues.map((cue, index) => (
        <TranscriptCue
          key={index}
          cue={cue}
          active={index === activeIndex}
          tabbable={index === tabbableIndex}
          onSeek={(seconds) => onSeekRef.current(seconds)}
        />
      )),
    [cues, activeIndex, tabbableIndex],
  );

  if (status === 'failed' || status === 'off' || (status === 'ready' && cues.length === 0)) return null;

  const onListKeyDown = (event: KeyboardEvent<HTMLOListElement>) => {
    const buttons = [...(listRef.current?.querySelectorAll<HTMLButtonElement>('[data-testid="transcript-cue"]') ?? [])];
    const current = buttons.indexOf(document.activeElement as HTMLButtonElement);
    const target = { ArrowDown: current + 1, ArrowUp: current - 1, Home: 0, End: buttons.length - 1 }[event.key];
    if (target !== undefined) {
      event.preventDefault();
      buttons[Math.min(buttons.length - 1, Math.max(0, target))]?.focus();
    }
    // keys handled here (and Space/Enter pressing a cue) must not also reach the player's keyboard shortcuts
    if (target !== undefined || event.key === ' ' || event.key === 'Enter') event.stopPropagation();
  };

  return (
    <section data-testid="player-transcript" aria-labelledby={headingId} css={panelCss}>
      <header css={headerCss}>
        <h2 id={headingId} css={headingCss}>
          <Trans>Transcript</Trans>
        </h2>
        <TranscriptDownloadAction sermon={sermon} />
      </header>
      {showList ? (
        <ol ref={listRef} aria-labelledby={headingId} onKeyDown={onListKeyDown} css={[listCss, { maxHeight }]}>
          {items}
        </ol>
      ) : (
        <p role="status" css={loadingCss}>
          {t`Loading the transcript…`}
        </p>
      )}
    </section>
  );
}

const TranscriptCue = memo(function TranscriptCue({
  cue,
  active,
  tabbable,
  onSeek,
}: {
  cue: SubtitleCue;
  active: boolean;
  tabbable: boolean;
  onSeek: (seconds: number) => void;
}) {
  const { t } = useLingui();
  const time = formatDuration(cue.startTime);
  return (
    <li css={{ margin: 0 }}>
      <button
        type="button"
        data-testid="transcript-cue"
        data-active={active ? 'true' : 'false'}
        data-start={cue.startTime}
        aria-current={active ? 'true' : undefined}
        tabIndex={tabbable ? 0 : -1}
        onClick={() => onSeek(cue.startTime)}
        css={[cueCss, active && activeCueCss, focusRing]}
      >
        <span aria-hidden="true" css={timeCss}>
          {time}
        </span>
        <span css={visuallyHidden}>{t`Play from ${time}:`}</span>
        <span css={textCss}>{cue.text}</span>
      </button>
    </li>
  );
}, sameCue);

function sameCue(
  before: { cue: SubtitleCue; active: boolean; tabbable: boolean },
  after: { cue: SubtitleCue; active: boolean; tabbable: boolean },
): boolean {
  // onSeek is a fresh arrow on every list render but always calls the latest handler, so it is left out
  return before.cue === after.cue && before.active === after.active && before.tabbable === after.tabbable;
}

/**
 * Only signed-in listeners may download the raw transcript (spec doc 1 §6): they get a button that fetches it with
 * their session; others are offered the sign-in page.
 */
function TranscriptDownloadAction({ sermon }: { sermon: Sermon | null }) {
  const { status } = useSession();
  const { download, busy } = useTranscriptDownload(sermon);
  if (!sermon?.transcript) return null;
  if (status === 'signed-in') {
    return (
      <button
        type="button"
        data-testid="transcript-download"
        aria-busy={busy || undefined}
        disabled={busy}
        onClick={download}
        css={[linkCss, buttonResetCss, focusRing]}
      >
        <CaptionIcon name="download" size={18} />
        <Trans>Download transcript</Trans>
      </button>
    );
  }
  if (status === 'loading') return null;
  const { path } = splitLocalePath(window.location.pathname);
  return (
    <PlatformLink to={loginPathFor(path + window.location.search)} data-testid="transcript-sign-in" css={[linkCss, focusRing]}>
      <Trans>Sign in to download the transcript</Trans>
    </PlatformLink>
  );
}

/**
 * Remembers when the listener last scrolled the list by hand (wheel, touch, scroll keys, the scrollbar). The list's
 * own `scroll` events cannot tell: following playback scrolls it too.
 */
function useUserScrollWatch(
  listRef: RefObject<HTMLOListElement | null>,
  lastUserScrollAt: RefObject<number>,
  mounted: boolean,
): void {
  useEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const mark = () => {
      lastUserScrollAt.current = performance.now();
    };
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (SCROLL_KEYS.has(event.key)) mark();
    };
    // a press on the list itself, not on a cue, is a press on its scrollbar
    const onPointer = (event: PointerEvent) => {
      if (event.target === list) mark();
    };
    list.addEventListener('wheel', mark, { passive: true });
    list.addEventListener('touchmove', mark, { passive: true });
    list.addEventListener('keydown', onKey);
    list.addEventListener('pointerdown', onPointer);
    return () => {
      list.removeEventListener('wheel', mark);
      list.removeEventListener('touchmove', mark);
      list.removeEventListener('keydown', onKey);
      list.removeEventListener('pointerdown', onPointer);
    };
  }, [listRef, lastUserScrollAt, mounted]);
}

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

const panelCss = css({
  display: 'flex',
  flexDirection: 'column',
  minHeight: 0,
  color: playerColors.text,
});

const headerCss = css({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  gap: '4px 12px',
  padding: '0 4px 8px',
});

const headingCss = css({ margin: 0, fontSize: 15, fontWeight: 600, letterSpacing: 0.2 });

const linkCss = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 4,
  color: playerColors.accent,
  fontSize: 13,
  textDecoration: 'none',
  borderRadius: 4,
  '&:hover': { textDecoration: 'underline' },
});

const buttonResetCss = css({
  padding: 0,
  border: 0,
  background: 'transparent',
  font: 'inherit',
  fontSize: 13,
  cursor: 'pointer',
  '&:disabled': { opacity: 0.6, cursor: 'progress', textDecoration: 'none' },
});

const listCss = css({
  // offsetTop of the items is measured from here
  position: 'relative',
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  scrollbarWidth: 'thin',
});

const cueCss = css({
  display: 'grid',
  gridTemplateColumns: '3.6em minmax(0, 1fr)',
  alignItems: 'baseline',
  gap: 8,
  width: '100%',
  padding: '6px 8px',
  border: 0,
  borderRadius: 8,
  color: playerColors.muted,
  background: 'transparent',
  font: 'inherit',
  fontSize: 15,
  lineHeight: 1.5,
  textAlign: 'start',
  cursor: 'pointer',
  transition: 'background-color 150ms, color 150ms',
  '&:hover': { background: playerColors.hover, color: playerColors.text },
});

const activeCueCss = css({
  color: playerColors.text,
  background: playerColors.surface,
  boxShadow: `inset 3px 0 0 ${playerColors.accent}`,
});

const timeCss = css({
  fontSize: 12,
  fontVariantNumeric: 'tabular-nums',
  color: playerColors.muted,
});

// a cue's line breaks lay it out on a screen; read as a transcript, its rows run on as prose
const textCss = css({ whiteSpace: 'normal', overflowWrap: 'anywhere' });

const loadingCss = css({ margin: 0, padding: '8px 4px', color: playerColors.muted, fontSize: 14 });
