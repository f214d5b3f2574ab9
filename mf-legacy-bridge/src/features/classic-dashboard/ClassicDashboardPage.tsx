import { Trans, useLingui } from '@lingui/react/macro';
import { PlatformLink } from '@sermon/shared-contracts/mf/PlatformLink';
import { usePageTitle } from '@sermon/shared-contracts/mf/use-page-title';
import { urlFor } from '@sermon/shared-contracts/routes/route-table';
import { actionLinkStyle, PageLayout, textStyle } from '@sermon/shared-contracts/mf/PageLayout';

/** Explains the classic dashboard that this remote embeds, and points to the new one. */
export function ClassicDashboardPage() {
  const { t } = useLingui();
  usePageTitle(t`Classic Dashboard`);
  return (
    <PageLayout title={<Trans>Classic Dashboard</Trans>}>
      <p css={textStyle}>
        <Trans>
          The classic dashboard is the earlier, server-rendered version of the broadcaster dashboard. Its pages open
          here, inside the site, and exchange messages with it so that sign-in and notifications stay in step.
        </Trans>
      </p>
      <p css={textStyle}>
        <Trans>Most tasks can already be done in the new dashboard.</Trans>
      </p>
      <PlatformLink to={urlFor('dashboard-beta')} css={actionLinkStyle} data-testid="legacy-new-dashboard-link">
        <Trans>Go to the new dashboard</Trans>
      </PlatformLink>
    </PageLayout>
  );
}
