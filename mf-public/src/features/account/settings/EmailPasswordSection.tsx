import { useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { patchUser } from '@sermon/shared-contracts/api/patch-user';
import type { User } from '@sermon/shared-contracts/entities/user';
import { useApiClient } from '@sermon/shared-contracts/mf/use-api-client';
import { useSession } from '@sermon/shared-contracts/mf/use-session';
import { isValidEmail } from '@sermon/shared-contracts/rules/account-validation';
import { Button } from '../../../components/forms/Button';
import { FormAlert } from '../../../components/forms/FormAlert';
import { formStackStyle } from '../../../components/forms/form-styles';
import { TextField } from '../../../components/forms/TextField';
import { colors, space } from '../../../components/theme/tokens';
import { fieldErrorOf } from '../account-error-text';
import { isNewPasswordValid, NewPasswordFields, type NewPassword } from '../components/NewPasswordFields';
import { EMAIL_INVALID } from '../problem-labels';
import { SettingsSection } from './SettingsSection';
import { useSectionSave } from './use-section-save';

/** Change the e-mail address or the password; both need the current password. */
export function EmailPasswordSection({ user }: { user: User }) {
  return (
    <SettingsSection
      id="email-password"
      title={<Trans>E-mail and password</Trans>}
      description={<Trans>Both changes ask for your current password.</Trans>}
    >
      <div css={{ display: 'grid', gap: space(8) }}>
        <ChangeEmailForm user={user} />
        <ChangePasswordForm />
      </div>
    </SettingsSection>
  );
}

function ChangeEmailForm({ user }: { user: User }) {
  const { t, i18n } = useLingui();
  const client = useApiClient();
  const { session } = useSession();
  const save = useSectionSave();
  const [email, setEmail] = useState('');
  const [currentPassword, setCurrentPassword] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const trimmed = email.trim();
  const emailProblems = trimmed && !isValidEmail(trimmed) ? [i18n._(EMAIL_INVALID)] : [];
  const valid = isValidEmail(trimmed) && trimmed.toLowerCase() !== user.email.toLowerCase() && currentPassword !== '';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!valid || save.saving) return;
    const saved = await save.run(async () => {
      await patchUser(client, { email: trimmed, current_password: currentPassword });
      await session.reloadUser();
    }, t`Your e-mail address has been changed.`);
    if (saved) {
      setSentTo(trimmed);
      setEmail('');
      setCurrentPassword('');
    }
  };

  return (
    <form onSubmit={submit} noValidate data-testid="change-email-form" css={formStackStyle}>
      <h3 css={{ margin: 0, fontSize: '1.05rem' }}>
        <Trans>E-mail address</Trans>
      </h3>
      <p css={{ margin: 0 }}>
        <Trans>
          Now: <strong css={{ wordBreak: 'break-all' }}>{user.email}</strong>
        </Trans>{' '}
        {user.verified ? (
          <span css={{ color: colors.success, fontWeight: 600 }}>
            <Trans>(verified)</Trans>
          </span>
        ) : (
          <span css={{ color: colors.danger, fontWeight: 600 }}>
            <Trans>(not verified yet)</Trans>
          </span>
        )}
      </p>
      {sentTo && (
        <FormAlert kind="success" testId="email-changed">
          <Trans>We sent a verification link to {sentTo}. Open it to verify your new address.</Trans>
        </FormAlert>
      )}
      {save.error && !fieldErrorOf(save.failure, 'email') && <FormAlert kind="error">{save.error}</FormAlert>}
      <TextField
        label={<Trans>New e-mail address</Trans>}
        type="email"
        name="email"
        autoComplete="email"
        inputMode="email"
        testId="change-email"
        value={email}
        onValueChange={(value) => {
          setEmail(value);
          save.clearError();
        }}
        problems={emailProblems}
        serverError={fieldErrorOf(save.failure, 'email')}
        disabled={save.saving}
      />
      <TextField
        label={<Trans>Current password</Trans>}
        type="password"
        name="current-password"
        autoComplete="current-password"
        testId="change-email-current-password"
        value={currentPassword}
        onValueChange={setCurrentPassword}
        disabled={save.saving}
      />
      <div>
        <Button type="submit" busy={save.saving} disabled={!valid} data-testid="change-email-save">
          <Trans>Change e-mail address</Trans>
        </Button>
      </div>
    </form>
  );
}

function ChangePasswordForm() {
  const { t } = useLingui();
  const client = useApiClient();
  const { session } = useSession();
  const save = useSectionSave();
  const [currentPassword, setCurrentPassword] = useState('');
  const [password, setPassword] = useState<NewPassword>({ password: '', repeat: '' });
  const valid = currentPassword !== '' && isNewPasswordValid(password);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!valid || save.saving) return;
    const saved = await save.run(async () => {
      const result = await patchUser(client, { password: password.password, current_password: currentPassword });
      // every session was revoked, this one included: the answer carries the pair that keeps this browser signed in
      if (result.tokens) session.replaceTokens(result.tokens);
      await session.reloadUser();
    }, t`Your password has been changed. Other devices have been signed out.`);
    if (saved) {
      setCurrentPassword('');
      setPassword({ password: '', repeat: '' });
    }
  };

  return (
    <form onSubmit={submit} noValidate data-testid="change-password-form" css={formStackStyle}>
      <h3 css={{ margin: 0, fontSize: '1.05rem' }}>
        <Trans>Password</Trans>
      </h3>
      {save.error && !fieldErrorOf(save.failure, 'password') && <FormAlert kind="error">{save.error}</FormAlert>}
      <TextField
        label={<Trans>Current password</Trans>}
        type="password"
        name="current-password"
        autoComplete="current-password"
        testId="change-password-current"
        value={currentPassword}
        onValueChange={(value) => {
          setCurrentPassword(value);
          save.clearError();
        }}
        disabled={save.saving}
      />
      <NewPasswordFields
        label={<Trans>New password</Trans>}
        value={password}
        onChange={setPassword}
        serverError={fieldErrorOf(save.failure, 'password')}
        disabled={save.saving}
      />
      <div>
        <Button type="submit" busy={save.saving} disabled={!valid} data-testid="change-password-save">
          <Trans>Change password</Trans>
        </Button>
      </div>
    </form>
  );
}
