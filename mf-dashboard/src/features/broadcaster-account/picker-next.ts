// Where the picker goes after a choice: the wanted dashboard page (?next=), else the dashboard home. Only
// dashboard paths are followed: the picker chooses a dashboard broadcaster, nothing else.
import { DASHBOARD_HOME_PATH, safeNextPath } from '@sermon/shared-contracts/rules/roles';

export function pickerDestination(next: string | null | undefined): string {
  const safe = safeNextPath(next);
  if (!safe || !/^\/(dashboard|dashboard-beta)(\/|\?|#|$)/.test(safe)) return DASHBOARD_HOME_PATH;
  // the legacy sign-in and the switch page are about having no (or another) broadcaster: not a destination
  if (/^\/dashboard(-beta)?\/(legacy-sign-in|switch)(\/|\?|#|$)/.test(safe)) return DASHBOARD_HOME_PATH;
  return safe;
}
