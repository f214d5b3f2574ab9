import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { requestPasswordReset } from '@sermon/shared-contracts/api/request-password-reset';
import { resetPassword } from '@sermon/shared-contracts/api/reset-password';
import { ACCOUNT_ERROR_CODES } from '@sermon/shared-contracts/constants/accounts';
import { isApiError } from '@sermon/shared-contracts/errors/api-error';
import { useApiClient } from '@sermon/shared-contracts/mf/use-api-client';
import { usePageTitle } from '@sermon/shared-contracts/mf/use-page-title';
import { Button } from '@sermon/shared-contracts/mf/forms/Button';
import { FormAlert } from '@sermon/shared-contracts/mf/forms/FormAlert';
import { formStackStyle } from '@sermon/shared-contracts/mf/forms/form-styles';
import { space } from '@sermon/shared-contracts/mf/theme/tokens';
import { accountErrorText, fieldErrorOf } from './account-error-text';
import { AccountCard } from './components/AccountCard';
import { ActionLink } from './components/ActionLink';
import { IdentifierField } from './components/IdentifierField';
import { isNewPasswordValid, NewPasswordFields, type NewPassword } from './components/NewPasswordFields';
import { useIdentifierRequest } from './components/use-identifier-request';

/** /user/reset-password: asks for the reset mail; with `?code=` from that mail, sets the new password. */
export function ResetPasswordPage() {
  const { t } = useLingui();
  const [params] = useSearchParams();
  const code = params.get('code')?.trim() ?? '';
  usePageTitle(t`Reset your password`);
  return (
    <AccountCard
      testId="reset-password-page"
      title={code ? <Trans>Choose a new password</Trans> : <Trans>Reset your password</Trans>}
      intro={
        code ? undefined : <Trans>Enter your username or e-mail address and we will send you a link to choose a new password.</Trans>
      }
    >
      {code ? <NewPasswordForm code={code} /> : <RequestResetForm initial={params.get('username') ?? ''} />}
    </AccountCard>
  );
}

function RequestResetForm({ initial }: { initial: string }) {
  const { identifier, changeIdentifier, phase, error, submit } = useIdentifierRequest(initial, requestPasswordReset);

  if (phase === 'sent') {
    return (
      <div css={{ display: 'grid', gap: space(5) }}>
        <FormAlert kind="success" testId="reset-requested">
          <Trans>If an account exists for {identifier.trim()}, we sent it a link to choose a new password. The link works for one hour.</Trans>
        </FormAlert>
        <div>
          <ActionLink to="/user/login" variant="secondary">
            <Trans>Back to sign in</Trans>
          </ActionLink>
        </div>
      </div>
    );
  }
  return (
    <form onSubmit={submit} noValidate data-testid="request-reset-form" css={formStackStyle}>
      {error && <FormAlert kind="error">{error}</FormAlert>}
      <IdentifierField testId="reset-username" value={identifier} onValueChange={changeIdentifier} disabled={phase === 'sending'} />
      <div>
        <Button type="submit" busy={phase === 'sending'} disabled={!identifier.trim()} data-testid="reset-request-submit">
          <Trans>Send the link</Trans>
        </Button>
      </div>
    </form>
  );
}

function NewPasswordForm({ code }: { code: string }) {
  const { i18n } = useLingui();
  const client = useApiClient();
  const [password, setPassword] = useState<NewPassword>({ password: '', repeat: '' });
  const [phase, setPhase] = useState<'idle' | 'sending' | 'done'>('idle');
  const [error, setError] = useState<{ text: string; badCode: boolean } | null>(null);
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const valid = isNewPasswordValid(password);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!valid || phase === 'sending') return;
    setPhase('sending');
    setError(null);
    try {
      await resetPassword(client, code, password.password);
      setPhase('done');
    } catch (caught) {
      const fieldText = fieldErrorOf(caught, 'password');
      if (fieldText) setPasswordError(fieldText);
      else {
        const badCode = isApiError(caught) && caught.apiCode === ACCOUNT_ERROR_CODES.resetCodeInvalid;
        setError({ text: accountErrorText(i18n, caught), badCode });
      }
      setPhase('idle');
    }
  };

  if (phase === 'done') {
    return (
      <div css={{ display: 'grid', gap: space(5) }}>
        <FormAlert kind="success" testId="reset-done">
          <Trans>Your password has been changed. Every device that was signed in has been signed out.</Trans>
        </FormAlert>
        <div>
          <ActionLink to="/user/login" testId="reset-sign-in">
            <Trans>Sign in</Trans>
          </ActionLink>
        </div>
      </div>
    );
  }
  return (
    <form onSubmit={submit} noValidate data-testid="reset-form" css={formStackStyle}>
      {error && (
        <FormAlert kind="error" testId="reset-error">
          {error.text}
          {error.badCode && (
            <>
              {' '}
              <Trans>You can ask for a new link below.</Trans>
            </>
          )}
        </FormAlert>
      )}
      <NewPasswordFields
        label={<Trans>New password</Trans>}
        value={password}
        serverError={passwordError}
        disabled={phase === 'sending'}
        onChange={(value) => {
          setPassword(value);
          setPasswordError(null);
        }}
      />
      <div>
        <Button type="submit" busy={phase === 'sending'} disabled={!valid} data-testid="reset-submit">
          <Trans>Save the new password</Trans>
        </Button>
      </div>
      {error?.badCode && (
        <div>
          <ActionLink to="/user/reset-password" variant="secondary">
            <Trans>Ask for a new link</Trans>
          </ActionLink>
        </div>
      )}
    </form>
  );
}
