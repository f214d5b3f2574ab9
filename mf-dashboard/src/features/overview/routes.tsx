// Routes of the overview feature, relative to the dashboard root (/dashboard-beta or /dashboard). The page (and
// urql with it) loads when first shown.
import { Route } from 'react-router';
import { loadOnMount } from '@sermon/shared-contracts/mf/load-on-mount';

const OverviewPage = loadOnMount(() => import('./OverviewPage').then((m) => m.OverviewPage));

export const overviewRoutes = <Route index element={<OverviewPage />} />;
