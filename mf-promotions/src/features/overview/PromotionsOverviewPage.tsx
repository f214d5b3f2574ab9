import { Trans, useLingui } from '@lingui/react/macro';
import { PlatformLink } from '@sermon/shared-contracts/mf/PlatformLink';
import { usePageTitle } from '@sermon/shared-contracts/mf/use-page-title';
import { urlFor } from '@sermon/shared-contracts/routes/route-table';
import { actionLinkStyle, PageLayout, textStyle } from '@sermon/shared-contracts/mf/PageLayout';

/** What promotions are, and that a broadcaster account is needed to buy one. */
export function PromotionsOverviewPage() {
  const { t } = useLingui();
  usePageTitle(t`Promotions`);
  return (
    <PageLayout title={<Trans>Promotions</Trans>}>
      <p css={textStyle}>
        <Trans>
          Promote your sermons and your ministry across the site with a featured sermon, a graphical ad or a text ad.
        </Trans>
      </p>
      <p css={textStyle}>
        <Trans>Sign in with your broadcaster account to create a promotion and follow its impressions and clicks.</Trans>
      </p>
      <PlatformLink to={urlFor('broadcaster-sign-in')} css={actionLinkStyle} data-testid="promotions-sign-in-link">
        <Trans>Sign in</Trans>
      </PlatformLink>
    </PageLayout>
  );
}
