/** Loads what the deployment decides at run time: the app config and the remotes manifest (nothing is baked in). */
import { isRemotesManifest, type AppConfig, type RemotesManifest } from '@sermon/shared-contracts/mf/custom-props';

/** App config as served at /app-config.json, with the optional fields the shell reads. */
export interface ShellConfig extends AppConfig {
  /** shown in the header and the document title; defaults to DEFAULT_SITE_NAME */
  siteName?: string;
  /** origin of the page that embeds this site in a frame (the classic dashboard); toasts are posted to it */
  parentOrigin?: string;
}

export const DEFAULT_SITE_NAME = 'SermonHub';

export class PlatformConfigError extends Error {
  override name = 'PlatformConfigError';
}

async function getJson(fetchImpl: typeof fetch, url: string): Promise<unknown> {
  const response = await fetchImpl(url, { cache: 'no-store', headers: { Accept: 'application/json' } });
  if (!response.ok) throw new PlatformConfigError(`${url} answered ${response.status}`);
  try {
    return await response.json();
  } catch {
    throw new PlatformConfigError(`${url} is not valid JSON`);
  }
}

export function parseShellConfig(value: unknown): ShellConfig {
  const v = (value ?? {}) as Record<string, unknown>;
  if (typeof v.apiBase !== 'string' || typeof v.apiKey !== 'string') {
    throw new PlatformConfigError('/app-config.json needs the strings apiBase and apiKey');
  }
  return {
    apiBase: v.apiBase,
    apiKey: v.apiKey,
    ...(typeof v.broadcasterApiKey === 'string' && v.broadcasterApiKey ? { broadcasterApiKey: v.broadcasterApiKey } : {}),
    ...(typeof v.siteName === 'string' && v.siteName ? { siteName: v.siteName } : {}),
    ...(typeof v.parentOrigin === 'string' && v.parentOrigin ? { parentOrigin: v.parentOrigin } : {}),
  };
}

export function parseRemotesManifest(value: unknown): RemotesManifest {
  if (!isRemotesManifest(value)) {
    throw new PlatformConfigError('/remotes.json is not a remotes manifest ({ remotes: [{ name, manifest, routes }] })');
  }
  return value;
}

export async function loadPlatformConfig(
  fetchImpl: typeof fetch = fetch,
): Promise<{ config: ShellConfig; manifest: RemotesManifest }> {
  const [config, manifest] = await Promise.all([
    getJson(fetchImpl, '/app-config.json').then(parseShellConfig),
    getJson(fetchImpl, '/remotes.json').then(parseRemotesManifest),
  ]);
  return { config, manifest };
}
