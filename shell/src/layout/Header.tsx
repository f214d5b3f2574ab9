import { Trans, useLingui } from '@lingui/react/macro';
import type { PlatformSession } from '@sermon/shared-contracts/auth/platform-session';
import { splitLocalePath, type LocaleCode } from '@sermon/shared-contracts/i18n/locales';
import { matchesRoutePrefix, urlFor } from '@sermon/shared-contracts/routes/route-table';
import { AccountMenu } from './AccountMenu';
import { LocaleSwitcher } from './LocaleSwitcher';
import { HeaderMenuButton } from './HeaderMenuButton';
import { NAV_ITEMS } from './nav-items';
import { ShellLink } from './ShellLink';
import { PHONE_MEDIA, shellTheme } from './theme';
import { useHeaderMenu } from './use-header-menu';

interface HeaderProps {
  siteName: string;
  locale: LocaleCode;
  /** current pathname, to mark the active section */
  pathname: string;
  onSelectLocale: (locale: LocaleCode) => void;
  /** the page's session: the account area shows who is signed in */
  session: PlatformSession;
}

/**
 * Site header: logo and name (home), main navigation, language switcher, account area. On phones one compact row
 * (logo, menu button, account) whose menu button opens the navigation and language switcher in a panel below it.
 */
export function Header({ siteName, locale, pathname, onSelectLocale, session }: HeaderProps) {
  const { t, i18n } = useLingui();
  const path = splitLocalePath(pathname).path;
  // signing in returns to this page, query included
  const currentPath = `${path}${typeof window === 'undefined' ? '' : window.location.search}`;
  const menu = useHeaderMenu(pathname);
  return (
    <header css={{ background: shellTheme.navy, color: shellTheme.white }} data-testid="shell-header">
      <div
        css={{
          // the phone menu panel hangs below this row
          position: 'relative',
          maxWidth: shellTheme.contentWidth,
          margin: '0 auto',
          padding: '0 20px',
          minHeight: 60,
          display: 'flex',
          alignItems: 'center',
          gap: 24,
          flexWrap: 'wrap',
          // phones: one row of logo, menu button and account; the rest is in the menu panel
          [PHONE_MEDIA]: { flexWrap: 'nowrap', gap: 8, padding: '0 12px 0 16px' },
        }}
      >
        <ShellLink
          href={urlFor('index', {}, locale)}
          aria-label={t`${siteName} home`}
          css={{
            display: 'flex',
            alignItems: 'center',
            gap: 10,
            color: 'inherit',
            textDecoration: 'none',
            [PHONE_MEDIA]: { minWidth: 0, marginInlineEnd: 'auto' },
          }}
        >
          <Logo />
          <span
            css={{
              fontSize: 20,
              fontWeight: 700,
              letterSpacing: 0.2,
              // a long site name gives way to the buttons rather than pushing them off the screen
              [PHONE_MEDIA]: { fontSize: 18, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
            }}
          >
            {siteName}
          </span>
        </ShellLink>
        <HeaderMenuButton open={menu.open} label={t`Menu`} {...menu.buttonProps} />
        <div
          {...menu.panelProps}
          data-testid="header-menu-panel"
          css={{
            // wide screens: no box of its own, navigation and language switcher sit in the header row as before
            display: 'contents',
            [PHONE_MEDIA]: {
              display: menu.open ? 'block' : 'none',
              position: 'absolute',
              top: '100%',
              insetInline: 0,
              zIndex: 1000,
              padding: '4px 0 16px',
              background: shellTheme.navy,
              borderTop: '1px solid rgba(255,255,255,0.14)',
              boxShadow: '0 14px 28px rgba(0, 0, 0, 0.28)',
            },
          }}
        >
          <nav
            aria-label={t`Main menu`}
            css={{ flex: '1 1 auto', overflowX: 'auto', [PHONE_MEDIA]: { overflowX: 'visible' } }}
          >
            <ul
              css={{
                display: 'flex',
                gap: 4,
                listStyle: 'none',
                margin: 0,
                padding: 0,
                [PHONE_MEDIA]: { flexDirection: 'column', gap: 0 },
              }}
            >
              {NAV_ITEMS.map((item) => {
                const href = urlFor(item.route, {}, locale);
                const active = matchesRoutePrefix(path, urlFor(item.route));
                return (
                  <li key={item.route}>
                    <ShellLink
                      href={href}
                      aria-current={active ? 'page' : undefined}
                      data-testid={`nav-${item.route}`}
                      css={{
                        display: 'block',
                        padding: '18px 12px',
                        color: active ? shellTheme.accent : 'rgba(255,255,255,0.88)',
                        fontSize: 15,
                        fontWeight: 600,
                        textDecoration: 'none',
                        whiteSpace: 'nowrap',
                        borderBottom: `3px solid ${active ? shellTheme.accent : 'transparent'}`,
                        '&:hover': { color: shellTheme.white, borderBottomColor: 'rgba(255,255,255,0.5)' },
                        '&:focus-visible': { outline: `2px solid ${shellTheme.accent}`, outlineOffset: -2 },
                        // in the panel: full-width rows, the current page marked on the leading edge
                        [PHONE_MEDIA]: {
                          padding: '13px 20px 13px 17px',
                          fontSize: 16,
                          borderBottom: 0,
                          borderInlineStart: `3px solid ${active ? shellTheme.accent : 'transparent'}`,
                          background: active ? shellTheme.navyLight : 'transparent',
                          '&:hover': { color: shellTheme.white, background: shellTheme.navyLight },
                        },
                      }}
                    >
                      {i18n._(item.label)}
                    </ShellLink>
                  </li>
                );
              })}
            </ul>
          </nav>
          <div
            css={{
              display: 'contents',
              [PHONE_MEDIA]: {
                display: 'block',
                margin: '8px 20px 0',
                paddingTop: 14,
                borderTop: '1px solid rgba(255,255,255,0.14)',
                '& select': { flex: '1 1 auto', minHeight: 40, fontSize: 16 },
              },
            }}
          >
            <LocaleSwitcher locale={locale} onSelect={onSelectLocale} />
          </div>
        </div>
        <AccountMenu session={session} locale={locale} currentPath={currentPath} />
      </div>
      <a
        href="#mf-outlet"
        css={{
          position: 'absolute',
          left: 8,
          top: -40,
          padding: 8,
          background: shellTheme.white,
          color: shellTheme.navy,
          '&:focus': { top: 8 },
        }}
      >
        <Trans>Skip to content</Trans>
      </a>
    </header>
  );
}

function Logo() {
  return (
    <svg aria-hidden="true" width="32" height="32" viewBox="0 0 32 32">
      <rect width="32" height="32" rx="8" fill={shellTheme.accent} />
      <path d="M10 9h3v14h-3zM15 6h3v20h-3zM20 11h3v10h-3z" fill={shellTheme.navy} />
    </svg>
  );
}
