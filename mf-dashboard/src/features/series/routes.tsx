// Routes of the series feature, relative to the dashboard root (/dashboard-beta or /dashboard).
import { Fragment } from 'react';
import { Route } from 'react-router';
import { SeriesEditorPage } from './SeriesEditorPage';
import { SeriesListPage } from './SeriesListPage';

export const seriesRoutes = (
  <Fragment>
    <Route path="series" element={<SeriesListPage />} />
    <Route path="series/:seriesID" element={<SeriesEditorPage />} />
  </Fragment>
);
