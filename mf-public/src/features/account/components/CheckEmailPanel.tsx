import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { resendActivation } from '@sermon/shared-contracts/api/resend-activation';
import { useApiClient } from '@sermon/shared-contracts/mf/use-api-client';
import { Button } from '@sermon/shared-contracts/mf/forms/Button';
import { FormAlert } from '@sermon/shared-contracts/mf/forms/FormAlert';
import { colors, space } from '@sermon/shared-contracts/mf/theme/tokens';
import { accountErrorText } from '../account-error-text';

/** After sign-up: the verification link went to `email`; the user may ask for it again. */
export function CheckEmailPanel({ email, username }: { email: string; username: string }) {
  const { i18n } = useLingui();
  const client = useApiClient();
  const [state, setState] = useState<{ phase: 'idle' | 'sending' | 'sent' } | { phase: 'error'; message: string }>({ phase: 'idle' });
  const resend = async () => {
    setState({ phase: 'sending' });
    try {
      await resendActivation(client, username);
      setState({ phase: 'sent' });
    } catch (error) {
      setState({ phase: 'error', message: accountErrorText(i18n, error) });
    }
  };
  return (
    <section data-testid="check-email" aria-labelledby="check-email-title" css={{ display: 'grid', gap: space(4) }}>
      <h2 id="check-email-title" css={{ margin: 0, fontSize: '1.3rem' }}>
        <Trans>Check your e-mail</Trans>
      </h2>
      <p css={{ margin: 0 }}>
        <Trans>
          We sent a verification link to <strong css={{ wordBreak: 'break-all' }}>{email}</strong>. Open it to verify your e-mail
          address, then sign in.
        </Trans>
      </p>
      <p css={{ margin: 0, color: colors.muted }}>
        <Trans>No mail after a few minutes? Look in your spam folder, or send the link again.</Trans>
      </p>
      {state.phase === 'sent' && (
        <FormAlert kind="success" testId="resend-sent">
          <Trans>We sent the link again.</Trans>
        </FormAlert>
      )}
      {state.phase === 'error' && <FormAlert kind="error">{state.message}</FormAlert>}
      <div>
        <Button variant="secondary" busy={state.phase === 'sending'} onClick={resend} data-testid="resend-verification">
          <Trans>Resend</Trans>
        </Button>
      </div>
    </section>
  );
}
