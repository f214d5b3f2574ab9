import { Trans, useLingui } from '@lingui/react/macro';
import { PlatformLink } from '@sermon/shared-contracts/mf/PlatformLink';
import { usePageTitle } from '@sermon/shared-contracts/mf/use-page-title';
import { urlFor } from '@sermon/shared-contracts/routes/route-table';
import { actionLinkStyle, PageLayout, textStyle } from '@sermon/shared-contracts/mf/PageLayout';

/** The admin page where screens get their walls; it needs a user with the video wall role. */
export function VideoWallAdminPage() {
  const { t } = useLingui();
  usePageTitle(t`Video Wall Admin`);
  return (
    <PageLayout title={<Trans>Video Wall Admin</Trans>}>
      <p css={textStyle}>
        <Trans>Sign in with an account that has the video wall role to choose what each screen shows.</Trans>
      </p>
      <PlatformLink
        to={urlFor('user-login', {}, 'en', { next: urlFor('video-wall-admin') })}
        css={actionLinkStyle}
        data-testid="video-wall-sign-in-link"
      >
        <Trans>Sign in</Trans>
      </PlatformLink>
    </PageLayout>
  );
}
