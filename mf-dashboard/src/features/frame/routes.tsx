// Routes of the frame feature, relative to the dashboard root (/dashboard-beta or /dashboard).
import { Fragment } from 'react';
import { Route } from 'react-router';
import { DashboardNotFound } from '../../components/not-found/DashboardNotFound';
import { LegacySignInPage } from './LegacySignInPage';
import { SwitchPage } from './SwitchPage';

export const frameRoutes = (
  <Fragment>
    <Route path="switch" element={<SwitchPage />} />
    {/* only meaningful under /dashboard (spec: "/dashboard/legacy-sign-in exists"); the layout lets it through unresolved */}
    <Route path="legacy-sign-in" element={<LegacySignInPage />} />
    <Route path="*" element={<DashboardNotFound kind="generic" />} />
  </Fragment>
);
