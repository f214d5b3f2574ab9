/**
 * One sermon's player inside an embed: the picture (video) or artwork (audio), title, speaker and broadcaster
 * (links open the site in a new tab), and one row of controls: play, the waveform to scrub, time and volume.
 * Until the visitor presses play it shows the sermon it was given (see use-embed-player): the press, or a press on
 * the waveform, starts it.
 */
import { css } from '@emotion/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Sermon } from '@sermon/shared-contracts/entities/sermon';
import { LOCALE_TAGS } from '@sermon/shared-contracts/i18n/locales';
import { chooseMediaType, type PlayerMediaType } from '@sermon/shared-contracts/machines/player-source';
import { useRemoteProps } from '@sermon/shared-contracts/mf/remote-props';
import { formatDuration } from '@sermon/shared-contracts/rules/format-duration';
import { audioDurationSeconds, videoDurationSeconds } from '@sermon/shared-contracts/rules/sermon-duration';
import { Icon } from '../../../components/Icon';
import { playerColors } from '../../../components/theme';
import { Artwork } from '../../player/components/Artwork';
import { NowPlaying } from '../../player/components/NowPlaying';
import { PlayerErrorMessage } from '../../player/components/PlayerErrorMessage';
import { PlayerMedia } from '../../player/components/PlayerMedia';
import { PlayPauseButton } from '../../player/components/PlayPauseButton';
import { TimeDisplay } from '../../player/components/TimeDisplay';
import { VolumeControl } from '../../player/components/VolumeControl';
import { isPlayingIntent, isUnplayable } from '../../player/player-state';
import { useWaveformPeaks } from '../../player/waveform/use-waveform-peaks';
import { Waveform } from '../../player/waveform/Waveform';
import { CopyLinkButton } from '../components/CopyLinkButton';
import { LOW, NARROW } from '../components/EmbedFrame';
import type { EmbedPlayer, PlayOptions } from './use-embed-player';

interface Props {
  embed: EmbedPlayer;
  /** the sermon to show while the player has none of its own (before the first press, or while it loads) */
  preview: Sermon;
  /** what the address asked for; null lets the sermon decide (video when it has video) */
  mediaType: PlayerMediaType | null;
  /** passed on to the press (the list embed's playlist) */
  playOptions?: Omit<PlayOptions, 'startAt'>;
  /**
   * single: fills the frame, centred; section: one part of a frame (the live embed), at its natural height;
   * list: section with a smaller artwork and picture, the playlist below
   */
  variant?: 'single' | 'section' | 'list';
}

function durationOf(sermon: Sermon, mediaType: PlayerMediaType): number {
  return (mediaType === 'video' ? videoDurationSeconds(sermon) : audioDurationSeconds(sermon)) ?? 0;
}

export function EmbedPlayerView({ embed, preview, mediaType, playOptions, variant = 'single' }: Props) {
  const { t } = useLingui();
  const { player, started, play } = embed;
  const { state, context, send } = player;
  // The machine's sermon once it has one for this press; the given one before (and while the next one loads).
  const live = started && context.sermon !== null && context.sermon.sermonID === context.sermonID;
  const sermon = live ? context.sermon! : preview;
  const shownType = live ? context.mediaType : chooseMediaType(preview, mediaType);
  const loadingOther = started && context.sermonID !== preview.sermonID && !live;
  const current = started && context.sermonID === sermon.sermonID;
  const isVideo = shownType === 'video';
  const { peaks, isDefault } = useWaveformPeaks(sermon);

  const start = (startAt?: number) => play(preview.sermonID, { ...playOptions, ...(startAt !== undefined ? { startAt } : {}) });
  const toggle = () => (current ? send({ type: 'TOGGLE' }) : start());
  const playing = current && isPlayingIntent(player);
  const busy = (current && (state === 'Loading' || state === 'Buffering' || state === 'FetchingNext')) || loadingOther;
  const unplayable = shownType === null || (current && isUnplayable(player));
  const duration = current && context.duration > 0 ? context.duration : shownType ? durationOf(sermon, shownType) : 0;
  const currentTime = current ? context.currentTime : 0;

  return (
    <section
      data-testid="embed-player"
      data-state={state}
      data-started={started || undefined}
      data-media-type={shownType ?? undefined}
      aria-label={t`Sermon player`}
      css={[layout, isVideo && { paddingTop: 0 }, variant !== 'single' && sectionLayout]}
    >
      {isVideo && (
        <div css={[picture, variant !== 'single' && sectionPicture, variant === 'list' && listPicture]}>
          {current && context.src ? (
            <PlayerMedia
              binding={player.media}
              srcKind={context.srcKind}
              quality={context.quality}
              onFatalError={(detail) => send({ type: 'ERROR', detail })}
              title={sermon.fullTitle}
              videoCss={css({ position: 'absolute', inset: 0, width: '100%', height: '100%' })}
              onVideoClick={() => send({ type: 'TOGGLE' })}
            />
          ) : (
            <Poster sermon={sermon} disabled={unplayable} busy={busy} onPlay={toggle} />
          )}
        </div>
      )}
      {/* the audio element has no picture: it stays out of sight, wherever it is rendered */}
      {!isVideo && current && context.src && <PlayerMedia binding={player.media} srcKind={context.srcKind} />}

      <div css={infoRow}>
        {!isVideo && (
          <span css={artworkBox}>
            <Artwork sermon={sermon} size={variant === 'list' ? 56 : 88} />
          </span>
        )}
        <div css={{ flex: 1, minWidth: 0 }}>
          <NowPlaying sermon={sermon} newTab />
          <SermonFacts sermon={sermon} duration={shownType ? durationOf(sermon, shownType) : 0} />
        </div>
        <CopyLinkButton sermonID={sermon.sermonID} />
      </div>

      <div css={controlsRow}>
        <PlayPauseButton playing={playing} busy={busy} disabled={unplayable} onToggle={toggle} size={40} />
        {shownType === null ? (
          <p role="alert" data-testid="player-error" css={{ margin: 0, color: playerColors.error }}>
            <Trans>This sermon has no audio or video.</Trans>
          </p>
        ) : current && context.error ? (
          <PlayerErrorMessage kind={context.error.kind} onRetry={() => send({ type: 'PLAY' })} />
        ) : (
          <>
            <div css={{ flex: 1, minWidth: 0 }}>
              <Waveform
                peaks={peaks}
                isDefault={isDefault}
                currentTime={currentTime}
                duration={duration}
                bufferedEnd={current ? context.bufferedEnd : 0}
                playing={current && state === 'Playing'}
                speed={context.speed}
                disabled={busy}
                onSeek={(seconds) => (current ? send({ type: 'SEEK', seconds }) : start(seconds))}
              />
            </div>
            <TimeDisplay currentTime={currentTime} duration={duration} />
          </>
        )}
        <span css={{ [NARROW]: { display: 'none' } }}>
          <VolumeControl
            volume={context.volume}
            muted={context.muted}
            onVolume={(volume) => send({ type: 'SET_VOLUME', volume })}
            onToggleMute={() => send({ type: 'TOGGLE_MUTE' })}
          />
        </span>
      </div>
    </section>
  );
}

/** Preached date and length under the names, e.g. "Sunday, 12 May 2024 · 45:03". */
function SermonFacts({ sermon, duration }: { sermon: Sermon; duration: number }) {
  const { locale } = useRemoteProps();
  const date = formatPreachDate(sermon.preachDate, LOCALE_TAGS[locale]);
  return (
    <div css={[{ fontSize: 12, color: playerColors.muted, whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' }, { [LOW]: { display: 'none' } }]}>
      {date}
      {date && duration > 0 && <span aria-hidden="true"> · </span>}
      {duration > 0 && formatDuration(duration)}
    </div>
  );
}

/** YYYY-MM-DD as the listener's locale writes a date; the raw text if it is not one. */
export function formatPreachDate(isoDate: string, localeTag: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!match) return isoDate;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return new Intl.DateTimeFormat(localeTag, { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' }).format(date);
}

/** The video's picture before it plays: its thumbnail with one big play button, as video players do. */
function Poster({ sermon, disabled, busy, onPlay }: { sermon: Sermon; disabled: boolean; busy: boolean; onPlay: () => void }) {
  const { t } = useLingui();
  const image = sermon.videoThumbnail ?? sermon.thumbnailImageURL;
  const title = sermon.fullTitle;
  return (
    <button
      type="button"
      data-testid="embed-poster"
      aria-label={t`Play ${title}`}
      disabled={disabled}
      aria-busy={busy || undefined}
      onClick={onPlay}
      css={{
        position: 'absolute',
        inset: 0,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        padding: 0,
        border: 0,
        cursor: disabled ? 'default' : 'pointer',
        background: image ? `center / cover no-repeat url("${encodeURI(image)}"), ${playerColors.media}` : playerColors.media,
        '&:hover > span, &:focus-visible > span': { transform: 'scale(1.08)', background: playerColors.accent },
        '&:focus-visible': { outline: `2px solid ${playerColors.accent}`, outlineOffset: -2 },
      }}
    >
      <span
        css={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          width: 68,
          height: 68,
          borderRadius: '50%',
          color: playerColors.accentText,
          background: 'rgba(255, 255, 255, 0.9)',
          boxShadow: '0 4px 18px rgba(0, 0, 0, 0.45)',
          transition: 'transform 120ms, background-color 120ms',
          opacity: disabled ? 0.5 : 1,
        }}
      >
        <Icon name="play" size={40} />
      </span>
    </button>
  );
}

const layout = css({
  flex: 1,
  minHeight: 0,
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'center',
  gap: 10,
  padding: 12,
  [LOW]: { gap: 6, padding: '8px 10px' },
});

const sectionLayout = css({ flex: 'none', justifyContent: 'flex-start', paddingBottom: 8 });

const picture = css({
  [LOW]: { margin: '0 -10px' },
  position: 'relative',
  flex: 1,
  minHeight: 80,
  // edge to edge: the picture is the frame's top
  margin: '0 -12px',
  overflow: 'hidden',
  background: playerColors.media,
});

/** Beside other parts of the frame the picture takes a share of it, not all of it. */
const sectionPicture = css({ flex: 'none', height: '45vh', minHeight: 120 });
/** In the list embed the picture leaves most of the frame to the playlist. */
const listPicture = css({ height: '38vh' });

const infoRow = css({ display: 'flex', alignItems: 'center', gap: 12, minWidth: 0 });

const artworkBox = css({ flex: 'none', [LOW]: { display: 'none' } });

const controlsRow = css({ display: 'flex', alignItems: 'center', gap: 10, minWidth: 0 });
