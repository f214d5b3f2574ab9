import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { loginPathFor } from '../rules/roles';
import { useSession } from './use-session';

/**
 * Renders its children for a signed-in user; sends anyone else to the login page with this page (path and
 * query) as `next`. While the session is still loading the user at page start it renders nothing.
 */
export function RequireSignIn({ children }: { children: ReactNode }) {
  const { status } = useSession();
  const location = useLocation();
  if (status === 'loading') return null;
  if (status !== 'signed-in') return <Navigate to={loginPathFor(location.pathname + location.search)} replace />;
  return <>{children}</>;
}
