import { Route, Routes } from 'react-router';
import { ClassicDashboardPage } from './features/classic-dashboard/ClassicDashboardPage';

/** Routes below the locale basename; the shell mounts this remote on /django. */
export function AppRoutes() {
  return (
    <Routes>
      <Route path="*" element={<ClassicDashboardPage />} />
    </Routes>
  );
}
