import { Trans, useLingui } from '@lingui/react/macro';
import { PlatformLink } from '@sermon/shared-contracts/mf/PlatformLink';
import { usePageTitle } from '@sermon/shared-contracts/mf/use-page-title';
import { colors, radius, shadow, space } from '@sermon/shared-contracts/mf/theme/tokens';
import { useSession } from '@sermon/shared-contracts/mf/use-session';
import { buttonLinkStyle, secondaryButtonLinkStyle } from '../../components/page/dashboard-styles';

/** Where V3's form for classic broadcaster credentials lives (POST node/users/login {broadcasterID, password}). */
export const LEGACY_CREDENTIALS_PATH = '/broadcaster/sign-in';
export const BROADCASTER_SIGN_UP_PATH = '/broadcaster/sign-up';

/**
 * /dashboard/legacy-sign-in (layout 'broadcaster'): a signed-in user who manages no broadcaster. Explains why the
 * dashboard is empty for them and offers the two ways in: link an existing broadcaster account with its classic
 * credentials, or sign up a new broadcaster.
 */
export function LegacySignInPage() {
  const { t } = useLingui();
  const { user } = useSession();
  usePageTitle(t`Broadcaster Dashboard`);
  const name = user?.display_name ?? '';
  return (
    <div data-testid="dashboard-legacy-sign-in" css={{ padding: `${space(10)} ${space(4)} ${space(16)}`, color: colors.text }}>
      <section
        css={{
          maxWidth: 560,
          margin: '0 auto',
          background: colors.surface,
          border: `1px solid ${colors.border}`,
          borderRadius: radius.lg,
          boxShadow: shadow.card,
          padding: `${space(8)} ${space(6)}`,
        }}
      >
        <h1 css={{ margin: `0 0 ${space(3)}`, fontSize: '1.5rem', lineHeight: 1.25 }}>
          <Trans>Broadcaster Dashboard</Trans>
        </h1>
        <p css={{ margin: `0 0 ${space(3)}`, lineHeight: 1.6, color: colors.textSoft }}>
          {name ? t`You are signed in as ${name}, but your account does not manage a broadcaster yet.` : t`Your account does not manage a broadcaster yet.`}
        </p>
        <p css={{ margin: `0 0 ${space(6)}`, lineHeight: 1.6, color: colors.textSoft }}>
          <Trans>
            If your church already broadcasts here, link it to your account with its broadcaster ID and password. Otherwise, sign up a
            new broadcaster. If a colleague manages it, ask them to invite you as a manager.
          </Trans>
        </p>
        <div css={{ display: 'flex', flexWrap: 'wrap', gap: space(3) }}>
          <PlatformLink to={LEGACY_CREDENTIALS_PATH} css={buttonLinkStyle} data-testid="legacy-sign-in-link-broadcaster">
            <Trans>Link an existing broadcaster</Trans>
          </PlatformLink>
          <PlatformLink to={BROADCASTER_SIGN_UP_PATH} css={secondaryButtonLinkStyle} data-testid="legacy-sign-in-sign-up">
            <Trans>Sign up a new broadcaster</Trans>
          </PlatformLink>
        </div>
      </section>
    </div>
  );
}
