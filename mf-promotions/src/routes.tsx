import { Route, Routes } from 'react-router';
import { PromotionsOverviewPage } from './features/overview/PromotionsOverviewPage';

/** Routes below the locale basename; the shell mounts this remote on /promotions. */
export function AppRoutes() {
  return (
    <Routes>
      <Route path="*" element={<PromotionsOverviewPage />} />
    </Routes>
  );
}
