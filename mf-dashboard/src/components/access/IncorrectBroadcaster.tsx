import { useLingui } from '@lingui/react/macro';
import { Link, useLocation } from 'react-router';
import { useSession } from '@sermon/shared-contracts/mf/use-session';
import { buttonLinkStyle } from '../page/dashboard-styles';
import { StatusScreen } from '../page/StatusScreen';
import { useDashboardHref } from '../page/use-dashboard-href';
import { canSwitchTo } from './can-switch';
import { useDashboardBroadcaster } from './use-dashboard-broadcaster';

/**
 * The item the page loaded belongs to another broadcaster than the one the dashboard works on (spec doc 1 §6
 * "other dashboard pages of another broadcaster prompt 'Incorrect Broadcaster'"): offers switching when allowed.
 */
export function IncorrectBroadcaster({ ownerID }: { ownerID: string }) {
  const { t } = useLingui();
  const { user } = useSession();
  const { broadcaster: current } = useDashboardBroadcaster();
  const { pathname, search } = useLocation();
  const href = useDashboardHref();
  const canSwitch = canSwitchTo(user, ownerID);
  const currentName = current.displayName || current.broadcasterID;
  const switchHref = href(`switch?${new URLSearchParams({ broadcasterID: ownerID, next: pathname + search }).toString()}`);
  return (
    <StatusScreen
      title={t`Incorrect Broadcaster`}
      testId="dashboard-incorrect-broadcaster"
      actions={
        canSwitch ? (
          <Link to={switchHref} css={buttonLinkStyle} data-testid="dashboard-incorrect-broadcaster-switch">
            {t`Switch to ${ownerID}`}
          </Link>
        ) : (
          <Link to={href('')} css={buttonLinkStyle}>
            {t`Return to Overview`}
          </Link>
        )
      }
    >
      <p css={{ margin: 0 }}>
        {canSwitch
          ? t`This page belongs to the broadcaster ${ownerID}, but you are working on ${currentName}. Switch broadcasters to open it.`
          : t`This page belongs to the broadcaster ${ownerID}, but you are working on ${currentName}.`}
      </p>
    </StatusScreen>
  );
}
