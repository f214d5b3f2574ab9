// Asks the server, while the user types, whether a username or e-mail address is still free (spec doc 1 §5).
import { useEffect, useState } from 'react';
import { checkAvailability } from '@sermon/shared-contracts/api/check-availability';
import type { ApiClient } from '@sermon/shared-contracts/api/create-api-client';

export type Availability = 'idle' | 'checking' | 'available' | 'taken';

/** Typing pauses shorter than this do not send a request. */
export const AVAILABILITY_DEBOUNCE_MS = 400;

/**
 * The availability of `value` for `kind`; 'idle' while the value breaks the local rules (no request is
 * sent for a value the form already rejects). A newer value cancels the older request.
 */
export function useAvailability(client: ApiClient, kind: 'username' | 'email', value: string, checkable: boolean): Availability {
  const [result, setResult] = useState<{ value: string; availability: Availability }>({ value: '', availability: 'idle' });
  useEffect(() => {
    if (!checkable) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      const query = kind === 'username' ? { username: value } : { email: value };
      checkAvailability(client, query, { signal: controller.signal }).then((isAvailable) => {
        if (!controller.signal.aborted) setResult({ value, availability: isAvailable ? 'available' : 'taken' });
      });
    }, AVAILABILITY_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [client, kind, value, checkable]);
  if (!checkable) return 'idle';
  return result.value === value ? result.availability : 'checking';
}
