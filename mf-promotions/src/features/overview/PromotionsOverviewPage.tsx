import { Trans, useLingui } from '@lingui/react/macro';
import { urlFor } from '@sermon/shared-contracts/routes/route-table';
import { actionLinkStyle, PageLayout, textStyle } from '../../components/page/PageLayout';
import { PlatformLink } from '../../platform/PlatformLink';
import { usePageTitle } from '../../platform/use-page-title';

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
