// The dashboard's home (index route): lifetime totals, next bill, notices, highlighted and recent sermons, read in
// one GraphQL query.
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { BROADCASTER_ROLES } from '@sermon/shared-contracts/constants/accounts';
import { Spinner } from '@sermon/shared-contracts/mf/Spinner';
import { Button } from '@sermon/shared-contracts/mf/forms/Button';
import { breakpoints, space } from '@sermon/shared-contracts/mf/theme/tokens';
import { useDashboardBroadcaster } from '../../components/access/use-dashboard-broadcaster';
import { DashboardGraphQLProvider } from '../../components/graphql/DashboardGraphQLProvider';
import { buttonLinkStyle } from '../../components/page/dashboard-styles';
import { DashboardPage } from '../../components/page/DashboardPage';
import { StatusScreen } from '../../components/page/StatusScreen';
import { useDashboardHref } from '../../components/page/use-dashboard-href';
import { useBroadcasterOverview } from './api/use-broadcaster-overview';
import { HighlightedPanel, NextBillPanel, NoticesPanel, RecentSermonsPanel } from './components/OverviewPanels';
import { StatTiles } from './components/StatTiles';

export function OverviewPage() {
  return (
    <DashboardGraphQLProvider>
      <Overview />
    </DashboardGraphQLProvider>
  );
}

function Overview() {
  const { t } = useLingui();
  const { broadcasterID, broadcaster, can } = useDashboardBroadcaster();
  const href = useDashboardHref();
  const state = useBroadcasterOverview(broadcasterID);
  const canUpload = can(BROADCASTER_ROLES.Uploader);

  if (state.status === 'failed') {
    return (
      <StatusScreen
        status={state.httpStatus ?? undefined}
        title={t`Something went wrong while retrieving this page. Please try again.`}
        testId="overview-failed"
        actions={
          <Button onClick={state.retry}>
            <Trans>Try again</Trans>
          </Button>
        }
      />
    );
  }

  const name = broadcaster.displayName;
  return (
    <DashboardPage
      title={t`Overview`}
      testId="dashboard-overview"
      actions={
        canUpload ? (
          <Link to={href('sermons/create')} css={buttonLinkStyle} data-testid="overview-new-sermon">
            <Trans>New sermon</Trans>
          </Link>
        ) : undefined
      }
    >
      <p css={{ margin: 0, fontSize: '1.05rem' }}>
        <Trans>Welcome to the dashboard of {name}.</Trans>
      </p>
      {state.status === 'loading' ? (
        <div css={{ display: 'flex', justifyContent: 'center', padding: space(12) }}>
          <Spinner label={t`Loading the overview`} />
        </div>
      ) : (
        <>
          <StatTiles stats={state.overview.lifetimeStats} />
          <div css={{ display: 'grid', gap: space(4), alignItems: 'start', [breakpoints.md]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)' } }}>
            <div css={{ display: 'grid', gap: space(4), minWidth: 0 }}>
              <RecentSermonsPanel sermons={state.overview.recentSermons} canCreate={canUpload} />
              <HighlightedPanel highlighted={state.overview.highlightedSermons} />
            </div>
            <div css={{ display: 'grid', gap: space(4), minWidth: 0 }}>
              {!state.billHidden && <NextBillPanel bill={state.overview.nextBill} />}
              <NoticesPanel notices={state.overview.notices} />
            </div>
          </div>
        </>
      )}
    </DashboardPage>
  );
}
