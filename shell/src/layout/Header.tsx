import { Trans, useLingui } from '@lingui/react/macro';
import type { PlatformSession } from '@sermon/shared-contracts/auth/platform-session';
import { splitLocalePath, type LocaleCode } from '@sermon/shared-contracts/i18n/locales';
import { matchesRoutePrefix, urlFor } from '@sermon/shared-contracts/routes/route-table';
import { AccountMenu } from './AccountMenu';
import { LocaleSwitcher } from './LocaleSwitcher';
import { NAV_ITEMS } from './nav-items';
import { ShellLink } from './ShellLink';
import { shellTheme } from './theme';

interface HeaderProps {
  siteName: string;
  locale: LocaleCode;
  /** current pathname, to mark the active section */
  pathname: string;
  onSelectLocale: (locale: LocaleCode) => void;
  /** the page's session: the account area shows who is signed in */
  session: PlatformSession;
}

/** Site header: logo and name (home), main navigation, language switcher, account area. */
export function Header({ siteName, locale, pathname, onSelectLocale, session }: HeaderProps) {
  const { t, i18n } = useLingui();
  const path = splitLocalePath(pathname).path;
  // signing in returns to this page, query included
  const currentPath = `${path}${typeof window === 'undefined' ? '' : window.location.search}`;
  return (
    <header css={{ background: shellTheme.navy, color: shellTheme.white }} data-testid="shell-header">
      <div
        css={{
          maxWidth: shellTheme.contentWidth,
          margin: '0 auto',
          padding: '0 20px',
          minHeight: 60,
          display: 'flex',
          alignItems: 'center',
          gap: 24,
          flexWrap: 'wrap',
        }}
      >
        <ShellLink
          href={urlFor('index', {}, locale)}
          aria-label={t`${siteName} home`}
          css={{ display: 'flex', alignItems: 'center', gap: 10, color: 'inherit', textDecoration: 'none' }}
        >
          <Logo />
          <span css={{ fontSize: 20, fontWeight: 700, letterSpacing: 0.2 }}>{siteName}</span>
        </ShellLink>
        <nav aria-label={t`Main menu`} css={{ flex: '1 1 auto', overflowX: 'auto' }}>
          <ul css={{ display: 'flex', gap: 4, listStyle: 'none', margin: 0, padding: 0 }}>
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
                    }}
                  >
                    {i18n._(item.label)}
                  </ShellLink>
                </li>
              );
            })}
          </ul>
        </nav>
        <LocaleSwitcher locale={locale} onSelect={onSelectLocale} />
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
