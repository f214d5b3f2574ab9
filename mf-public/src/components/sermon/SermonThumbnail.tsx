import { useLingui } from '@lingui/react/macro';
import type { Sermon } from '@sermon/shared-contracts/entities/sermon';
import { formatDuration } from '@sermon/shared-contracts/rules/format-duration';
import { sermonDurationSeconds } from '@sermon/shared-contracts/rules/sermon-duration';
import { sermonThumbnail } from '@sermon/shared-contracts/rules/sermon-thumbnail';
import { visuallyHidden } from '../feedback/Spinner';
import { Portrait } from '../images/Portrait';
import { realImageURL } from '../images/real-image-url';
import { colors, radius } from '../theme/tokens';

type ThumbnailSermon = Pick<
  Sermon,
  'hasVideo' | 'videoThumbnail' | 'audioDurationSeconds' | 'videoDurationSeconds' | 'media'
> & {
  speaker: Pick<Sermon['speaker'], 'portraitURL' | 'roundedThumbnailImageURL' | 'displayName'>;
  broadcaster: Pick<Sermon['broadcaster'], 'imageURL'>;
};

/**
 * The spec's sermon thumbnail: the video's preview image when the sermon has video, otherwise the
 * speaker's portrait over a blurred broadcaster image; both carry the duration. 16:9 throughout.
 */
export function SermonThumbnail({ sermon, size = 'card' }: { sermon: ThumbnailSermon; size?: 'card' | 'large' }) {
  const portraitSize = size === 'large' ? 180 : 88;
  const { t } = useLingui();
  const thumbnail = sermonThumbnail(sermon);
  const seconds = sermonDurationSeconds(sermon);
  // The API's generic placeholder portrait is no picture (spec); the blurred backdrop stays on its own.
  const speakerImage = thumbnail.kind === 'speaker' ? realImageURL(thumbnail.speakerImageURL) : null;
  const backdrop = thumbnail.kind === 'speaker' ? realImageURL(thumbnail.broadcasterImageURL) : null;
  return (
    <div
      css={{
        position: 'relative',
        aspectRatio: '16 / 9',
        overflow: 'hidden',
        borderRadius: radius.md,
        background: colors.brandGradient,
      }}
    >
      {thumbnail.kind === 'video' ? (
        <img src={thumbnail.imageURL} alt="" loading="lazy" css={coverImage} />
      ) : (
        <>
          {backdrop && (
            <img
              src={backdrop}
              alt=""
              loading="lazy"
              css={{ ...coverImage, filter: 'blur(14px) brightness(0.7)', transform: 'scale(1.2)' }}
            />
          )}
          <span
            css={{
              position: 'absolute',
              inset: 0,
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'center',
              img: { border: `3px solid ${colors.inverseText}` },
            }}
          >
            <Portrait imageURL={speakerImage} name={sermon.speaker.displayName} size={portraitSize} />
          </span>
        </>
      )}
      {thumbnail.kind === 'video' && (
        <span css={{ ...badge, left: 8, right: 'auto' }}>
          <span aria-hidden="true">▶ </span>
          {t`Video`}
        </span>
      )}
      {seconds !== null && (
        <span css={badge}>
          <span css={visuallyHidden}>{t`Duration`} </span>
          {formatDuration(seconds)}
        </span>
      )}
    </div>
  );
}

const coverImage = {
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  objectFit: 'cover',
} as const;

const badge = {
  position: 'absolute',
  right: 8,
  bottom: 8,
  padding: '1px 7px',
  borderRadius: radius.sm,
  background: colors.mediaScrim,
  color: colors.inverseText,
  fontSize: '0.75rem',
  fontWeight: 600,
  fontVariantNumeric: 'tabular-nums',
} as const;
