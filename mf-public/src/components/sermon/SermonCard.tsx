import { Link } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import type { PlayList } from '@sermon/shared-contracts/entities/play-list';
import type { Sermon } from '@sermon/shared-contracts/entities/sermon';
import { isGenericSpeaker } from '@sermon/shared-contracts/entities/speaker';
import { eventTypeLabel } from '@sermon/shared-contracts/mf/event-type-labels';
import { useFormatters } from '../format/use-formatters';
import { useIsPlaying } from '../player/use-player-status';
import { colors, focusRing, radius, shadow, space } from '@sermon/shared-contracts/mf/theme/tokens';
import { SermonCardPlay } from './SermonCardPlay';
import { SermonThumbnail } from './SermonThumbnail';

/**
 * One sermon in a grid: thumbnail with a play button, title, speaker, broadcaster, date and event type.
 * `playList` is the list the card is shown in; the player takes next and previous from it.
 */
export function SermonCard({ sermon, playList }: { sermon: Sermon; playList?: PlayList }) {
  const { i18n } = useLingui();
  const playing = useIsPlaying(sermon.sermonID);
  const format = useFormatters();
  const href = `/sermons/${encodeURIComponent(sermon.sermonID)}`;
  // translated from the canonical value: the API's displayEventType is English on every locale
  const eventType = sermon.eventType || sermon.displayEventType;
  return (
    <article
      data-testid="sermon-card"
      data-playing={playing ? 'true' : undefined}
      css={{
        display: 'flex',
        flexDirection: 'column',
        width: '100%',
        minWidth: 0,
        background: colors.surface,
        border: `1px solid ${playing ? colors.accent : colors.border}`,
        borderRadius: radius.lg,
        boxShadow: shadow.card,
        padding: space(2),
        transition: 'box-shadow 120ms ease, transform 120ms ease',
        '&:hover': { boxShadow: shadow.raised, transform: 'translateY(-1px)' },
        '@media (prefers-reduced-motion: reduce)': { transition: 'none', '&:hover': { transform: 'none' } },
      }}
    >
      <SermonThumbnail
        sermon={sermon}
        overlay={
          <>
            {/* The title link is the accessible one; the picture is a second, mouse-only way in. */}
            <Link to={href} tabIndex={-1} aria-hidden="true" css={{ position: 'absolute', inset: 0, zIndex: 1 }} />
            <SermonCardPlay sermon={sermon} playList={playList} playing={playing} />
          </>
        }
      />
      <div css={{ padding: `${space(3)} ${space(2)} ${space(2)}`, display: 'flex', flexDirection: 'column', gap: space(1) }}>
        <h3 css={{ margin: 0, fontSize: '1rem', lineHeight: 1.35 }}>
          <Link
            to={href}
            css={{
              color: colors.text,
              textDecoration: 'none',
              display: '-webkit-box',
              WebkitLineClamp: 2,
              WebkitBoxOrient: 'vertical',
              overflow: 'hidden',
              '&:hover': { color: colors.accent },
              ...focusRing,
            }}
          >
            {sermon.fullTitle}
          </Link>
        </h3>
        <p css={{ margin: 0, fontSize: '0.9rem' }}>
          {isGenericSpeaker(sermon.speaker) ? (
            <span css={{ color: colors.muted }}>{sermon.speaker.displayName}</span>
          ) : (
            <Link
              to={`/speakers/${sermon.speaker.speakerID}`}
              css={{ color: colors.accent, textDecoration: 'none', '&:hover': { textDecoration: 'underline' }, ...focusRing }}
            >
              {sermon.speaker.displayName}
            </Link>
          )}
        </p>
        <p css={{ margin: 0, fontSize: '0.85rem', color: colors.muted, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
          {sermon.broadcaster.displayName}
        </p>
        <p css={{ margin: 0, fontSize: '0.8rem', color: colors.faint }}>
          <time dateTime={sermon.preachDate}>{format.date(sermon.preachDate)}</time>
          {eventType && <> · {eventTypeLabel(i18n, eventType)}</>}
        </p>
      </div>
    </article>
  );
}
