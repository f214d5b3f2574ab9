import { useLingui } from '@lingui/react/macro';
import type { BroadcasterOverview } from '@sermon/shared-contracts/api/get-broadcaster-overview';
import { useRemoteProps } from '@sermon/shared-contracts/mf/remote-props';
import { breakpoints, colors, radius, space } from '@sermon/shared-contracts/mf/theme/tokens';
import { formatCount } from '../format';

/** The lifetime totals as four tiles: sermons, plays, followers, comments (each with its breakdown). */
export function StatTiles({ stats }: { stats: BroadcasterOverview['lifetimeStats'] }) {
  const { t } = useLingui();
  const { locale } = useRemoteProps();
  const n = (value: number) => formatCount(value, locale);
  const published = n(stats.publishedSermons);
  const scheduled = n(stats.scheduledSermons);
  const drafts = n(stats.draftSermons);
  const audio = n(stats.audioPlays);
  const video = n(stats.videoPlays);
  const tiles = [
    { key: 'sermons', label: t`Sermons`, value: n(stats.sermons), detail: t`${published} published · ${scheduled} scheduled · ${drafts} drafts` },
    { key: 'plays', label: t`Total plays`, value: n(stats.totalPlays), detail: t`${audio} audio · ${video} video` },
    { key: 'followers', label: t`Followers`, value: n(stats.followers), detail: null },
    { key: 'comments', label: t`Comments`, value: n(stats.comments), detail: null },
  ];
  return (
    <section aria-label={t`Lifetime statistics`} css={{ display: 'grid', gap: space(3), gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', [breakpoints.md]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' } }}>
      {tiles.map((tile) => (
        <div
          key={tile.key}
          data-testid={`overview-stat-${tile.key}`}
          css={{ background: colors.surface, border: `1px solid ${colors.border}`, borderRadius: radius.md, padding: space(4), minWidth: 0 }}
        >
          <p css={{ margin: 0, color: colors.muted, fontSize: '0.85rem', fontWeight: 600, textTransform: 'uppercase', letterSpacing: '0.04em' }}>{tile.label}</p>
          <p data-testid={`overview-stat-${tile.key}-value`} css={{ margin: `${space(1)} 0 0`, fontSize: '1.75rem', fontWeight: 700, color: colors.text, lineHeight: 1.2 }}>
            {tile.value}
          </p>
          {tile.detail && <p css={{ margin: `${space(1)} 0 0`, color: colors.muted, fontSize: '0.85rem', overflowWrap: 'anywhere' }}>{tile.detail}</p>}
        </div>
      ))}
    </section>
  );
}
