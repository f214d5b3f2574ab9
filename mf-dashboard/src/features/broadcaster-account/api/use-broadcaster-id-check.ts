// The Broadcaster ID's availability as the user types: the rule first (no request for an id it refuses), then
// GET node/broadcasters/{id}/available after a pause in typing. The sign-up asks again right before submitting.
import { useEffect, useState } from 'react';
import { checkBroadcasterId } from '@sermon/shared-contracts/api/check-broadcaster-id';
import { isValidBroadcasterId } from '@sermon/shared-contracts/rules/broadcaster-id';
import { useApiClient } from '@sermon/shared-contracts/mf/use-api-client';

export type IdAvailability = 'empty' | 'invalid' | 'checking' | 'available' | 'taken' | 'unknown';

/** Pause after the last keystroke before asking the server. */
export const ID_CHECK_DELAY_MS = 400;

export function useBroadcasterIdCheck(id: string): IdAvailability {
  const client = useApiClient();
  const [answer, setAnswer] = useState<{ id: string; value: IdAvailability } | null>(null);
  const valid = isValidBroadcasterId(id);

  useEffect(() => {
    if (!valid) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      checkBroadcasterId(client, id, { signal: controller.signal })
        .then((free) => setAnswer({ id, value: free === null ? 'unknown' : free ? 'available' : 'taken' }))
        .catch(() => {
          // aborted: a newer id is being checked
        });
    }, ID_CHECK_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [client, id, valid]);

  if (id === '') return 'empty';
  if (!valid) return 'invalid';
  return answer?.id === id ? answer.value : 'checking';
}
