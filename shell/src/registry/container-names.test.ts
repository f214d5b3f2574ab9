import { REMOTE_FOLDERS, REMOTES } from '@sermon/shared-contracts/mf/remotes';

// The webpack config is CommonJS and cannot import the TypeScript table, so it restates the naming rule.
// The manifest names the shell registers must be the containers the remotes are built as.
const { containerName } = require('../../../tools/webpack/create-remote-config.cjs') as {
  containerName: (folder: string) => string;
};

describe('remote container names', () => {
  it.each(REMOTE_FOLDERS)('builds %s as the container named in the shared table', (folder) => {
    expect(containerName(folder)).toBe(REMOTES[folder].container);
  });
});
