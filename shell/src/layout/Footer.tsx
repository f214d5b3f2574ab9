import { Trans, useLingui } from '@lingui/react/macro';
import type { LocaleCode } from '@sermon/shared-contracts/i18n/locales';
import { urlFor } from '@sermon/shared-contracts/routes/route-table';
import { ShellLink } from './ShellLink';
import { shellTheme } from './theme';

/** Site footer: secondary pages, copyright, and which shell build is running (remotes deploy separately). */
export function Footer({ siteName, locale, buildId }: { siteName: string; locale: LocaleCode; buildId: string }) {
  const { t } = useLingui();
  const year = new Date().getFullYear();
  const links = [
    { route: 'articles-of-faith', label: t`Articles of Faith` },
    { route: 'devices', label: t`Devices` },
    { route: 'release-notes', label: t`Release Notes` },
    { route: 'privacy-policy', label: t`Privacy Policy` },
    { route: 'sitemap', label: t`Sitemap` },
  ];
  return (
    <footer css={{ background: shellTheme.navy, color: 'rgba(255,255,255,0.8)', marginTop: 48 }} data-testid="shell-footer">
      <div
        css={{
          maxWidth: shellTheme.contentWidth,
          margin: '0 auto',
          padding: '28px 20px',
          display: 'flex',
          flexWrap: 'wrap',
          gap: 16,
          justifyContent: 'space-between',
          alignItems: 'center',
          fontSize: 14,
        }}
      >
        <nav aria-label={t`Footer links`}>
          <ul css={{ display: 'flex', flexWrap: 'wrap', gap: '8px 20px', listStyle: 'none', margin: 0, padding: 0 }}>
            {links.map((link) => (
              <li key={link.route}>
                <ShellLink
                  href={urlFor(link.route, {}, locale)}
                  css={{ color: 'inherit', textDecoration: 'none', '&:hover': { color: shellTheme.white, textDecoration: 'underline' } }}
                >
                  {link.label}
                </ShellLink>
              </li>
            ))}
          </ul>
        </nav>
        <div css={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-end', gap: 4 }}>
          <span>
            <Trans>© {year} {siteName}</Trans>
          </span>
          <span css={{ fontSize: 12, color: 'rgba(255,255,255,0.55)' }} data-testid="shell-build-id">
            <Trans>Build {buildId}</Trans>
          </span>
        </div>
      </div>
    </footer>
  );
}
