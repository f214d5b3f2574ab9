import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { breakpoints, colors, focusRing, radius, space } from '@sermon/shared-contracts/mf/theme/tokens';
import { useDashboardBroadcaster } from '../../components/access/use-dashboard-broadcaster';
import { DashboardNav } from '../../components/nav/DashboardNav';
import { textLinkStyle } from '../../components/page/dashboard-styles';

const SIDEBAR_WIDTH = 232;

/**
 * The dashboard's two columns: the side navigation (a menu behind a button on phones) with the current
 * broadcaster on top, and the page. Wide screens always show the navigation.
 */
export function DashboardShell({ pickHref, children }: { pickHref: string | null; children: ReactNode }) {
  const { t } = useLingui();
  const { broadcaster, broadcasterID } = useDashboardBroadcaster();
  const [menuOpen, setMenuOpen] = useState(false);
  const navId = useId();
  const { pathname } = useLocation();
  // a page change closes the phone menu (also after back/forward)
  useEffect(() => setMenuOpen(false), [pathname]);
  const name = broadcaster.displayName || broadcasterID;

  return (
    <div
      data-testid="dashboard-frame"
      css={{
        display: 'grid',
        gridTemplateColumns: 'minmax(0, 1fr)',
        minHeight: '70vh',
        // phones stack the broadcaster bar over the page: the rows keep their own height, or a short page
        // stretches the bar (the min-height's spare room) into a blank band above the page header
        alignContent: 'start',
        color: colors.text,
        background: colors.background,
        // side by side, the one row fills the height so the sidebar's border runs down the page
        [breakpoints.md]: { gridTemplateColumns: `${SIDEBAR_WIDTH}px minmax(0, 1fr)`, alignContent: 'stretch' },
      }}
    >
      <aside
        css={{
          background: colors.surface,
          borderBottom: `1px solid ${colors.border}`,
          [breakpoints.md]: { borderBottom: 0, borderRight: `1px solid ${colors.border}` },
        }}
      >
        {/* on wide screens the broadcaster and the navigation stay in view while the page scrolls */}
        <div css={{ [breakpoints.md]: { position: 'sticky', top: 0, maxHeight: '100vh', overflowY: 'auto' } }}>
          <div
            css={{
              display: 'flex',
              alignItems: 'center',
              gap: space(3),
              padding: `${space(3)} ${space(4)}`,
              [breakpoints.md]: { padding: `${space(4)} ${space(4)} ${space(3)}` },
            }}
          >
            <BroadcasterBadge name={name} imageURL={broadcaster.imageURL} />
            <div css={{ minWidth: 0, flex: 1 }}>
              <p
                data-testid="dashboard-broadcaster-name"
                title={name}
                css={{
                  margin: 0,
                  fontWeight: 700,
                  fontSize: '0.95rem',
                  lineHeight: 1.3,
                  overflowWrap: 'anywhere',
                  // long church names wrap to a second line, then end in an ellipsis (the full name is the title)
                  display: '-webkit-box',
                  WebkitLineClamp: 2,
                  WebkitBoxOrient: 'vertical',
                  overflow: 'hidden',
                }}
              >
                {name}
              </p>
              <p css={{ margin: 0, fontSize: '0.8rem', color: colors.muted, display: 'flex', gap: space(2), flexWrap: 'wrap' }}>
                <span css={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>{broadcasterID}</span>
                {pickHref && (
                  <Link to={pickHref} data-testid="dashboard-switch-link" css={textLinkStyle}>
                    <Trans>Switch</Trans>
                  </Link>
                )}
              </p>
            </div>
            <button
              type="button"
              aria-expanded={menuOpen}
              aria-controls={navId}
              data-testid="dashboard-menu-button"
              onClick={() => setMenuOpen((open) => !open)}
              css={{
                font: 'inherit',
                fontWeight: 600,
                fontSize: '0.9rem',
                display: 'inline-flex',
                alignItems: 'center',
                gap: space(2),
                minHeight: 40,
                padding: `${space(2)} ${space(3)}`,
                borderRadius: radius.sm,
                border: `1px solid ${colors.border}`,
                background: colors.surface,
                color: colors.text,
                cursor: 'pointer',
                ...focusRing,
                [breakpoints.md]: { display: 'none' },
              }}
            >
              <MenuIcon open={menuOpen} />
              {menuOpen ? t`Close` : t`Menu`}
            </button>
          </div>
          <div
            id={navId}
            css={{
              display: menuOpen ? 'block' : 'none',
              padding: `0 ${space(3)} ${space(3)}`,
              [breakpoints.md]: { display: 'block' },
            }}
          >
            <DashboardNav onNavigate={() => setMenuOpen(false)} />
          </div>
        </div>
      </aside>
      {/* the shell's #mf-outlet is the page's <main> */}
      <div css={{ minWidth: 0 }}>{children}</div>
    </div>
  );
}

function BroadcasterBadge({ name, imageURL }: { name: string; imageURL: string }) {
  const [failed, setFailed] = useState(false);
  const box = { width: 40, height: 40, borderRadius: radius.sm, flex: 'none' } as const;
  if (imageURL && !failed) {
    return <img src={imageURL} alt="" onError={() => setFailed(true)} css={{ ...box, objectFit: 'cover', background: colors.surfaceAlt }} />;
  }
  return (
    <span
      aria-hidden="true"
      css={{ ...box, display: 'inline-flex', alignItems: 'center', justifyContent: 'center', background: colors.accentSurface, color: colors.accent, fontWeight: 800 }}
    >
      {name.trim().charAt(0).toUpperCase() || '?'}
    </span>
  );
}

function MenuIcon({ open }: { open: boolean }) {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
      {open ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
    </svg>
  );
}
