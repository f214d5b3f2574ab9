// Routes of the series feature, relative to the dashboard root (/dashboard-beta or /dashboard).
import { Fragment } from 'react';

export const seriesRoutes = <Fragment />;
