import { useLingui } from '@lingui/react/macro';
import { Link, Navigate, useLocation, useSearchParams } from 'react-router';
import { useSession } from '@sermon/shared-contracts/mf/use-session';
import { BROADCASTER_PICKER_PATH } from '@sermon/shared-contracts/rules/roles';
import { ERROR_STATUS } from '@sermon/shared-contracts/errors/messages';
import { canSwitchTo } from '../../components/access/can-switch';
import { writeCurrentBroadcaster } from '../../components/access/current-broadcaster-store';
import { switchDestination } from '../../components/access/switch-path';
import { buttonLinkStyle } from '../../components/page/dashboard-styles';
import { StatusScreen } from '../../components/page/StatusScreen';
import { dashboardPrefixOf } from '../../components/page/use-dashboard-href';

/**
 * `switch?broadcasterID=x&next=…` (spec doc 1 §2, §6): makes x the dashboard's broadcaster and opens `next`;
 * needs admin or the Uploader role for x, else 'This page is unavailable with the current permissions' (503).
 */
export function SwitchPage() {
  const { t } = useLingui();
  const { user } = useSession();
  const [query] = useSearchParams();
  const { pathname } = useLocation();
  const prefix = dashboardPrefixOf(pathname);
  const broadcasterID = query.get('broadcasterID')?.trim() ?? '';
  const next = query.get('next');
  const allowed = user !== null && broadcasterID !== '' && canSwitchTo(user, broadcasterID);

  // no broadcaster named: let the user pick one, then come back to the same next
  if (broadcasterID === '') {
    const pickQuery = next ? `?${new URLSearchParams({ next }).toString()}` : '';
    return <Navigate to={`${BROADCASTER_PICKER_PATH}${pickQuery}`} replace />;
  }
  if (allowed) return <SwitchTo to={switchDestination(next, prefix)} broadcasterID={broadcasterID} userID={user!.user_id} />;
  return (
    <StatusScreen
      status={ERROR_STATUS.permissionUnavailable}
      title={t`This page is unavailable with the current permissions`}
      testId="dashboard-switch-unavailable"
      actions={
        <Link to={prefix} css={buttonLinkStyle}>
          {t`Return to Overview`}
        </Link>
      }
    />
  );
}

function SwitchTo({ to, broadcasterID, userID }: { to: string; broadcasterID: string; userID: number }) {
  // written while rendering, not in an effect: the destination's layout renders right after Navigate and reads it
  writeCurrentBroadcaster(userID, broadcasterID);
  return <Navigate to={to} replace />;
}
