import { useCallback } from 'react';
import { useLocation } from 'react-router';

export type DashboardPrefix = '/dashboard-beta' | '/dashboard';

/** The dashboard prefix of a (basename-free) path: /dashboard when the user came in through the alias, else /dashboard-beta. */
export function dashboardPrefixOf(pathname: string): DashboardPrefix {
  return /^\/dashboard(\/|$)/.test(pathname) ? '/dashboard' : '/dashboard-beta';
}

/** Joins a path relative to the dashboard root ('' = overview, 'sermons/5', 'switch?next=…') to a prefix. */
export function joinDashboardPath(prefix: DashboardPrefix, sub: string): string {
  const rest = sub.replace(/^\/+/, '');
  if (rest === '') return prefix;
  return rest.startsWith('?') || rest.startsWith('#') ? `${prefix}${rest}` : `${prefix}/${rest}`;
}

/**
 * Links between dashboard pages keep the prefix the user is on (/dashboard or /dashboard-beta), so the alias
 * never silently turns into the other one. The locale prefix is the router's basename and is not included.
 */
export function useDashboardHref(): (sub: string) => string {
  const { pathname } = useLocation();
  const prefix = dashboardPrefixOf(pathname);
  return useCallback((sub: string) => joinDashboardPath(prefix, sub), [prefix]);
}
