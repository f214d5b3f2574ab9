import { Route, Routes } from 'react-router';
import { articlesRoutes } from './features/articles/routes';
import { broadcasterAccountRoutes } from './features/broadcaster-account/routes';
import { DashboardLayout } from './features/frame/DashboardLayout';
import { frameRoutes } from './features/frame/routes';
import { managersAccountRoutes, managersRoutes } from './features/managers/routes';
import { noticesRoutes } from './features/notices/routes';
import { overviewRoutes } from './features/overview/routes';
import { sermonsRoutes } from './features/sermons/routes';
import { seriesRoutes } from './features/series/routes';
import { settingsRoutes } from './features/settings/routes';
import { speakersRoutes } from './features/speakers/routes';
import { SignInRequiredPage } from './features/sign-in-required/SignInRequiredPage';

/** The same dashboard pages under both prefixes; each feature lists its routes relative to the prefix. */
function dashboardPages(prefix: '/dashboard-beta' | '/dashboard') {
  return (
    <Route path={prefix} element={<DashboardLayout />}>
      {overviewRoutes}
      {sermonsRoutes}
      {seriesRoutes}
      {speakersRoutes}
      {articlesRoutes}
      {noticesRoutes}
      {managersRoutes}
      {settingsRoutes}
      {frameRoutes}
    </Route>
  );
}

/** Routes below the locale basename; the shell mounts this remote on /dashboard-beta, /dashboard, /broadcaster and /admin. */
export function AppRoutes() {
  return (
    <Routes>
      {broadcasterAccountRoutes}
      {managersAccountRoutes}
      {dashboardPages('/dashboard-beta')}
      {dashboardPages('/dashboard')}
      <Route path="*" element={<SignInRequiredPage />} />
    </Routes>
  );
}
