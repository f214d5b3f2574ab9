// A sermon card's play button: starts the sermon in the persistent player with the list the card is in.
import { keyframes } from '@emotion/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { PlayList } from '@sermon/shared-contracts/entities/play-list';
import type { Sermon } from '@sermon/shared-contracts/entities/sermon';
import { emitPlatformEvent } from '@sermon/shared-contracts/events/platform-events';
import { MediaIcon } from '../icons/MediaIcon';
import { colors, focusRing, radius } from '@sermon/shared-contracts/mf/theme/tokens';
import { playerIntent } from '@sermon/shared-contracts/events/player-intent';

type Props = {
  sermon: Pick<Sermon, 'sermonID' | 'fullTitle' | 'hasAudio' | 'hasVideo' | 'media'>;
  playList?: PlayList;
  /** this sermon is what the player is playing: the button gives way to a "Playing" mark */
  playing: boolean;
};

export function SermonCardPlay({ sermon, playList, playing }: Props) {
  const { t } = useLingui();
  const title = sermon.fullTitle;
  const playable = sermon.hasAudio || sermon.hasVideo || sermon.media.audio.length > 0 || sermon.media.video.length > 0;
  if (playing) {
    return (
      <span data-testid="sermon-card-playing" css={{ ...corner, ...pill, background: colors.accent, color: colors.accentText }}>
        <Equalizer />
        <Trans>Playing</Trans>
      </span>
    );
  }
  if (!playable) return null;
  // No media type: the player picks (video when the sermon has it, spec doc 1 §4) as the bar's own rules say.
  const play = () =>
    emitPlatformEvent('player:play', playList ? { sermonID: sermon.sermonID, list: playList } : { sermonID: sermon.sermonID });
  return (
    <button
      {...playerIntent}
      type="button"
      data-testid="sermon-card-play"
      aria-label={t`Play ${title}`}
      title={t`Play`}
      onClick={play}
      css={{
        ...corner,
        width: 44,
        height: 44,
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        padding: 0,
        border: `2px solid ${colors.inverseText}`,
        borderRadius: '50%',
        background: colors.accent,
        color: colors.accentText,
        boxShadow: '0 2px 8px rgba(0, 0, 0, 0.35)',
        cursor: 'pointer',
        transition: 'transform 120ms ease',
        '&:hover': { background: colors.accentHover, transform: 'scale(1.06)' },
        '@media (prefers-reduced-motion: reduce)': { transition: 'none', '&:hover': { transform: 'none' } },
        ...focusRing,
      }}
    >
      <MediaIcon name="play" size={22} />
    </button>
  );
}

/** Bottom left of the thumbnail: the duration sits bottom right, the media badge top left, the preview's mute top right. */
const corner = { position: 'absolute', left: 8, bottom: 8, zIndex: 2 } as const;

const pill = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: 6,
  padding: '4px 10px',
  borderRadius: radius.pill,
  fontSize: '0.8rem',
  fontWeight: 700,
} as const;

const bounce = keyframes({ '0%, 100%': { transform: 'scaleY(0.35)' }, '50%': { transform: 'scaleY(1)' } });

/** Three bars moving to the beat: the usual "now playing" sign (still bars for reduced motion). */
function Equalizer() {
  return (
    <span aria-hidden="true" css={{ display: 'inline-flex', alignItems: 'flex-end', gap: 2, height: 12 }}>
      {[0, 0.2, 0.4].map((delay) => (
        <span
          key={delay}
          css={{
            width: 3,
            height: 12,
            borderRadius: 1,
            background: 'currentColor',
            transformOrigin: 'bottom',
            animation: `${bounce} 0.9s ease-in-out ${delay}s infinite`,
            '@media (prefers-reduced-motion: reduce)': { animation: 'none', transform: 'scaleY(0.7)' },
          }}
        />
      ))}
    </span>
  );
}
