import { createRemoteRoot } from '@sermon/shared-contracts/mf/create-remote-root';
import { loadI18n } from './i18n/load-i18n';
import { AppRoutes } from './routes';

/** Everything this remote renders, with its providers. The shell mounts it through single-spa. */
export const Root = createRemoteRoot({
  remote: 'mf-dashboard',
  loadI18n,
  AppRoutes,
  // a data router, so the unsaved-changes guard can block in-app navigation (useBlocker)
  dataRouter: true,
  // DefinePlugin compiles this remote's own build id in; jest and storybook have none
  buildId: process.env.BUILD_ID ?? 'dev',
});
