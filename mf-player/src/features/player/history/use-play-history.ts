// The signed-in listener's play history for the player bar; null for anonymous listeners (nothing is saved).
import { useMemo } from 'react';
import { useApiClient } from '@sermon/shared-contracts/mf/use-api-client';
import { useRemoteProps } from '@sermon/shared-contracts/mf/remote-props';
import { useSession } from '@sermon/shared-contracts/mf/use-session';
import { createPlayHistory } from './create-play-history';
import type { PlayHistory } from './play-history';

export function usePlayHistory(): PlayHistory | null {
  const { status, user, session } = useSession();
  const client = useApiClient();
  const { apiKey } = useRemoteProps();
  const userID = status === 'signed-in' ? (user?.user_id ?? null) : null;
  // a new history per user: nothing of one listener's session may reach another's
  return useMemo(() => (userID === null ? null : createPlayHistory(client, session, apiKey)), [userID, client, session, apiKey]);
}
