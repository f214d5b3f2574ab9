/** The module this remote exposes ('./lifecycles'); Root stays a lazy chunk until single-spa mounts it. */
import { createRemoteLifecycles } from '@sermon/shared-contracts/mf/create-remote-lifecycles';
import { loadI18n } from './i18n/load-i18n';

export const { bootstrap, mount, unmount } = createRemoteLifecycles({ loadRoot: () => import('./Root'), loadI18n });
