import { useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { User } from '@sermon/shared-contracts/entities/user';
import { displayNameProblems } from '@sermon/shared-contracts/rules/account-validation';
import { CheckboxField } from '@sermon/shared-contracts/mf/forms/CheckboxField';
import { FormAlert } from '@sermon/shared-contracts/mf/forms/FormAlert';
import { formStackStyle } from '@sermon/shared-contracts/mf/forms/form-styles';
import { SelectField } from '@sermon/shared-contracts/mf/forms/SelectField';
import { TextField } from '@sermon/shared-contracts/mf/forms/TextField';
import { DISPLAY_NAME_TOO_LONG } from '../problem-labels';
import { birthYearProblem, parseBirthYear } from './birth-year';
import { SectionSaveButton } from './SectionSaveButton';
import { SettingsSection } from './SettingsSection';
import { useSectionSave } from './use-section-save';
import { useSaveUserPatch } from './use-save-user-patch';

type Gender = User['gender'];

/** Display name, location, church leader, gender and birth year (PATCH site/users). */
export function ProfileSection({ user }: { user: User }) {
  const { t, i18n } = useLingui();
  const save = useSectionSave();
  const saveUserPatch = useSaveUserPatch();
  // display_name falls back to the username on the server; an untouched fallback stays empty here
  const [displayName, setDisplayName] = useState(user.display_name === user.username ? '' : user.display_name);
  const [location, setLocation] = useState(user.display_location ?? '');
  const [churchLeader, setChurchLeader] = useState(user.church_leader);
  const [gender, setGender] = useState<Gender>(user.gender);
  const [birthYear, setBirthYear] = useState(user.birth_year ? String(user.birth_year) : '');
  const nameProblems = displayNameProblems(displayName).length ? [i18n._(DISPLAY_NAME_TOO_LONG)] : [];
  const yearProblem = birthYearProblem(birthYear, new Date().getFullYear());
  const yearProblems = yearProblem === 'invalid' ? [t`Enter a year such as 1980.`] : [];
  const valid = nameProblems.length === 0 && yearProblems.length === 0;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!valid || save.saving) return;
    await save.run(
      () =>
        saveUserPatch({
          display_name: displayName.trim(),
          display_location: location.trim() || null,
          church_leader: churchLeader,
          gender,
          birth_year: parseBirthYear(birthYear),
        }),
      t`Your profile has been saved.`,
    );
  };

  return (
    <SettingsSection id="profile" title={<Trans>Profile</Trans>} description={<Trans>What other listeners see next to your comments.</Trans>}>
      <form onSubmit={submit} noValidate css={formStackStyle}>
        {save.error && <FormAlert kind="error">{save.error}</FormAlert>}
        <TextField
          label={<Trans>Display name</Trans>}
          name="display-name"
          autoComplete="name"
          testId="profile-display-name"
          value={displayName}
          onValueChange={setDisplayName}
          problems={nameProblems}
          placeholder={user.username}
          help={<Trans>Leave empty to show your username.</Trans>}
          disabled={save.saving}
        />
        <TextField
          label={<Trans>Location</Trans>}
          name="location"
          autoComplete="address-level2"
          testId="profile-location"
          value={location}
          onValueChange={setLocation}
          placeholder={t`City, country`}
          disabled={save.saving}
        />
        <CheckboxField
          label={<Trans>I am a church leader</Trans>}
          checked={churchLeader}
          onCheckedChange={setChurchLeader}
          disabled={save.saving}
          testId="profile-church-leader"
        />
        <SelectField
          label={<Trans>Gender</Trans>}
          name="gender"
          value={gender ?? ''}
          onValueChange={(value) => setGender(value === 'male' || value === 'female' ? value : null)}
          options={[
            { value: '', label: t`Prefer not to say` },
            { value: 'female', label: t`Female` },
            { value: 'male', label: t`Male` },
          ]}
          disabled={save.saving}
          testId="profile-gender"
        />
        <TextField
          label={<Trans>Birth year</Trans>}
          name="birth-year"
          inputMode="numeric"
          autoComplete="bday-year"
          maxLength={4}
          testId="profile-birth-year"
          value={birthYear}
          onValueChange={setBirthYear}
          problems={yearProblems}
          help={<Trans>Optional.</Trans>}
          disabled={save.saving}
        />
        <SectionSaveButton save={save} disabled={!valid} testId="profile-save">
          <Trans>Save profile</Trans>
        </SectionSaveButton>
      </form>
    </SettingsSection>
  );
}
