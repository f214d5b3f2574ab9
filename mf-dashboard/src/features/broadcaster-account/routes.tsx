// Broadcaster sign-in, sign-up, overview, picker and user linking: absolute paths under /broadcaster, outside the
// dashboard frame (their users may have no broadcaster yet). Each page loads when first shown.
import { Fragment } from 'react';
import { Route } from 'react-router';
import { loadOnMount } from '@sermon/shared-contracts/mf/load-on-mount';

const SignInPage = loadOnMount(() => import('./SignInPage').then((m) => m.SignInPage));
const SignUpPage = loadOnMount(() => import('./SignUpPage').then((m) => m.SignUpPage));
const BroadcasterOverviewPage = loadOnMount(() => import('./BroadcasterOverviewPage').then((m) => m.BroadcasterOverviewPage));
const SelectPage = loadOnMount(() => import('./SelectPage').then((m) => m.SelectPage));
const LinkingUsersPage = loadOnMount(() => import('./LinkingUsersPage').then((m) => m.LinkingUsersPage));

export const broadcasterAccountRoutes = (
  <Fragment>
    <Route path="/broadcaster/sign-in" element={<SignInPage />} />
    <Route path="/broadcaster/sign-up" element={<SignUpPage />} />
    <Route path="/broadcaster/overview" element={<BroadcasterOverviewPage />} />
    <Route path="/broadcaster/select" element={<SelectPage />} />
    <Route path="/broadcaster/linking-users" element={<LinkingUsersPage />} />
  </Fragment>
);
