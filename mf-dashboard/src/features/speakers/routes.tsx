// Routes of the speakers feature, relative to the dashboard root (/dashboard-beta or /dashboard).
import { Fragment } from 'react';

export const speakersRoutes = <Fragment />;
