// The cycle of the forms that only send a username or e-mail (password reset, new verification link): one request
// at a time, then "sent"; the answer never says whether the account exists, so there is nothing else to show.
import { useState, type FormEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { ApiClient } from '@sermon/shared-contracts/api/create-api-client';
import { useApiClient } from '@sermon/shared-contracts/mf/use-api-client';
import { accountErrorText } from '../account-error-text';

export type IdentifierRequestPhase = 'idle' | 'sending' | 'sent';

export function useIdentifierRequest(initial: string, send: (client: ApiClient, identifier: string) => Promise<unknown>) {
  const { i18n } = useLingui();
  const client = useApiClient();
  const [identifier, setIdentifier] = useState(initial);
  const [phase, setPhase] = useState<IdentifierRequestPhase>('idle');
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!identifier.trim() || phase === 'sending') return;
    setPhase('sending');
    setError(null);
    try {
      await send(client, identifier);
      setPhase('sent');
    } catch (caught) {
      setError(accountErrorText(i18n, caught));
      setPhase('idle');
    }
  };

  /** a changed identifier is a new request: a "sent" note about the old one goes away */
  const changeIdentifier = (value: string) => {
    setIdentifier(value);
    setPhase((current) => (current === 'sent' ? 'idle' : current));
  };

  return { identifier, changeIdentifier, phase, error, submit };
}
