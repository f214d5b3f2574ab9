import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { usePageTitle } from '@sermon/shared-contracts/mf/use-page-title';
import { colors, focusRing, space } from '@sermon/shared-contracts/mf/theme/tokens';

interface NotFoundProps {
  /** The spec's 404 text for the kind of page, e.g. 'Sermon not found'. */
  message?: ReactNode;
  /** Where the listener can go instead (the list the missing item belongs to). */
  backTo?: { to: string; label: ReactNode };
}

/** The 404 view, worded and laid out like the shell's own error page. */
export function NotFound({ message, backTo }: NotFoundProps) {
  const { t } = useLingui();
  usePageTitle(t`Not found`);
  return (
    <section
      data-testid="not-found"
      css={{ textAlign: 'center', padding: `${space(16)} ${space(4)}`, color: colors.text }}
    >
      <p css={{ fontSize: '3.5rem', fontWeight: 800, margin: 0, color: colors.faint }}>404</p>
      <h1 css={{ fontSize: '1.5rem', margin: `${space(2)} 0 ${space(3)}` }}>
        {message ?? <Trans>This page could not be found</Trans>}
      </h1>
      <p css={{ color: colors.muted, margin: `0 0 ${space(6)}` }}>
        <Trans>Please try searching or verify your URL was entered correctly.</Trans>
      </p>
      <p css={{ display: 'flex', gap: space(6), justifyContent: 'center', flexWrap: 'wrap' }}>
        {backTo && (
          <Link to={backTo.to} css={linkStyle}>
            {backTo.label}
          </Link>
        )}
        <Link to="/" css={linkStyle}>
          <Trans>Go to the home page</Trans>
        </Link>
      </p>
    </section>
  );
}

const linkStyle = { color: colors.accent, fontWeight: 600, ...focusRing } as const;
