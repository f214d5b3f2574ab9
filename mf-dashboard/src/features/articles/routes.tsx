// Routes of the articles feature, relative to the dashboard root (/dashboard-beta or /dashboard).
import { Fragment } from 'react';
import { Route } from 'react-router';
import { ArticleEditorPage } from './ArticleEditorPage';
import { ArticlesListPage } from './ArticlesListPage';

export const articlesRoutes = (
  <Fragment>
    <Route path="articles" element={<ArticlesListPage />} />
    <Route path="articles/:articleID" element={<ArticleEditorPage />} />
  </Fragment>
);
