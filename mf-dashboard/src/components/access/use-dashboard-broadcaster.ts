import { createContext, useContext } from 'react';
import type { BroadcasterRole } from '@sermon/shared-contracts/constants/accounts';
import type { Broadcaster } from '@sermon/shared-contracts/entities/broadcaster';

export interface DashboardBroadcaster {
  broadcasterID: string;
  /** the full record (GET node/broadcasters/{id}?lite=false) */
  broadcaster: Broadcaster;
  /** the roles the signed-in user holds for it, Admin expanded (a site admin holds all) */
  roles: BroadcasterRole[];
  can(role: BroadcasterRole): boolean;
  /** loads the broadcaster again (after a settings page saved it) */
  reload(): void;
}

export const DashboardBroadcasterContext = createContext<DashboardBroadcaster | null>(null);

/** The broadcaster the dashboard is working on; only valid below DashboardLayout, which resolves it. */
export function useDashboardBroadcaster(): DashboardBroadcaster {
  const value = useContext(DashboardBroadcasterContext);
  if (!value) throw new Error('useDashboardBroadcaster() needs DashboardLayout above it');
  return value;
}
