// Routes of the managers feature, relative to the dashboard root (/dashboard-beta or /dashboard).
import { Fragment } from 'react';

export const managersRoutes = <Fragment />;
