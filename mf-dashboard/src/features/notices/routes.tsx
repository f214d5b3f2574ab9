// Routes of the notices feature, relative to the dashboard root (/dashboard-beta or /dashboard).
import { Fragment } from 'react';

export const noticesRoutes = <Fragment />;
