// The remotes manifest the shell loads at start: which remote owns which route prefixes and where its
// mf-manifest.json lives. DATA_DIR/remotes.json, when present, replaces it (read fresh on every
// request), which is how a single remote is redeployed without touching the others.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { REMOTES, REMOTE_FOLDERS } from '@sermon/shared-contracts/mf/remotes';
import { isRemotesManifest, type RemotesManifest } from '@sermon/shared-contracts/mf/custom-props';
import { REMOTE_ROUTE_PREFIXES } from '@sermon/shared-contracts/routes/route-table';

async function readBuildId(frontendRoot: string, folder: string): Promise<string | undefined> {
  try {
    const text = (await readFile(path.join(frontendRoot, folder, 'dist', 'build-id.txt'), 'utf8')).trim();
    return text || undefined;
  } catch {
    return undefined;
  }
}

export async function defaultRemotesManifest(frontendRoot: string): Promise<RemotesManifest> {
  const remotes = await Promise.all(
    REMOTE_FOLDERS.map(async (folder) => {
      const buildId = await readBuildId(frontendRoot, folder);
      return {
        name: REMOTES[folder].container,
        manifest: `/mf/${folder}/mf-manifest.json`,
        routes: REMOTE_ROUTE_PREFIXES[folder],
        ...(buildId ? { buildId } : {}),
      };
    }),
  );
  return { remotes };
}

export class InvalidOverrideError extends Error {}

/** The override file's manifest, or null when there is none. */
export async function overrideRemotesManifest(dataDir: string): Promise<RemotesManifest | null> {
  let text: string;
  try {
    text = await readFile(path.join(dataDir, 'remotes.json'), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new InvalidOverrideError(`${path.join(dataDir, 'remotes.json')} is not valid JSON`);
  }
  if (!isRemotesManifest(parsed)) throw new InvalidOverrideError(`${path.join(dataDir, 'remotes.json')} is not a remotes manifest`);
  return parsed;
}
