/**
 * The one table of federated remotes. The three name forms collide in their rules
 * (a container name must be a JS identifier, an emotion key must be [a-z-]), so each is stated.
 */
export const REMOTE_FOLDERS = [
  'mf-public',
  'mf-player',
  'mf-dashboard',
  'mf-promotions',
  'mf-video-wall',
  'mf-legacy-bridge',
] as const;

export type RemoteFolder = (typeof REMOTE_FOLDERS)[number];

export interface RemoteNames {
  /** workspace folder and URL segment under /mf/ */
  folder: RemoteFolder;
  /** Module Federation container and single-spa application name */
  container: string;
  /** emotion cache key */
  cssKey: string;
}

export const REMOTES: Record<RemoteFolder, RemoteNames> = Object.fromEntries(
  REMOTE_FOLDERS.map((folder) => [folder, { folder, container: folder.replace(/-/g, '_'), cssKey: folder }]),
) as Record<RemoteFolder, RemoteNames>;

/** The module every remote exposes: single-spa lifecycles. */
export const LIFECYCLES_EXPOSE = './lifecycles';
