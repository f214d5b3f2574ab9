import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Portrait } from '../images/Portrait';
import { colors, focusRing, radius, shadow, space } from '@sermon/shared-contracts/mf/theme/tokens';

/** One entry of a directory list (a speaker, broadcaster or series): picture, linked name, details. */
export function DirectoryTile({
  to,
  title,
  imageURL,
  imageShape = 'circle',
  lines,
  testId,
  action,
}: {
  to: string;
  title: string;
  imageURL: string | null | undefined;
  imageShape?: 'circle' | 'rounded';
  lines: ReactNode[];
  testId?: string;
  /** a control at the right end (e.g. Unfollow), kept above the tile-wide link so it stays clickable */
  action?: ReactNode;
}) {
  return (
    <div
      data-testid={testId}
      css={{
        display: 'flex',
        gap: space(4),
        alignItems: 'center',
        width: '100%',
        padding: space(3),
        background: colors.surface,
        border: `1px solid ${colors.border}`,
        borderRadius: radius.lg,
        boxShadow: shadow.card,
        position: 'relative',
        '&:hover': { boxShadow: shadow.raised },
      }}
    >
      <Portrait imageURL={imageURL} name={title} size={56} shape={imageShape} />
      <div css={{ minWidth: 0, flex: 1 }}>
        <Link
          to={to}
          css={{
            color: colors.text,
            fontWeight: 700,
            textDecoration: 'none',
            '&:hover': { color: colors.accent },
            // The whole tile is the link's hit area.
            '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: radius.lg },
            ...focusRing,
          }}
        >
          {title}
        </Link>
        {lines.filter(Boolean).map((line, index) => (
          <p
            key={index}
            css={{ margin: 0, fontSize: '0.85rem', color: colors.muted, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
          >
            {line}
          </p>
        ))}
      </div>
      {action && <div css={{ position: 'relative', zIndex: 1, flex: 'none' }}>{action}</div>}
    </div>
  );
}
