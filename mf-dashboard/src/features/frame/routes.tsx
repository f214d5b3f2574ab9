// Routes of the frame feature, relative to the dashboard root (/dashboard-beta or /dashboard).
import { Fragment } from 'react';

export const frameRoutes = <Fragment />;
