import { useCallback } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Sermon } from '@sermon/shared-contracts/entities/sermon';
import { isGenericSpeaker } from '@sermon/shared-contracts/entities/speaker';
import { emitPlatformEvent } from '@sermon/shared-contracts/events/platform-events';
import { eventTypeLabel } from '@sermon/shared-contracts/mf/event-type-labels';
import { SermonLanguageMenu } from '@sermon/shared-contracts/mf/SermonLanguageMenu';
import { usePageTitle } from '@sermon/shared-contracts/mf/use-page-title';
import { formatDuration } from '@sermon/shared-contracts/rules/format-duration';
import { sermonDurationSeconds, totalPlayCount } from '@sermon/shared-contracts/rules/sermon-duration';
import { isNotFoundError } from '../../components/api/not-found';
import { FavouriteButton } from '../../components/follow/FavouriteButton';
import { LoadError } from '../../components/feedback/LoadError';
import { NotFound } from '../../components/feedback/NotFound';
import { Spinner } from '../../components/feedback/Spinner';
import { useFormatters } from '../../components/format/use-formatters';
import { TextLink } from '../../components/links/TextLink';
import { playCallToAction } from '../../components/sermon/play-call-to-action';
import { SermonThumbnail } from '../../components/sermon/SermonThumbnail';
import { breakpoints, colors, radius, space } from '@sermon/shared-contracts/mf/theme/tokens';
import { useSermon } from './api/get-sermon';
import { SermonComments } from './components/SermonComments';
import { SermonResume } from './components/SermonResume';
import { primaryMediaType, requestedMediaType, type PlayMediaType } from './media-type';
import { useAutoplay } from './use-autoplay';
import { isPlaying, usePlayerStatus } from '../../components/player/use-player-status';
import { playerIntent } from '@sermon/shared-contracts/events/player-intent';

/**
 * /sermons/:sermonID (optionally /a or /v, or ?mediaType=a|v|audio|video): one sermon and its Play buttons;
 * ?autoplay=1 starts it in the player.
 */
export function SermonDetailPage() {
  const { sermonID = '', mediaType: segment } = useParams();
  const [searchParams, setSearchParams] = useSearchParams();
  const sermon = useSermon(sermonID);
  const dropAutoplay = useCallback(
    () =>
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete('autoplay');
          return next;
        },
        { replace: true },
      ),
    [setSearchParams],
  );

  if (segment !== undefined && segment !== 'a' && segment !== 'v') return <NotFound />;
  if (sermon.status === 'loading') return <Spinner />;
  if (sermon.status === 'error') {
    if (isNotFoundError(sermon.error)) {
      return (
        <NotFound
          message={<Trans>Sermon not found</Trans>}
          backTo={{ to: '/sermons', label: <Trans>Browse all sermons</Trans> }}
        />
      );
    }
    return <LoadError onRetry={sermon.retry} />;
  }
  return (
    <SermonDetail
      sermon={sermon.data}
      requested={requestedMediaType(segment, searchParams.get('mediaType'))}
      autoplay={searchParams.get('autoplay') === '1'}
      onAutoplayed={dropAutoplay}
    />
  );
}

function SermonDetail({
  sermon,
  requested,
  autoplay,
  onAutoplayed,
}: {
  sermon: Sermon;
  requested: PlayMediaType | null;
  autoplay: boolean;
  onAutoplayed: () => void;
}) {
  const { t, i18n } = useLingui();
  const format = useFormatters();
  const status = usePlayerStatus();
  const title = sermon.fullTitle;
  const speakerName = sermon.speaker.displayName;
  usePageTitle(t`${title} by ${speakerName}`);

  const available = {
    audio: sermon.hasAudio || sermon.media.audio.length > 0,
    video: sermon.hasVideo || sermon.media.video.length > 0,
  };
  const primary = primaryMediaType(available, requested);
  const playing = isPlaying(status, sermon.sermonID);
  const seconds = sermonDurationSeconds(sermon);
  const plays = totalPlayCount(sermon);
  const hashtags = [...new Set((sermon.keywords ?? '').split(/\s+/).filter(Boolean))];
  const play = (mediaType: PlayMediaType) => emitPlatformEvent('player:play', { sermonID: sermon.sermonID, mediaType });
  useAutoplay({ sermonID: sermon.sermonID, mediaType: primary, requested: autoplay, playerReady: status !== null, onStarted: onAutoplayed });

  return (
    <article>
      <div
        css={{
          display: 'grid',
          gap: space(8),
          gridTemplateColumns: '1fr',
          [breakpoints.md]: { gridTemplateColumns: 'minmax(0, 5fr) minmax(0, 6fr)' },
          alignItems: 'start',
        }}
      >
        <div>
          <SermonThumbnail sermon={sermon} size="large" />
          <div css={{ display: 'flex', flexWrap: 'wrap', gap: space(3), marginTop: space(4) }}>
            {primary && (
              <button type="button" data-testid="sermon-play" {...playerIntent} onClick={() => play(primary)} css={playButton}>
                <span aria-hidden="true">▶</span> {primary === 'video' ? <Trans>Play video</Trans> : <Trans>Play</Trans>}
              </button>
            )}
            {primary === 'audio' && available.video && (
              <button type="button" data-testid="sermon-play-video" {...playerIntent} onClick={() => play('video')} css={secondaryButton}>
                <span aria-hidden="true">▶</span> <Trans>Play video</Trans>
              </button>
            )}
            {!primary && (
              <p css={{ color: colors.muted, margin: 0 }}>
                <Trans>This sermon has no audio or video yet.</Trans>
              </p>
            )}
          </div>
          <div css={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: space(3), marginTop: space(3) }}>
            {primary && <SermonResume sermon={sermon} mediaType={primary} />}
            <FavouriteButton sermonID={sermon.sermonID} title={sermon.fullTitle} />
          </div>
        </div>
        <div>
          {playing && (
            <p
              data-testid="sermon-playing"
              role="status"
              css={{
                display: 'inline-block',
                margin: `0 0 ${space(3)}`,
                padding: `${space(1)} ${space(3)}`,
                borderRadius: radius.pill,
                background: colors.successSurface,
                color: colors.success,
                fontWeight: 700,
                fontSize: '0.85rem',
              }}
            >
              <Trans>Playing</Trans>
            </p>
          )}
          <h1 data-testid="sermon-title" css={{ margin: 0, fontSize: 'clamp(1.6rem, 3vw, 2.2rem)', lineHeight: 1.2 }}>
            {sermon.fullTitle}
          </h1>
          {sermon.subtitle && sermon.subtitle !== sermon.series?.title && (
            <p css={{ margin: `${space(2)} 0 0`, color: colors.muted, fontSize: '1.1rem' }}>{sermon.subtitle}</p>
          )}
          <p css={{ margin: `${space(3)} 0 0`, fontSize: '1.1rem' }}>
            {isGenericSpeaker(sermon.speaker) ? (
              <span>{speakerName}</span>
            ) : (
              <TextLink to={`/speakers/${sermon.speaker.speakerID}`}>{speakerName}</TextLink>
            )}
          </p>
          <p css={{ margin: `${space(1)} 0 0` }}>
            <TextLink to={`/broadcasters/${encodeURIComponent(sermon.broadcaster.broadcasterID)}`}>
              {sermon.broadcaster.displayName}
            </TextLink>
            {sermon.broadcaster.location && <span css={{ color: colors.muted }}> · {sermon.broadcaster.location}</span>}
          </p>
          {/* the translated versions; the menu renders nothing for a sermon in one language, and so takes no room */}
          <div css={{ marginTop: space(4), '&:empty': { display: 'none' } }}>
            <SermonLanguageMenu sermonID={sermon.sermonID} />
          </div>

          <dl
            css={{
              display: 'grid',
              gridTemplateColumns: 'max-content 1fr',
              gap: `${space(2)} ${space(6)}`,
              margin: `${space(6)} 0 0`,
              padding: space(4),
              background: colors.surfaceAlt,
              borderRadius: radius.md,
              dt: { color: colors.muted, fontWeight: 600 },
              dd: { margin: 0 },
            }}
          >
            {sermon.bibleText && (
              <>
                <dt>
                  <Trans>Bible text</Trans>
                </dt>
                <dd data-testid="sermon-bible-text">{sermon.bibleText}</dd>
              </>
            )}
            {sermon.series && (
              <>
                <dt>
                  <Trans context="one series">Series</Trans>
                </dt>
                <dd>
                  <TextLink to={`/series/${sermon.series.seriesID}`}>{sermon.series.title}</TextLink>
                </dd>
              </>
            )}
            <dt>
              <Trans>Event</Trans>
            </dt>
            {/* translated from the canonical value: the API's displayEventType is English on every locale */}
            <dd>{eventTypeLabel(i18n, sermon.eventType || sermon.displayEventType || '')}</dd>
            <dt>
              <Trans>Preached</Trans>
            </dt>
            <dd>
              <time dateTime={sermon.preachDate}>{format.date(sermon.preachDate)}</time>
            </dd>
            {seconds !== null && (
              <>
                <dt>
                  <Trans>Duration</Trans>
                </dt>
                <dd data-testid="sermon-duration">{formatDuration(seconds)}</dd>
              </>
            )}
            <dt>
              <Trans>Plays</Trans>
            </dt>
            <dd data-testid="sermon-plays">{format.number(plays)}</dd>
          </dl>

          {sermon.moreInfoText && (
            <section aria-labelledby="sermon-more-info" css={{ marginTop: space(6) }}>
              <h2 id="sermon-more-info" css={{ fontSize: '1.1rem', margin: `0 0 ${space(2)}` }}>
                <Trans>More information</Trans>
              </h2>
              <p css={{ margin: 0, whiteSpace: 'pre-line' }}>{sermon.moreInfoText}</p>
            </section>
          )}

          {hashtags.length > 0 && (
            <ul
              aria-label={t`Keywords`}
              css={{ listStyle: 'none', padding: 0, margin: `${space(6)} 0 0`, display: 'flex', flexWrap: 'wrap', gap: space(2) }}
            >
              {hashtags.map((tag) => (
                <li key={tag}>
                  <TextLink to={`/sermons?${new URLSearchParams({ searchKeyword: tag })}`}>
                    #{tag}
                  </TextLink>
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
      <SermonComments sermon={sermon} />
    </article>
  );
}

const playButton = {
  ...playCallToAction,
  fontSize: '1.1rem',
  padding: `${space(3)} ${space(8)}`,
} as const;

const secondaryButton = {
  ...playButton,
  background: colors.surface,
  color: colors.accent,
  border: `2px solid ${colors.accent}`,
  '&:hover': { background: colors.surfaceAlt },
} as const;
