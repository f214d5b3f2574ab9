// Routes of the managers feature: the team page relative to the dashboard root (/dashboard-beta or /dashboard),
// and the absolute page an invitation mail links to (outside the dashboard frame: the invitee has no broadcaster yet).
import { Fragment } from 'react';
import { Route } from 'react-router';
import { loadOnMount } from '@sermon/shared-contracts/mf/load-on-mount';
import { INVITATION_PATH } from '@sermon/shared-contracts/rules/roles';

const ManagersPage = loadOnMount(() => import('./ManagersPage').then((m) => m.ManagersPage));
const AcceptInvitePage = loadOnMount(() => import('./AcceptInvitePage').then((m) => m.AcceptInvitePage));

export const managersRoutes = (
  <Fragment>
    <Route path="managers" element={<ManagersPage />} />
  </Fragment>
);

export const managersAccountRoutes = (
  <Fragment>
    <Route path={INVITATION_PATH} element={<AcceptInvitePage />} />
  </Fragment>
);
