import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { isSiteAdmin, loginPathFor } from '../rules/roles';
import { useSession } from './use-session';

/**
 * Admin-only pages: a site admin sees the children; anyone else goes to the login page with this page (path
 * and query) as `next` (spec doc 1 §6), where signing in with an admin account brings them back.
 */
export function RequireSiteAdmin({ children }: { children: ReactNode }) {
  const { status, user } = useSession();
  const location = useLocation();
  if (status === 'loading') return null;
  if (!isSiteAdmin(user)) return <Navigate to={loginPathFor(location.pathname + location.search)} replace />;
  return <>{children}</>;
}
