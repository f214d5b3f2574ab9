import { useLingui } from '@lingui/react/macro';
import { NavLink } from 'react-router';
import { PlatformLink } from '@sermon/shared-contracts/mf/PlatformLink';
import { breakpoints, colors, focusRing, radius, space } from '@sermon/shared-contracts/mf/theme/tokens';
import { useDashboardHref } from '../page/use-dashboard-href';
import { NAV_GROUPS } from './nav-items';

const itemStyle = {
  display: 'flex',
  alignItems: 'center',
  minHeight: 36,
  padding: `${space(1.5)} ${space(3)}`,
  borderRadius: radius.sm,
  color: colors.textSoft,
  textDecoration: 'none',
  fontSize: '0.9rem',
  fontWeight: 500,
  '&:hover': { background: colors.surfaceAlt, color: colors.text },
  '&[aria-current="page"]': { background: colors.accentSurface, color: colors.accent, fontWeight: 700 },
  ...focusRing,
} as const;

/** The side navigation's links; `onNavigate` closes the phone menu after a choice. */
export function DashboardNav({ onNavigate }: { onNavigate?: () => void }) {
  const { t, i18n } = useLingui();
  const href = useDashboardHref();
  return (
    <nav aria-label={t`Dashboard`} data-testid="dashboard-nav">
      {NAV_GROUPS.map((group, index) => (
        <div key={index} css={{ marginBottom: space(3) }}>
          {group.label && (
            <p css={{ margin: `${space(2)} ${space(3)} ${space(1)}`, fontSize: '0.72rem', fontWeight: 700, letterSpacing: '0.06em', textTransform: 'uppercase', color: colors.faint }}>
              {i18n._(group.label)}
            </p>
          )}
          <ul
            css={{
              listStyle: 'none',
              margin: 0,
              padding: 0,
              display: 'grid',
              gap: 2,
              // the phone menu lists the pages in two columns, so it stays short; the sidebar has one
              gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
              [breakpoints.md]: { gridTemplateColumns: 'minmax(0, 1fr)' },
            }}
          >
            {group.items.map((item) => (
              <li key={item.testId}>
                {item.to.startsWith('/') ? (
                  // another remote's page: the shell navigates (a dirty form asks through single-spa, see leave-guard)
                  <PlatformLink to={item.to} data-testid={item.testId} css={itemStyle} onClick={() => onNavigate?.()}>
                    {i18n._(item.label)}
                    <span aria-hidden="true" css={{ marginLeft: 'auto', fontSize: '0.8em', color: colors.faint }}>
                      ↗
                    </span>
                  </PlatformLink>
                ) : (
                  <NavLink to={href(item.to)} end={item.to === ''} data-testid={item.testId} css={itemStyle} onClick={() => onNavigate?.()}>
                    {i18n._(item.label)}
                  </NavLink>
                )}
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}
