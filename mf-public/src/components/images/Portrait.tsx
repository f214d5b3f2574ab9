import { colors } from '@sermon/shared-contracts/mf/theme/tokens';
import { realImageURL } from './real-image-url';

/** A picture of a person or church, or their initials when there is no real picture. */
export function Portrait({
  imageURL,
  name,
  size,
  shape = 'circle',
}: {
  imageURL: string | null | undefined;
  name: string;
  size: number;
  shape?: 'circle' | 'rounded';
}) {
  const url = realImageURL(imageURL);
  const box = {
    width: size,
    height: size,
    flex: `0 0 ${size}px`,
    borderRadius: shape === 'circle' ? '50%' : 12,
    objectFit: 'cover',
    background: colors.surfaceAlt,
  } as const;
  if (url) return <img src={url} alt="" loading="lazy" css={box} />;
  const initials = name
    .split(/\s+/)
    .filter((word) => /^\p{L}/u.test(word))
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('');
  return (
    <span
      aria-hidden="true"
      css={{
        ...box,
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        background: colors.accentSurface,
        color: colors.accent,
        fontWeight: 700,
        fontSize: size * 0.36,
      }}
    >
      {initials}
    </span>
  );
}
