// PATCH site/users the way every settings section does it: send the change, then reload the session's user so
// the header and the other remotes show it at once.
import { useCallback } from 'react';
import { patchUser, type UserPatch } from '@sermon/shared-contracts/api/patch-user';
import { useApiClient } from '@sermon/shared-contracts/mf/use-api-client';
import { useSession } from '@sermon/shared-contracts/mf/use-session';

export function useSaveUserPatch(): (patch: UserPatch) => Promise<void> {
  const client = useApiClient();
  const { session } = useSession();
  return useCallback(
    async (patch: UserPatch) => {
      const result = await patchUser(client, patch);
      // a new password revoked every session, this one included: the answer carries the pair that keeps this browser signed in
      if (result.tokens) session.replaceTokens(result.tokens);
      await session.reloadUser();
    },
    [client, session],
  );
}
