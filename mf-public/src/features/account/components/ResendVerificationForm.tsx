import { useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { resendActivation } from '@sermon/shared-contracts/api/resend-activation';
import { useApiClient } from '@sermon/shared-contracts/mf/use-api-client';
import { Button } from '../../../components/forms/Button';
import { FormAlert } from '../../../components/forms/FormAlert';
import { formStackStyle } from '../../../components/forms/form-styles';
import { TextField } from '../../../components/forms/TextField';
import { accountErrorText } from '../account-error-text';

/** Asks for a new verification link; the answer never says whether the account exists. */
export function ResendVerificationForm({ initial = '' }: { initial?: string }) {
  const { i18n } = useLingui();
  const client = useApiClient();
  const [identifier, setIdentifier] = useState(initial);
  const [phase, setPhase] = useState<'idle' | 'sending' | 'sent'>('idle');
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!identifier.trim() || phase === 'sending') return;
    setPhase('sending');
    setError(null);
    try {
      await resendActivation(client, identifier);
      setPhase('sent');
    } catch (caught) {
      setError(accountErrorText(i18n, caught));
      setPhase('idle');
    }
  };

  return (
    <form onSubmit={submit} noValidate data-testid="resend-form" css={formStackStyle}>
      {phase === 'sent' && (
        <FormAlert kind="success" testId="resend-sent">
          <Trans>If an account with an unverified e-mail address exists, we sent it a new verification link.</Trans>
        </FormAlert>
      )}
      {error && <FormAlert kind="error">{error}</FormAlert>}
      <TextField
        label={<Trans>Username or e-mail</Trans>}
        name="username"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        required
        testId="resend-username"
        value={identifier}
        onValueChange={(value) => {
          setIdentifier(value);
          if (phase === 'sent') setPhase('idle');
        }}
        disabled={phase === 'sending'}
      />
      <div>
        <Button type="submit" variant="secondary" busy={phase === 'sending'} disabled={!identifier.trim()} data-testid="resend-submit">
          <Trans>Send a new link</Trans>
        </Button>
      </div>
    </form>
  );
}
