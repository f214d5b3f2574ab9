import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { deleteUser } from '@sermon/shared-contracts/api/delete-user';
import { useApiClient } from '@sermon/shared-contracts/mf/use-api-client';
import { CheckboxField } from '@sermon/shared-contracts/mf/forms/CheckboxField';
import { FormAlert } from '@sermon/shared-contracts/mf/forms/FormAlert';
import { formStackStyle } from '@sermon/shared-contracts/mf/forms/form-styles';
import { TextField } from '@sermon/shared-contracts/mf/forms/TextField';
import { SectionSaveButton } from './SectionSaveButton';
import { SettingsSection } from './SettingsSection';
import { useSectionSave } from './use-section-save';

/** Deletes the account with everything it owns; the password and a tick confirm it. */
export function DeleteAccountSection() {
  const { t } = useLingui();
  const client = useApiClient();
  const navigate = useNavigate();
  const save = useSectionSave();
  const [password, setPassword] = useState('');
  const [understood, setUnderstood] = useState(false);
  const valid = password !== '' && understood;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!valid || save.saving) return;
    const deleted = await save.run(() => deleteUser(client, password), t`Your account has been deleted.`);
    // the sign-out page forgets this browser's tokens (they died with the account); signing out here first
    // would let the settings page's guard send the user to the login page instead
    if (deleted) navigate('/user/logout?deleted=true', { replace: true });
  };

  return (
    <SettingsSection
      id="delete-account"
      tone="danger"
      title={<Trans>Delete account</Trans>}
      description={<Trans>Your account, follows, favorites, history and comments are removed for good. This cannot be undone.</Trans>}
    >
      <form onSubmit={submit} noValidate data-testid="delete-account-form" css={formStackStyle}>
        {save.error && <FormAlert kind="error">{save.error}</FormAlert>}
        <TextField
          label={<Trans>Your password</Trans>}
          type="password"
          name="current-password"
          autoComplete="current-password"
          testId="delete-account-password"
          value={password}
          onValueChange={(value) => {
            setPassword(value);
            save.clearError();
          }}
          disabled={save.saving}
        />
        <CheckboxField
          label={<Trans>I understand that my account and everything in it will be deleted.</Trans>}
          checked={understood}
          onCheckedChange={setUnderstood}
          disabled={save.saving}
          testId="delete-account-understood"
        />
        <SectionSaveButton save={save} variant="danger" disabled={!valid} testId="delete-account-submit">
          <Trans>Delete my account</Trans>
        </SectionSaveButton>
      </form>
    </SettingsSection>
  );
}
