import { useMemo } from 'react';
import { createApiClient, type ApiClient } from '../api/create-api-client';
import { useRemoteProps } from './remote-props';

/**
 * The API client of this remote, configured from the props the shell mounted it with. It carries the session's
 * access token (refreshed when expired) so the same client serves public and signed-in calls.
 */
export function useApiClient(): ApiClient {
  const { apiBase, apiKey, broadcasterApiKey, locale, session } = useRemoteProps();
  return useMemo(
    () => createApiClient({ apiBase, apiKey, locale, auth: session, ...(broadcasterApiKey ? { broadcasterApiKey } : {}) }),
    [apiBase, apiKey, broadcasterApiKey, locale, session],
  );
}
