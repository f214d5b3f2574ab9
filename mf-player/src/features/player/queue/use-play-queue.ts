// The play queue bound to the API base, key and locale the shell gave this remote.
import { useMemo } from 'react';
import { createApiClient } from '@sermon/shared-contracts/api/create-api-client';
import { useRemoteProps } from '@sermon/shared-contracts/mf/remote-props';
import { createPlayQueue, type FetchNext } from './play-queue';

export function usePlayQueue(): FetchNext {
  const { apiBase, apiKey, locale } = useRemoteProps();
  return useMemo(() => createPlayQueue(createApiClient({ apiBase, apiKey, locale })), [apiBase, apiKey, locale]);
}
