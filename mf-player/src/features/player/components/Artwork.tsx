// Small picture for an audio sermon: the speaker over the blurred broadcaster image (spec thumbnail rule).
import { sermonThumbnail } from '@sermon/shared-contracts/rules/sermon-thumbnail';
import type { Sermon } from '@sermon/shared-contracts/entities/sermon';
import { playerColors } from '../../../components/theme';

export function Artwork({ sermon, size = 48 }: { sermon: Sermon; size?: number }) {
  const thumbnail = sermonThumbnail(sermon);
  const front = thumbnail.kind === 'video' ? thumbnail.imageURL : thumbnail.speakerImageURL;
  const back = thumbnail.kind === 'video' ? null : thumbnail.broadcasterImageURL;
  return (
    <div
      aria-hidden="true"
      css={{
        position: 'relative',
        flex: 'none',
        width: size,
        height: size,
        overflow: 'hidden',
        borderRadius: 6,
        background: playerColors.surface,
      }}
    >
      {back && (
        <img
          src={back}
          alt=""
          css={{ position: 'absolute', inset: -6, width: 'calc(100% + 12px)', height: 'calc(100% + 12px)', objectFit: 'cover', filter: 'blur(6px)', opacity: 0.7 }}
        />
      )}
      {front && (
        <img src={front} alt="" css={{ position: 'relative', width: '100%', height: '100%', objectFit: 'contain' }} />
      )}
    </div>
  );
}
