import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { colors, space } from '@sermon/shared-contracts/mf/theme/tokens';
import { textLinkStyle } from './dashboard-styles';
import { useDashboardHref } from './use-dashboard-href';

export interface Crumb {
  label: string;
  /** relative to the dashboard root ('sermons', 'series/12'); '' = overview; none = the current page */
  to?: string;
}

/** The trail above a page title; a single crumb is a back link (spec doc 1 §4 "a single breadcrumb shows as a back link"). */
export function Breadcrumbs({ crumbs }: { crumbs: readonly Crumb[] }) {
  const { t } = useLingui();
  const href = useDashboardHref();
  if (crumbs.length === 0) return null;
  if (crumbs.length === 1) {
    const [crumb] = crumbs as [Crumb];
    return (
      <Link to={href(crumb.to ?? '')} data-testid="dashboard-back-link" css={{ ...textLinkStyle, fontSize: '0.875rem', display: 'inline-flex', gap: space(1) }}>
        <span aria-hidden="true">←</span>
        {crumb.label}
      </Link>
    );
  }
  return (
    <nav aria-label={t`Breadcrumb`} data-testid="dashboard-breadcrumbs">
      <ol css={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', gap: space(1.5), fontSize: '0.875rem', color: colors.muted }}>
        {crumbs.map((crumb, index) => {
          const last = index === crumbs.length - 1;
          return (
            <li key={`${index}-${crumb.label}`} css={{ display: 'inline-flex', gap: space(1.5), minWidth: 0 }}>
              {crumb.to !== undefined && !last ? (
                <Link to={href(crumb.to)} css={textLinkStyle}>
                  {crumb.label}
                </Link>
              ) : (
                <span aria-current={last ? 'page' : undefined} css={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
                  {crumb.label}
                </span>
              )}
              {!last && <span aria-hidden="true">/</span>}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
