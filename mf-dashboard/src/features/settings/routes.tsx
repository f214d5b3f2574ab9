// Routes of the settings feature, relative to the dashboard root (/dashboard-beta or /dashboard). Admin only, as
// on the server: an Uploader or Biller sees the 403 screen.
import { Fragment, type ReactElement } from 'react';
import { Route } from 'react-router';
import { BROADCASTER_ROLES } from '@sermon/shared-contracts/constants/accounts';
import { loadOnMount } from '@sermon/shared-contracts/mf/load-on-mount';
import { RequireBroadcasterRole } from '../../components/access/RequireBroadcasterRole';

const SettingsPage = loadOnMount(() => import('./SettingsPage').then((m) => m.SettingsPage));
const CustomizationPage = loadOnMount(() => import('./CustomizationPage').then((m) => m.CustomizationPage));
const DonationsPage = loadOnMount(() => import('./DonationsPage').then((m) => m.DonationsPage));
const EmailSettingsPage = loadOnMount(() => import('./EmailSettingsPage').then((m) => m.EmailSettingsPage));
const ConnectionsPage = loadOnMount(() => import('./ConnectionsPage').then((m) => m.ConnectionsPage));
const WebcastPage = loadOnMount(() => import('./WebcastPage').then((m) => m.WebcastPage));

const admin = (page: ReactElement) => <RequireBroadcasterRole role={BROADCASTER_ROLES.Admin}>{page}</RequireBroadcasterRole>;

export const settingsRoutes = (
  <Fragment>
    <Route path="settings" element={admin(<SettingsPage />)} />
    <Route path="customization" element={admin(<CustomizationPage />)} />
    <Route path="donations" element={admin(<DonationsPage />)} />
    <Route path="email-settings" element={admin(<EmailSettingsPage />)} />
    <Route path="account/connections" element={admin(<ConnectionsPage />)} />
    <Route path="webcast" element={admin(<WebcastPage />)} />
  </Fragment>
);
