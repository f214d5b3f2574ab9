// After the user gains a broadcaster (sign-up, legacy credentials, accepted invitation): reload the session's user
// so its roles include the new one, make it the current dashboard broadcaster, and open the dashboard.
import { useCallback } from 'react';
import { DASHBOARD_HOME_PATH } from '@sermon/shared-contracts/rules/roles';
import { useSession } from '@sermon/shared-contracts/mf/use-session';
import { writeCurrentBroadcaster } from '../../components/access/current-broadcaster-store';
import { useGoToPath } from './go-to-path';

export function useEnterDashboard(): (broadcasterID: string, path?: string) => Promise<void> {
  const { session } = useSession();
  const goTo = useGoToPath();
  return useCallback(
    async (broadcasterID: string, path: string = DASHBOARD_HOME_PATH) => {
      const user = await session.reloadUser();
      if (user) writeCurrentBroadcaster(user.user_id, broadcasterID);
      goTo(path);
    },
    [session, goTo],
  );
}
