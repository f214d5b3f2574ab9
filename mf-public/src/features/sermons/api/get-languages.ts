import { getLanguages } from '@sermon/shared-contracts/api/get-languages';
import type { Language } from '@sermon/shared-contracts/entities/language';
import type { NodeList } from '@sermon/shared-contracts/entities/node-list';
import { useApiClient } from '../../../components/api/use-api-client';
import { useQuery, type QueryResult } from '../../../components/api/use-query';

/** Sermon languages for the filter bar, named in the listener's locale. */
export function useLanguages(): QueryResult<NodeList<Language>> {
  const client = useApiClient();
  return useQuery(`languages:${client.locale}`, (signal) => getLanguages(client, { signal }), { progress: false });
}
