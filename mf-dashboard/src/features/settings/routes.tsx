// Routes of the settings feature, relative to the dashboard root (/dashboard-beta or /dashboard).
import { Fragment } from 'react';

export const settingsRoutes = <Fragment />;
