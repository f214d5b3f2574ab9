import type { ComponentProps } from 'react';
import { Link } from 'react-router';
import { colors, focusRing } from '@sermon/shared-contracts/mf/theme/tokens';

/** An in-app link styled as text (react-router, so the locale basename is kept). */
export function TextLink(props: ComponentProps<typeof Link>) {
  return (
    <Link
      {...props}
      css={{
        color: colors.accent,
        fontWeight: 600,
        textDecoration: 'none',
        '&:hover': { textDecoration: 'underline', color: colors.accentHover },
        ...focusRing,
      }}
    />
  );
}
