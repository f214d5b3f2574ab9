import { useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { User } from '@sermon/shared-contracts/entities/user';
import { isValidEmail } from '@sermon/shared-contracts/rules/account-validation';
import { FormAlert } from '@sermon/shared-contracts/mf/forms/FormAlert';
import { formStackStyle } from '@sermon/shared-contracts/mf/forms/form-styles';
import { TextField } from '@sermon/shared-contracts/mf/forms/TextField';
import { colors, space } from '@sermon/shared-contracts/mf/theme/tokens';
import { fieldErrorOf } from '../account-error-text';
import { isNewPasswordValid, NewPasswordFields, type NewPassword } from '../components/NewPasswordFields';
import { EMAIL_INVALID } from '../problem-labels';
import { SectionSaveButton } from './SectionSaveButton';
import { SettingsSection } from './SettingsSection';
import { useSectionSave } from './use-section-save';
import { useSaveUserPatch } from './use-save-user-patch';

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
  const save = useSectionSave();
  const saveUserPatch = useSaveUserPatch();
  const [email, setEmail] = useState('');
  const [currentPassword, setCurrentPassword] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const trimmed = email.trim();
  const emailProblems = trimmed && !isValidEmail(trimmed) ? [i18n._(EMAIL_INVALID)] : [];
  const valid = isValidEmail(trimmed) && trimmed.toLowerCase() !== user.email.toLowerCase() && currentPassword !== '';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!valid || save.saving) return;
    const saved = await save.run(
      () => saveUserPatch({ email: trimmed, current_password: currentPassword }),
      t`Your e-mail address has been changed.`,
    );
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
      <SectionSaveButton save={save} disabled={!valid} testId="change-email-save">
        <Trans>Change e-mail address</Trans>
      </SectionSaveButton>
    </form>
  );
}

function ChangePasswordForm() {
  const { t } = useLingui();
  const save = useSectionSave();
  const saveUserPatch = useSaveUserPatch();
  const [currentPassword, setCurrentPassword] = useState('');
  const [password, setPassword] = useState<NewPassword>({ password: '', repeat: '' });
  const valid = currentPassword !== '' && isNewPasswordValid(password);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!valid || save.saving) return;
    // every session is revoked, this one included: saveUserPatch keeps this browser signed in with the new pair
    const saved = await save.run(
      () => saveUserPatch({ password: password.password, current_password: currentPassword }),
      t`Your password has been changed. Other devices have been signed out.`,
    );
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
      <SectionSaveButton save={save} disabled={!valid} testId="change-password-save">
        <Trans>Change password</Trans>
      </SectionSaveButton>
    </form>
  );
}
