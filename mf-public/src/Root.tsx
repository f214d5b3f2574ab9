import { createRemoteRoot } from '@sermon/shared-contracts/mf/create-remote-root';
import { loadI18n } from './i18n/load-i18n';
import { AppRoutes } from './routes';
// Listens for the player's announcements from mount on (its first one comes with the first route change), so the
// lazily loaded pages know what plays and whether a player is there to ask (?autoplay=1).
import './components/player/use-player-status';

/** Everything this remote renders, with its providers. The shell mounts it through single-spa. */
export const Root = createRemoteRoot({
  remote: 'mf-public',
  loadI18n,
  AppRoutes,
  // DefinePlugin compiles this remote's own build id in; jest and storybook have none
  buildId: process.env.BUILD_ID ?? 'dev',
});
