// Small picture for an audio sermon: the speaker over the blurred broadcaster image (spec thumbnail rule).
import { useState } from 'react';
import { sermonThumbnail } from '@sermon/shared-contracts/rules/sermon-thumbnail';
import type { Sermon } from '@sermon/shared-contracts/entities/sermon';
import { Icon } from '../../../components/Icon';
import { playerColors } from '../../../components/theme';

export function Artwork({ sermon, size = 48 }: { sermon: Sermon; size?: number }) {
  const thumbnail = sermonThumbnail(sermon);
  // Pictures that failed to load are dropped rather than shown as broken-image icons.
  const [broken, setBroken] = useState<ReadonlySet<string>>(() => new Set());
  const drop = (url: string) => setBroken((previous) => new Set(previous).add(url));
  const front = thumbnail.kind === 'video' ? thumbnail.imageURL : thumbnail.speakerImageURL;
  const back = thumbnail.kind === 'video' ? null : thumbnail.broadcasterImageURL;
  return (
    <div
      aria-hidden="true"
      css={{
        position: 'relative',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        color: playerColors.muted,
        flex: 'none',
        width: size,
        height: size,
        overflow: 'hidden',
        borderRadius: 6,
        background: playerColors.surface,
      }}
    >
      {back && !broken.has(back) && (
        <img
          src={back}
          onError={() => drop(back)}
          alt=""
          css={{ position: 'absolute', inset: -6, width: 'calc(100% + 12px)', height: 'calc(100% + 12px)', objectFit: 'cover', filter: 'blur(6px)', opacity: 0.7 }}
        />
      )}
      {front && !broken.has(front) ? (
        <img src={front} alt="" onError={() => drop(front)} css={{ position: 'relative', width: '100%', height: '100%', objectFit: 'contain' }} />
      ) : (
        // No picture yet (a new speaker): the headphones still say what this is.
        <Icon name="headphones" size={Math.round(size / 2)} />
      )}
    </div>
  );
}
