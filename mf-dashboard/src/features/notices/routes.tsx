// Routes of the notices feature, relative to the dashboard root (/dashboard-beta or /dashboard).
import { Fragment } from 'react';
import { Route } from 'react-router';
import { NoticesPage } from './NoticesPage';

export const noticesRoutes = (
  <Fragment>
    <Route path="notices" element={<NoticesPage />} />
  </Fragment>
);
