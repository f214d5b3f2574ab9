// Fetches the sermon the player is asked to play (its media URLs, title, speaker, broadcaster).
import { useMemo } from 'react';
import { createApiClient, type ApiClient } from '@sermon/shared-contracts/api/create-api-client';
import { getSermon } from '@sermon/shared-contracts/api/get-sermon';
import type { Sermon } from '@sermon/shared-contracts/entities/sermon';
import { useRemoteProps } from '@sermon/shared-contracts/mf/remote-props';

export type PlayerSermonLoader = (sermonID: string, signal: AbortSignal) => Promise<Sermon>;

export function getPlayerSermon(client: ApiClient, sermonID: string, signal?: AbortSignal): Promise<Sermon> {
  // Full speaker and broadcaster are not needed: the bar shows names and links only.
  return getSermon(client, sermonID, { lite: true, liteBroadcaster: true }, { signal });
}

/** The loader bound to the API base, key and locale the shell gave this remote. */
export function usePlayerSermonLoader(): PlayerSermonLoader {
  const { apiBase, apiKey, locale } = useRemoteProps();
  return useMemo(() => {
    const client = createApiClient({ apiBase, apiKey, locale });
    return (sermonID, signal) => getPlayerSermon(client, sermonID, signal);
  }, [apiBase, apiKey, locale]);
}
