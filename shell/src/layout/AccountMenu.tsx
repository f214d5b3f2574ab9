import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState, useSyncExternalStore, type KeyboardEvent } from 'react';
import type { PlatformSession } from '@sermon/shared-contracts/auth/platform-session';
import type { User } from '@sermon/shared-contracts/entities/user';
import { localizePath, type LocaleCode } from '@sermon/shared-contracts/i18n/locales';
import { urlFor } from '@sermon/shared-contracts/routes/route-table';
import { displayNameOf } from '@sermon/shared-contracts/rules/account-validation';
import { broadcastersOf, isSiteAdmin, loginPathFor, postLoginDestination } from '@sermon/shared-contracts/rules/roles';
import { navigate } from '../platform/navigation/navigate';
import { ShellLink } from './ShellLink';
import { PHONE_MEDIA, shellTheme, visuallyHidden } from './theme';

interface AccountMenuProps {
  session: PlatformSession;
  locale: LocaleCode;
  /** the current page without the locale prefix, with its query: where signing in returns to */
  currentPath: string;
}

interface MenuEntry {
  key: string;
  label: string;
  href: string;
}

/**
 * The header's account area: "Sign in" for a visitor; for a signed-in user their name (and picture) opening a menu
 * of their pages and Sign out. Nothing while the session is still loading the user, so a signed-in user never
 * sees "Sign in" flash.
 */
export function AccountMenu({ session, locale, currentPath }: AccountMenuProps) {
  const snapshot = useSyncExternalStore(session.subscribe, session.snapshot, session.snapshot);
  if (snapshot.status === 'loading') return <div data-testid="account-loading" css={{ minWidth: 80 }} aria-hidden="true" />;
  if (snapshot.status !== 'signed-in' || !snapshot.user) {
    return (
      <ShellLink
        href={localizePath(loginPathFor(currentPath), locale)}
        data-testid="account-sign-in"
        css={{
          padding: '8px 14px',
          borderRadius: 6,
          border: '1px solid rgba(255,255,255,0.45)',
          color: shellTheme.white,
          fontSize: 15,
          fontWeight: 600,
          textDecoration: 'none',
          whiteSpace: 'nowrap',
          '&:hover': { background: shellTheme.navyLight },
          '&:focus-visible': { outline: `2px solid ${shellTheme.accent}`, outlineOffset: 2 },
          [PHONE_MEDIA]: { flex: 'none', padding: '9px 12px' },
        }}
      >
        <Trans>Sign in</Trans>
      </ShellLink>
    );
  }
  return <SignedInMenu session={session} user={snapshot.user} locale={locale} />;
}

function menuEntries(user: User, locale: LocaleCode, labels: Record<string, string>): MenuEntry[] {
  const entries: MenuEntry[] = [
    { key: 'library', label: labels.library!, href: urlFor('library', {}, locale) },
    { key: 'feed', label: labels.feed!, href: urlFor('feed', {}, locale) },
    { key: 'settings', label: labels.settings!, href: urlFor('user-settings', {}, locale) },
  ];
  if (user.my_church_broadcaster_id) entries.push({ key: 'mychurch', label: labels.mychurch!, href: urlFor('mychurch', {}, locale) });
  if (isSiteAdmin(user) || broadcastersOf(user).length > 0) {
    // the picker for an admin or a member of several broadcasters, else that one broadcaster's dashboard
    entries.push({ key: 'dashboard', label: labels.dashboard!, href: localizePath(postLoginDestination(user, null, { forDashboard: true }), locale) });
  }
  return entries;
}

function SignedInMenu({ session, user, locale }: { session: PlatformSession; user: User; locale: LocaleCode }) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const [signingOut, setSigningOut] = useState(false);
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const name = displayNameOf(user);
  const entries = menuEntries(user, locale, {
    library: t`Library`,
    feed: t`Feed`,
    settings: t`Settings`,
    mychurch: t`My Church`,
    dashboard: t`Dashboard`,
  });

  // a click elsewhere or a navigation closes the menu
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onRoute = () => setOpen(false);
    document.addEventListener('pointerdown', onPointerDown);
    window.addEventListener('single-spa:routing-event', onRoute);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      window.removeEventListener('single-spa:routing-event', onRoute);
    };
  }, [open]);

  // opening moves the focus to the first entry, as a menu button does
  useEffect(() => {
    if (open) rootRef.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
  }, [open]);

  const onMenuKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const items = [...(rootRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
    const index = items.indexOf(document.activeElement as HTMLElement);
    const focusAt = (next: number) => items[(next + items.length) % items.length]?.focus();
    if (event.key === 'Escape') {
      event.preventDefault();
      setOpen(false);
      buttonRef.current?.focus();
    } else if (event.key === 'ArrowDown') {
      event.preventDefault();
      focusAt(index + 1);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      focusAt(index - 1);
    } else if (event.key === 'Home') {
      event.preventDefault();
      focusAt(0);
    } else if (event.key === 'End') {
      event.preventDefault();
      focusAt(items.length - 1);
    } else if (event.key === 'Tab') {
      setOpen(false);
    }
  };

  const signOut = async () => {
    setSigningOut(true);
    try {
      await session.signOut();
    } finally {
      setSigningOut(false);
      setOpen(false);
    }
    navigate(urlFor('user-logout', {}, locale));
  };

  const itemStyle = {
    display: 'block',
    width: '100%',
    padding: '10px 16px',
    border: 0,
    background: 'transparent',
    color: shellTheme.surfaceText,
    font: 'inherit',
    fontSize: 15,
    textAlign: 'start',
    textDecoration: 'none',
    cursor: 'pointer',
    '&:hover, &:focus-visible': { background: shellTheme.surfaceHover, outline: 'none' },
  } as const;

  return (
    <div ref={rootRef} css={{ position: 'relative' }} data-testid="account-menu">
      <button
        ref={buttonRef}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((value) => !value)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' && !open) {
            event.preventDefault();
            setOpen(true);
          }
        }}
        data-testid="account-menu-button"
        css={{
          display: 'flex',
          alignItems: 'center',
          gap: 8,
          maxWidth: 220,
          padding: '4px 10px 4px 4px',
          borderRadius: 999,
          border: '1px solid rgba(255,255,255,0.35)',
          background: open ? shellTheme.navyLight : 'transparent',
          color: shellTheme.white,
          font: 'inherit',
          fontSize: 15,
          fontWeight: 600,
          cursor: 'pointer',
          '&:hover': { background: shellTheme.navyLight },
          '&:focus-visible': { outline: `2px solid ${shellTheme.accent}`, outlineOffset: 2 },
          [PHONE_MEDIA]: { flex: 'none', gap: 4, padding: '5px 8px 5px 5px' },
        }}
      >
        <Avatar user={user} name={name} />
        {/* phones: the picture alone, so the header stays one row; the name still names the button */}
        <span css={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', [PHONE_MEDIA]: visuallyHidden }}>{name}</span>
        <svg aria-hidden="true" width="12" height="12" viewBox="0 0 12 12" css={{ flex: 'none' }}>
          <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.8" />
        </svg>
      </button>
      {open && (
        <ul
          id={menuId}
          role="menu"
          aria-label={t`Account`}
          onKeyDown={onMenuKeyDown}
          css={{
            position: 'absolute',
            insetInlineEnd: 0,
            top: 'calc(100% + 6px)',
            zIndex: 1000,
            minWidth: 200,
            margin: 0,
            padding: '6px 0',
            listStyle: 'none',
            background: shellTheme.surface,
            border: `1px solid ${shellTheme.surfaceBorder}`,
            borderRadius: 8,
            boxShadow: '0 8px 28px rgba(0, 0, 0, 0.22)',
          }}
        >
          {entries.map((entry) => (
            <li key={entry.key} role="none">
              <ShellLink
                href={entry.href}
                role="menuitem"
                tabIndex={-1}
                data-testid={`account-menu-${entry.key}`}
                onClick={() => setOpen(false)}
                css={itemStyle}
              >
                {entry.label}
              </ShellLink>
            </li>
          ))}
          <li role="separator" css={{ height: 1, margin: '6px 0', background: shellTheme.surfaceBorder }} />
          <li role="none">
            <button
              type="button"
              role="menuitem"
              tabIndex={-1}
              disabled={signingOut}
              onClick={() => void signOut()}
              data-testid="account-menu-sign-out"
              css={itemStyle}
            >
              <Trans>Sign out</Trans>
            </button>
          </li>
        </ul>
      )}
    </div>
  );
}

function Avatar({ user, name }: { user: User; name: string }) {
  const size = 28;
  if (user.profile_picture) {
    return (
      <img
        src={user.profile_picture}
        alt=""
        width={size}
        height={size}
        data-testid="account-avatar"
        css={{ borderRadius: '50%', objectFit: 'cover', flex: 'none' }}
      />
    );
  }
  // no picture: the first letter of the name on the accent colour
  return (
    <span
      aria-hidden="true"
      css={{
        width: size,
        height: size,
        flex: 'none',
        display: 'grid',
        placeItems: 'center',
        borderRadius: '50%',
        background: shellTheme.accent,
        color: '#12263f',
        fontSize: 14,
        fontWeight: 700,
      }}
    >
      {[...name][0]?.toUpperCase()}
    </span>
  );
}
