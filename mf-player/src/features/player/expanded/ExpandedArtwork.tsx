// The expanded player's picture while audio plays (spec thumbnail rule): a video sermon's own picture at 16:9;
// otherwise, square, the speaker large over the broadcaster's image blurred full-bleed; the headphones when there is
// no picture at all.
import { useState } from 'react';
import type { Sermon } from '@sermon/shared-contracts/entities/sermon';
import { sermonThumbnail } from '@sermon/shared-contracts/rules/sermon-thumbnail';
import { Icon } from '../../../components/Icon';
import { playerColors } from '../../../components/theme';

export function ExpandedArtwork({ sermon }: { sermon: Sermon }) {
  const thumbnail = sermonThumbnail(sermon);
  const [broken, setBroken] = useState<ReadonlySet<string>>(() => new Set());
  const drop = (url: string) => setBroken((previous) => new Set(previous).add(url));
  const front = thumbnail.kind === 'video' ? thumbnail.imageURL : thumbnail.speakerImageURL;
  const back = thumbnail.kind === 'video' ? null : thumbnail.broadcasterImageURL;
  const wide = thumbnail.kind === 'video';
  return (
    <div
      data-testid="player-expanded-artwork"
      data-kind={thumbnail.kind}
      aria-hidden="true"
      css={{
        position: 'relative',
        width: wide ? 'min(100%, calc(38vh * 16 / 9), 640px)' : 'clamp(180px, min(38vh, 80vw), 400px)',
        aspectRatio: wide ? '16 / 9' : '1 / 1',
        borderRadius: 16,
        overflow: 'hidden',
        background: playerColors.surface,
        boxShadow: '0 24px 48px rgba(0, 0, 0, 0.45)',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        color: playerColors.muted,
        flex: 'none',
      }}
    >
      {back && !broken.has(back) && (
        <img
          src={back}
          alt=""
          onError={() => drop(back)}
          css={{ position: 'absolute', inset: -24, width: 'calc(100% + 48px)', height: 'calc(100% + 48px)', objectFit: 'cover', filter: 'blur(18px)', opacity: 0.75 }}
        />
      )}
      {front && !broken.has(front) ? (
        <img
          src={front}
          alt=""
          onError={() => drop(front)}
          css={
            wide
              ? { position: 'relative', width: '100%', height: '100%', objectFit: 'cover' }
              : { position: 'relative', width: '78%', height: '78%', objectFit: 'cover', borderRadius: 12, boxShadow: '0 8px 24px rgba(0, 0, 0, 0.35)' }
          }
        />
      ) : (
        <Icon name="headphones" size={96} />
      )}
    </div>
  );
}
