import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { activateDevice } from '@sermon/shared-contracts/api/activate-device';
import { useApiClient } from '@sermon/shared-contracts/mf/use-api-client';
import { RequireSignIn } from '@sermon/shared-contracts/mf/RequireSignIn';
import { usePageTitle } from '@sermon/shared-contracts/mf/use-page-title';
import { useSession } from '@sermon/shared-contracts/mf/use-session';
import { displayNameOf } from '@sermon/shared-contracts/rules/account-validation';
import { Button } from '@sermon/shared-contracts/mf/forms/Button';
import { FormAlert } from '@sermon/shared-contracts/mf/forms/FormAlert';
import { TextField } from '@sermon/shared-contracts/mf/forms/TextField';
import { AccountCard } from '../account/components/AccountCard';
import { space } from '@sermon/shared-contracts/mf/theme/tokens';
import { accountErrorTextForDevice } from './device-error-text';
import { formatUserCode, isCompleteUserCode, normalizeUserCode } from './user-code';

/** /activate: a signed-in user types the code their TV shows (`?code=` fills it in); others sign in first. */
export function ActivatePage() {
  return (
    <RequireSignIn>
      <ActivateForm />
    </RequireSignIn>
  );
}

function ActivateForm() {
  const { t, i18n } = useLingui();
  usePageTitle(t`Sign in on a TV`);
  const client = useApiClient();
  const { user } = useSession();
  const [params] = useSearchParams();
  const [code, setCode] = useState(() => formatUserCode(params.get('code') ?? ''));
  const [phase, setPhase] = useState<'idle' | 'sending' | 'done'>('idle');
  const [error, setError] = useState<string | null>(null);
  const complete = isCompleteUserCode(code);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!complete || phase === 'sending') return;
    setPhase('sending');
    setError(null);
    try {
      await activateDevice(client, normalizeUserCode(code));
      setPhase('done');
    } catch (caught) {
      setError(accountErrorTextForDevice(i18n, caught));
      setPhase('idle');
    }
  };

  const name = user ? displayNameOf(user) : '';
  return (
    <AccountCard
      testId="activate-page"
      title={<Trans>Sign in on a TV</Trans>}
      intro={
        phase === 'done' ? undefined : (
          <Trans>Open this site's TV page on your TV. It shows a code of eight characters: type it here.</Trans>
        )
      }
    >
      {phase === 'done' ? (
        <div css={{ display: 'grid', gap: space(5) }}>
          <FormAlert kind="success" testId="activate-done">
            <Trans>Your TV is now signed in as {name}. It will show your account in a moment.</Trans>
          </FormAlert>
          <div>
            <Button
              variant="secondary"
              onClick={() => {
                setCode('');
                setPhase('idle');
              }}
            >
              <Trans>Sign in another TV</Trans>
            </Button>
          </div>
        </div>
      ) : (
        <form onSubmit={submit} noValidate data-testid="activate-form" css={{ display: 'grid', gap: space(5) }}>
          {error && (
            <FormAlert kind="error" testId="activate-error">
              {error}
            </FormAlert>
          )}
          <TextField
            label={<Trans>Code on your TV</Trans>}
            name="user-code"
            autoComplete="one-time-code"
            autoCapitalize="characters"
            spellCheck={false}
            placeholder="ABCD-EFGH"
            maxLength={9}
            testId="activate-code"
            value={code}
            onValueChange={(value) => {
              setCode(formatUserCode(value));
              setError(null);
            }}
            disabled={phase === 'sending'}
            inputStyle={{ fontFamily: 'ui-monospace, Menlo, Consolas, monospace', fontSize: '1.6rem', letterSpacing: '0.12em', textTransform: 'uppercase' }}
          />
          <div>
            <Button type="submit" busy={phase === 'sending'} disabled={!complete} data-testid="activate-submit">
              <Trans>Sign in the TV</Trans>
            </Button>
          </div>
        </form>
      )}
    </AccountCard>
  );
}
