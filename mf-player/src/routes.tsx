// What this remote renders: the embed player on its route, and the persistent player bar everywhere else.
import { Route, Routes } from 'react-router';
import { EmbedPlayer } from './features/player/EmbedPlayer';
import { PlayerBar } from './features/player/PlayerBar';

export function AppRoutes() {
  return (
    <Routes>
      <Route path="/embed/classic/player/:mediaType/:sermonID" element={<EmbedPlayer />} />
      {/* Other embeds are whole pages inside someone else's frame: no bar there. */}
      <Route path="/embed/*" element={null} />
      {/* One route for every other page: the same element stays mounted across navigation, so playback continues. */}
      <Route path="*" element={<PlayerBar />} />
    </Routes>
  );
}
