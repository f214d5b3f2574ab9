import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { BroadcasterRole } from '@sermon/shared-contracts/constants/accounts';
import { StatusScreen } from '../page/StatusScreen';
import { useDashboardBroadcaster } from './use-dashboard-broadcaster';

/**
 * Renders the page only when the user holds `role` (or Admin, or is a site admin) for the current broadcaster;
 * otherwise the 403 screen of spec doc 2 ("Contact an admin for {broadcaster}").
 */
export function RequireBroadcasterRole({ role, children }: { role: BroadcasterRole; children: ReactNode }) {
  const { can } = useDashboardBroadcaster();
  if (!can(role)) return <ForbiddenScreen />;
  return <>{children}</>;
}

export function ForbiddenScreen() {
  const { t } = useLingui();
  const { broadcaster: record } = useDashboardBroadcaster();
  // named `broadcaster` so the catalog keeps the spec's placeholder {broadcaster}
  const broadcaster = record.displayName || record.broadcasterID;
  return (
    <StatusScreen status={403} title={t`Access denied`} testId="dashboard-forbidden">
      <p css={{ margin: 0 }}>
        {t`You do not have permission to access this page. Contact an admin for ${broadcaster} if you believe this is a mistake.`}
      </p>
    </StatusScreen>
  );
}
