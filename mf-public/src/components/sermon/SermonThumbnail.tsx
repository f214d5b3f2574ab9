import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { Sermon } from '@sermon/shared-contracts/entities/sermon';
import { visuallyHidden } from '@sermon/shared-contracts/mf/visually-hidden';
import { formatDuration } from '@sermon/shared-contracts/rules/format-duration';
import { sermonDurationSeconds } from '@sermon/shared-contracts/rules/sermon-duration';
import { sermonThumbnail } from '@sermon/shared-contracts/rules/sermon-thumbnail';
import { coverImage } from '../images/cover-image';
import { Portrait } from '../images/Portrait';
import { realImageURL } from '../images/real-image-url';
import { colors, radius } from '@sermon/shared-contracts/mf/theme/tokens';
import { VideoPreview } from '../video-preview/VideoPreview';

type ThumbnailSermon = Pick<
  Sermon,
  'hasVideo' | 'videoThumbnail' | 'audioDurationSeconds' | 'videoDurationSeconds' | 'media' | 'videoPreviewURL'
> & {
  speaker: Pick<Sermon['speaker'], 'portraitURL' | 'roundedThumbnailImageURL' | 'displayName'>;
  broadcaster: Pick<Sermon['broadcaster'], 'imageURL'>;
};

/**
 * The spec's sermon thumbnail: the video's preview image when the sermon has video (its preview clip plays over it
 * after a hover of 600 ms), otherwise the speaker's portrait over a blurred broadcaster image; both carry the
 * duration. 16:9 throughout. `overlay` is drawn above the picture (a card's link and play button), so hovering it
 * still counts as hovering the thumbnail.
 */
export function SermonThumbnail({
  sermon,
  size = 'card',
  overlay,
}: {
  sermon: ThumbnailSermon;
  size?: 'card' | 'large';
  overlay?: ReactNode;
}) {
  const { t } = useLingui();
  const thumbnail = sermonThumbnail(sermon);
  const seconds = sermonDurationSeconds(sermon);
  const badges = (
    <>
      {thumbnail.kind === 'video' && (
        <span css={{ ...badge, left: 8, right: 'auto', top: 8, bottom: 'auto' }}>
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
      {overlay}
    </>
  );
  if (thumbnail.kind === 'video' && sermon.videoPreviewURL) {
    return (
      <VideoPreview src={sermon.videoPreviewURL} poster={thumbnail.imageURL} mode="hover" css={frame}>
        {badges}
      </VideoPreview>
    );
  }
  return (
    <div data-testid="sermon-thumbnail" css={{ ...frame, position: 'relative', aspectRatio: '16 / 9' }}>
      {thumbnail.kind === 'video' ? (
        <img src={thumbnail.imageURL} alt="" loading="lazy" css={coverImage} />
      ) : (
        <SpeakerOverBroadcaster
          speakerImageURL={thumbnail.speakerImageURL}
          broadcasterImageURL={thumbnail.broadcasterImageURL}
          speakerName={sermon.speaker.displayName}
          portraitSize={size === 'large' ? 180 : 88}
        />
      )}
      {badges}
    </div>
  );
}

function SpeakerOverBroadcaster({
  speakerImageURL,
  broadcasterImageURL,
  speakerName,
  portraitSize,
}: {
  speakerImageURL: string;
  broadcasterImageURL: string;
  speakerName: string;
  portraitSize: number;
}) {
  // The API's generic placeholder portrait is no picture (spec); the blurred backdrop stays on its own.
  const speakerImage = realImageURL(speakerImageURL);
  const backdrop = realImageURL(broadcasterImageURL);
  return (
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
        <Portrait imageURL={speakerImage} name={speakerName} size={portraitSize} />
      </span>
    </>
  );
}

const frame = {
  overflow: 'hidden',
  borderRadius: radius.md,
  background: colors.brandGradient,
} as const;

const badge = {
  position: 'absolute',
  zIndex: 1,
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
