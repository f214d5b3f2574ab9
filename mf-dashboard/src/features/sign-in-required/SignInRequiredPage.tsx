import { Trans, useLingui } from '@lingui/react/macro';
import { useLocation } from 'react-router';
import { PlatformLink } from '@sermon/shared-contracts/mf/PlatformLink';
import { usePageTitle } from '@sermon/shared-contracts/mf/use-page-title';
import { matchRoute, urlFor } from '@sermon/shared-contracts/routes/route-table';
import { actionLinkStyle, PageLayout, textStyle } from '@sermon/shared-contracts/mf/PageLayout';

/**
 * Every dashboard page needs a signed-in broadcaster. Until sign-in exists, each dashboard route shows this
 * page: the dashboard's title and where to sign in.
 */
export function SignInRequiredPage() {
  const { t } = useLingui();
  const { pathname } = useLocation();
  const onSignInPage = matchRoute(pathname)?.route.name === 'broadcaster-sign-in';
  usePageTitle(t`Broadcaster Dashboard`);
  return (
    <PageLayout title={<Trans>Broadcaster Dashboard</Trans>}>
      <h2 css={{ margin: '0 0 8px', fontSize: 20 }}>
        <Trans>Sign in required</Trans>
      </h2>
      <p css={textStyle}>
        <Trans>Sign in with your broadcaster account to manage your sermons, series, speakers and webcasts.</Trans>
      </p>
      {!onSignInPage && (
        <PlatformLink to={urlFor('broadcaster-sign-in')} css={actionLinkStyle} data-testid="dashboard-sign-in-link">
          <Trans>Sign in</Trans>
        </PlatformLink>
      )}
    </PageLayout>
  );
}
