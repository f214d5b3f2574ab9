// Routes of the articles feature, relative to the dashboard root (/dashboard-beta or /dashboard).
import { Fragment } from 'react';

export const articlesRoutes = <Fragment />;
