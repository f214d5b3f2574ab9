// The home page's featured video: a background preview tile (plays while on screen) beside what the sermon is.
import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Sermon } from '@sermon/shared-contracts/entities/sermon';
import { emitPlatformEvent } from '@sermon/shared-contracts/events/platform-events';
import { sermonThumbnail } from '@sermon/shared-contracts/rules/sermon-thumbnail';
import { useFormatters } from '../../../components/format/use-formatters';
import { MediaIcon } from '../../../components/icons/MediaIcon';
import { playCallToAction } from '../../../components/sermon/play-call-to-action';
import { sermonPlayList } from '../../../components/sermon/play-list';
import { breakpoints, colors, focusRing, radius, shadow, space } from '@sermon/shared-contracts/mf/theme/tokens';
import { VideoPreview } from '../../../components/video-preview/VideoPreview';
import { RECENT_VIDEOS } from '../api/get-featured-video';
import { playerIntent } from '@sermon/shared-contracts/events/player-intent';

export function FeaturedVideo({ sermon }: { sermon: Sermon & { videoPreviewURL: string } }) {
  const { t } = useLingui();
  const format = useFormatters();
  const href = `/sermons/${encodeURIComponent(sermon.sermonID)}`;
  const still = sermonThumbnail(sermon);
  const play = () =>
    emitPlatformEvent('player:play', {
      sermonID: sermon.sermonID,
      mediaType: 'video',
      list: sermonPlayList('sermons', RECENT_VIDEOS, t`Recent videos`),
    });
  return (
    <article
      data-testid="home-featured-video"
      css={{
        display: 'grid',
        gridTemplateColumns: '1fr',
        gap: space(6),
        alignItems: 'center',
        padding: space(4),
        background: colors.surface,
        border: `1px solid ${colors.border}`,
        borderRadius: radius.lg,
        boxShadow: shadow.card,
        [breakpoints.md]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)', padding: space(5) },
      }}
    >
      <VideoPreview
        src={sermon.videoPreviewURL}
        poster={still.kind === 'video' ? still.imageURL : null}
        mode="background"
        label={<Trans>Featured video</Trans>}
        popoutTo={href}
        popoutLabel={t`Open the sermon page`}
        css={{ borderRadius: radius.md }}
      />
      <div css={{ minWidth: 0, padding: `0 ${space(2)} ${space(2)}` }}>
        <h3 css={{ margin: 0, fontSize: 'clamp(1.2rem, 2.4vw, 1.6rem)', lineHeight: 1.25 }}>
          <Link to={href} css={{ color: colors.text, textDecoration: 'none', '&:hover': { color: colors.accent }, ...focusRing }}>
            {sermon.fullTitle}
          </Link>
        </h3>
        <p css={{ margin: `${space(2)} 0 0`, fontSize: '1.05rem', color: colors.textSoft }}>{sermon.speaker.displayName}</p>
        <p css={{ margin: `${space(1)} 0 0`, color: colors.muted }}>
          {sermon.broadcaster.displayName} · <time dateTime={sermon.preachDate}>{format.date(sermon.preachDate)}</time>
        </p>
        {sermon.bibleText && <p css={{ margin: `${space(1)} 0 0`, color: colors.muted }}>{sermon.bibleText}</p>}
        <button
          {...playerIntent}
          type="button"
          data-testid="home-featured-video-play"
          onClick={play}
          css={{
            ...playCallToAction,
            marginTop: space(5),
            display: 'inline-flex',
            alignItems: 'center',
            gap: space(2),
            padding: `${space(3)} ${space(6)}`,
          }}
        >
          <MediaIcon name="play" />
          <Trans>Play video</Trans>
        </button>
      </div>
    </article>
  );
}
