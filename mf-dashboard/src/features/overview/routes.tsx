// Routes of the overview feature, relative to the dashboard root (/dashboard-beta or /dashboard).
import { Fragment } from 'react';

export const overviewRoutes = <Fragment />;
