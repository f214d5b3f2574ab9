// What this remote renders: the embeds on their own addresses, and the persistent player bar everywhere else.
import { loadOnMount } from '@sermon/shared-contracts/mf/load-on-mount';
import { Route, Routes } from 'react-router';
import { PersistentPlayer } from './persistent-player';

// The embeds are a chunk of their own: pages of the site never download them (nor embeds the bar, see PersistentPlayer).
const ClassicEmbedRoutes = loadOnMount(() => import('./features/embeds/EmbedRoutes').then((m) => m.ClassicEmbedRoutes));
const LegacyPlayerRoutes = loadOnMount(() => import('./features/embeds/EmbedRoutes').then((m) => m.LegacyPlayerRoutes));

export function AppRoutes() {
  return (
    <Routes>
      {/* Embeds are whole pages inside someone else's frame: no bar there. */}
      <Route
        path="/embed/*"
        element={<ClassicEmbedRoutes />}
      />
      <Route
        path="/player/sermon/legacy/*"
        element={<LegacyPlayerRoutes />}
      />
      {/* One route for every other page: the same element stays mounted across navigation, so playback continues. */}
      <Route path="*" element={<PersistentPlayer />} />
    </Routes>
  );
}
