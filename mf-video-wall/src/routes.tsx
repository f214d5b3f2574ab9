import { Route, Routes } from 'react-router';
import { VideoWallAdminPage } from './features/admin/VideoWallAdminPage';
import { NoScreenConfiguredPage } from './features/screen/NoScreenConfiguredPage';

/** Routes below the locale basename; the shell mounts this remote on /video-wall. */
export function AppRoutes() {
  return (
    <Routes>
      <Route path="/video-wall/admin" element={<VideoWallAdminPage />} />
      <Route path="*" element={<NoScreenConfiguredPage />} />
    </Routes>
  );
}
