// The dashboard's frame around every page: resolves the current broadcaster, the side navigation, the broadcaster bar.
import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Link, matchPath, Navigate, Outlet, useLocation } from 'react-router';
import { getBroadcaster } from '@sermon/shared-contracts/api/get-broadcaster';
import type { Broadcaster } from '@sermon/shared-contracts/entities/broadcaster';
import { isApiError } from '@sermon/shared-contracts/errors/api-error';
import { RequireSignIn } from '@sermon/shared-contracts/mf/RequireSignIn';
import { Spinner } from '@sermon/shared-contracts/mf/Spinner';
import { useApiClient } from '@sermon/shared-contracts/mf/use-api-client';
import { useSession } from '@sermon/shared-contracts/mf/use-session';
import { BROADCASTER_PICKER_PATH, broadcasterRolesOf, broadcastersOf, isSiteAdmin, LEGACY_SIGN_IN_PATH } from '@sermon/shared-contracts/rules/roles';
import type { User } from '@sermon/shared-contracts/entities/user';
import { readCurrentBroadcaster, writeCurrentBroadcaster } from '../../components/access/current-broadcaster-store';
import { resolveBroadcaster } from '../../components/access/resolve-broadcaster';
import { DashboardBroadcasterContext, type DashboardBroadcaster } from '../../components/access/use-dashboard-broadcaster';
import { buttonLinkStyle } from '../../components/page/dashboard-styles';
import { StatusScreen } from '../../components/page/StatusScreen';
import { dashboardPrefixOf } from '../../components/page/use-dashboard-href';
import { DashboardShell } from './DashboardShell';

/** Frame pages that work without a current broadcaster: choosing one, and the page for users who have none. */
function isStandalonePage(pathname: string): boolean {
  return (
    matchPath('/dashboard/legacy-sign-in', pathname) !== null ||
    matchPath('/dashboard-beta/switch', pathname) !== null ||
    matchPath('/dashboard/switch', pathname) !== null
  );
}

/** Route element of /dashboard-beta and /dashboard: signed-out users go to the login page with this page as next. */
export function DashboardLayout() {
  const { pathname } = useLocation();
  return <RequireSignIn>{isStandalonePage(pathname) ? <Outlet /> : <ResolvedDashboard />}</RequireSignIn>;
}

function ResolvedDashboard() {
  const { user } = useSession();
  const { pathname, search } = useLocation();
  // RequireSignIn renders this only when signed in
  const signedIn = user as User;
  const stored = readCurrentBroadcaster(signedIn.user_id);
  const resolution = resolveBroadcaster(signedIn, stored);
  const chosenID = resolution.kind === 'chosen' ? resolution.broadcasterID : null;
  const remember = resolution.kind === 'chosen' && resolution.remember;

  useEffect(() => {
    if (chosenID && remember) writeCurrentBroadcaster(signedIn.user_id, chosenID);
  }, [chosenID, remember, signedIn.user_id]);

  if (resolution.kind === 'none') return <Navigate to={LEGACY_SIGN_IN_PATH} replace />;
  if (resolution.kind === 'pick') {
    return <Navigate to={`${BROADCASTER_PICKER_PATH}?${new URLSearchParams({ next: pathname + search }).toString()}`} replace />;
  }
  return <LoadedDashboard key={resolution.broadcasterID} broadcasterID={resolution.broadcasterID} user={signedIn} />;
}

type LoadState = { status: 'loading' } | { status: 'ready'; broadcaster: Broadcaster } | { status: 'failed'; httpStatus: number | null };

function LoadedDashboard({ broadcasterID, user }: { broadcasterID: string; user: User }) {
  const { t } = useLingui();
  const client = useApiClient();
  const { pathname } = useLocation();
  const [state, setState] = useState<LoadState>({ status: 'loading' });
  const [generation, setGeneration] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    getBroadcaster(client, broadcasterID, { lite: false }, { signal: controller.signal })
      .then((broadcaster) => setState({ status: 'ready', broadcaster }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        setState({ status: 'failed', httpStatus: isApiError(error) ? error.httpStatus : null });
      });
    return () => controller.abort();
  }, [client, broadcasterID, generation]);

  const reload = useCallback(() => setGeneration((value) => value + 1), []);
  const roles = useMemo(() => broadcasterRolesOf(user, broadcasterID), [user, broadcasterID]);
  const value = useMemo<DashboardBroadcaster | null>(
    () =>
      state.status === 'ready'
        ? { broadcasterID, broadcaster: state.broadcaster, roles, can: (role) => roles.includes(role), reload }
        : null,
    [state, broadcasterID, roles, reload],
  );
  // the picker is worth offering when there is something else to pick
  const canPick = isSiteAdmin(user) || broadcastersOf(user).length > 1;
  const pickHref = `${BROADCASTER_PICKER_PATH}?${new URLSearchParams({ next: dashboardPrefixOf(pathname) }).toString()}`;

  if (state.status === 'loading') {
    return (
      <div css={{ display: 'flex', justifyContent: 'center', padding: 64 }}>
        <Spinner label={t`Loading the dashboard`} />
      </div>
    );
  }
  if (state.status === 'failed' || !value) {
    const notFound = state.status === 'failed' && state.httpStatus === 404;
    return (
      <StatusScreen
        status={state.status === 'failed' ? (state.httpStatus ?? undefined) : undefined}
        title={notFound ? t`Broadcaster not found` : t`Something went wrong while retrieving this page. Please try again.`}
        testId="dashboard-broadcaster-failed"
        actions={
          notFound ? (
            <Link to={pickHref} css={buttonLinkStyle}>
              <Trans>Choose a broadcaster</Trans>
            </Link>
          ) : (
            <button type="button" onClick={reload} css={{ ...buttonLinkStyle, border: 0, cursor: 'pointer', font: 'inherit' }}>
              <Trans>Try again</Trans>
            </button>
          )
        }
      >
        {notFound ? <p css={{ margin: 0 }}>{broadcasterID}</p> : null}
      </StatusScreen>
    );
  }
  return (
    <DashboardBroadcasterContext.Provider value={value}>
      <DashboardShell pickHref={canPick ? pickHref : null}>
        <Outlet />
      </DashboardShell>
    </DashboardBroadcasterContext.Provider>
  );
}
