import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { RequireSignIn } from '@sermon/shared-contracts/mf/RequireSignIn';
import { usePageTitle } from '@sermon/shared-contracts/mf/use-page-title';
import { useSession } from '@sermon/shared-contracts/mf/use-session';
import { displayNameOf } from '@sermon/shared-contracts/rules/account-validation';
import { Spinner } from '../../components/feedback/Spinner';
import { PageHeader } from '../../components/layout/PageHeader';
import { breakpoints, colors, focusRing, space } from '@sermon/shared-contracts/mf/theme/tokens';
import { ColorModeSection } from './settings/ColorModeSection';
import { DeleteAccountSection } from './settings/DeleteAccountSection';
import { EmailPasswordSection } from './settings/EmailPasswordSection';
import { MyChurchSection } from './settings/MyChurchSection';
import { NotificationsSection } from './settings/NotificationsSection';
import { PictureSection } from './settings/PictureSection';
import { ProfileSection } from './settings/ProfileSection';
import { SignOutEverywhereSection } from './settings/SignOutEverywhereSection';
import { SitePreferencesSection } from './settings/SitePreferencesSection';

/** /user/settings: signed-in users only; each section saves on its own. */
export function SettingsPage() {
  return (
    <RequireSignIn>
      <Settings />
    </RequireSignIn>
  );
}

function Settings() {
  const { t } = useLingui();
  const { user } = useSession();
  const { hash } = useLocation();
  usePageTitle(t`Settings`);

  // links such as /user/settings#my-church open at their section
  useEffect(() => {
    if (!hash || !user) return;
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView({ block: 'start' });
  }, [hash, user]);

  if (!user) return <Spinner />;
  const sections: Array<{ id: string; label: ReactNode }> = [
    { id: 'profile', label: <Trans>Profile</Trans> },
    { id: 'picture', label: <Trans>Picture</Trans> },
    { id: 'email-password', label: <Trans>E-mail and password</Trans> },
    { id: 'notifications', label: <Trans>Newsletter and notifications</Trans> },
    { id: 'my-church', label: <Trans>My Church</Trans> },
    { id: 'site-preferences', label: <Trans>Site preferences</Trans> },
    { id: 'color-mode', label: <Trans>Color mode</Trans> },
    { id: 'sign-out-everywhere', label: <Trans>Sign out everywhere</Trans> },
    { id: 'delete-account', label: <Trans>Delete account</Trans> },
  ];
  const name = displayNameOf(user);
  return (
    <div data-testid="settings-page">
      <PageHeader title={<Trans>Settings</Trans>} subtitle={<Trans>Signed in as {name}</Trans>} />
      <div
        css={{
          display: 'grid',
          gap: space(6),
          [breakpoints.md]: { gridTemplateColumns: '220px minmax(0, 1fr)', alignItems: 'start' },
        }}
      >
        <nav
          aria-label={t`Settings sections`}
          css={{
            display: 'none',
            [breakpoints.md]: { display: 'block', position: 'sticky', top: space(20) },
          }}
        >
          <ul css={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: space(1) }}>
            {sections.map((section) => (
              <li key={section.id}>
                <a
                  href={`#${section.id}`}
                  onClick={(event) => {
                    event.preventDefault();
                    document.getElementById(section.id)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
                  }}
                  css={{
                    display: 'block',
                    padding: `${space(1.5)} ${space(3)}`,
                    borderRadius: 6,
                    color: colors.text,
                    textDecoration: 'none',
                    '&:hover': { background: colors.surfaceAlt },
                    ...focusRing,
                  }}
                >
                  {section.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        {/* a reloaded user with another id (a sign-in in another tab) starts the forms afresh */}
        <div key={user.user_id} css={{ display: 'grid', gap: space(6), minWidth: 0 }}>
          <ProfileSection user={user} />
          <PictureSection user={user} />
          <EmailPasswordSection user={user} />
          <NotificationsSection user={user} />
          <MyChurchSection user={user} />
          <SitePreferencesSection user={user} />
          <ColorModeSection />
          <SignOutEverywhereSection />
          <DeleteAccountSection />
        </div>
      </div>
    </div>
  );
}
