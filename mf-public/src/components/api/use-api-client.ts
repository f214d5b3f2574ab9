import { useMemo } from 'react';
import { createApiClient, type ApiClient } from '@sermon/shared-contracts/api/create-api-client';
import { useRemoteProps } from '@sermon/shared-contracts/mf/remote-props';

/** The shared API client, configured from the props the shell mounted this remote with. */
export function useApiClient(): ApiClient {
  const { apiBase, apiKey, locale } = useRemoteProps();
  return useMemo(() => createApiClient({ apiBase, apiKey, locale }), [apiBase, apiKey, locale]);
}
