// What this remote renders: the embeds on their own addresses, and the persistent player bar everywhere else.
import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { PersistentPlayer } from './persistent-player';

// The embeds are a chunk of their own: pages of the site never download them (nor embeds the bar, see PersistentPlayer).
const ClassicEmbedRoutes = lazy(() => import('./features/embeds/EmbedRoutes').then((m) => ({ default: m.ClassicEmbedRoutes })));
const LegacyPlayerRoutes = lazy(() => import('./features/embeds/EmbedRoutes').then((m) => ({ default: m.LegacyPlayerRoutes })));

export function AppRoutes() {
  return (
    <Routes>
      {/* Embeds are whole pages inside someone else's frame: no bar there. */}
      <Route
        path="/embed/*"
        element={
          <Suspense fallback={null}>
            <ClassicEmbedRoutes />
          </Suspense>
        }
      />
      <Route
        path="/player/sermon/legacy/*"
        element={
          <Suspense fallback={null}>
            <LegacyPlayerRoutes />
          </Suspense>
        }
      />
      {/* One route for every other page: the same element stays mounted across navigation, so playback continues. */}
      <Route path="*" element={<PersistentPlayer />} />
    </Routes>
  );
}
