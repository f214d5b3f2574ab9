// Routes of the sermons feature, relative to the dashboard root (/dashboard-beta or /dashboard).
import { Fragment } from 'react';

export const sermonsRoutes = <Fragment />;
