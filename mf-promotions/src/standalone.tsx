/** Development page of this remote alone (`npm run dev`), rendering the Root the shell would mount. */
import { startStandalone } from '@sermon/shared-contracts/mf/start-standalone';
import { Root } from './Root';

void startStandalone(Root);
