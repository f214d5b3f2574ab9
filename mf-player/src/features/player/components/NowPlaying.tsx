// Title, speaker and broadcaster of the playing sermon, each a link the shell routes without a reload.
import { Trans } from '@lingui/react/macro';
import type { Sermon } from '@sermon/shared-contracts/entities/sermon';
import { PlatformLink } from '@sermon/shared-contracts/mf/PlatformLink';
import { playerColors } from '../../../components/theme';

const linkCss = {
  color: 'inherit',
  textDecoration: 'none',
  '&:hover': { textDecoration: 'underline' },
  '&:focus-visible': { outline: `2px solid ${playerColors.accent}`, outlineOffset: 2, borderRadius: 2 },
} as const;

const ellipsis = { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const;

interface Props {
  sermon: Sermon | null;
  /** the sermon is being fetched */
  loading?: boolean;
  /** open links in a new tab (embeds live inside someone else's page) */
  newTab?: boolean;
}

export function NowPlaying({ sermon, loading = false, newTab = false }: Props) {
  if (!sermon) {
    if (!loading) return null;
    return (
      <div data-testid="player-title" css={{ ...ellipsis, fontSize: 14, color: playerColors.muted }}>
        <Trans>Loading sermon…</Trans>
      </div>
    );
  }
  const target = newTab ? { target: '_blank', rel: 'noopener' } : {};
  const speakerPath = `/speakers/${encodeURIComponent(String(sermon.speaker.speakerID))}`;
  return (
    <div css={{ minWidth: 0, lineHeight: 1.3 }}>
      <PlatformLink
        to={`/sermons/${encodeURIComponent(sermon.sermonID)}`}
        data-testid="player-title"
        title={sermon.fullTitle}
        css={{ ...linkCss, ...ellipsis, display: 'block', fontSize: 14, fontWeight: 600 }}
        {...target}
      >
        {sermon.fullTitle || sermon.displayTitle}
      </PlatformLink>
      <div css={{ ...ellipsis, fontSize: 12, color: playerColors.muted }}>
        <PlatformLink to={speakerPath} data-testid="player-speaker" css={linkCss} {...target}>
          {sermon.speaker.displayName}
        </PlatformLink>
        <span aria-hidden="true"> · </span>
        <PlatformLink
          to={`/broadcasters/${encodeURIComponent(sermon.broadcaster.broadcasterID)}`}
          data-testid="player-broadcaster"
          css={linkCss}
          {...target}
        >
          {sermon.broadcaster.displayName}
        </PlatformLink>
      </div>
    </div>
  );
}
