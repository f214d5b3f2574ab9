import { useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { User } from '@sermon/shared-contracts/entities/user';
import { sanitizeWebPreferences } from '@sermon/shared-contracts/rules/web-preferences';
import { CheckboxField } from '@sermon/shared-contracts/mf/forms/CheckboxField';
import { FormAlert } from '@sermon/shared-contracts/mf/forms/FormAlert';
import { formStackStyle } from '@sermon/shared-contracts/mf/forms/form-styles';
import { SectionSaveButton } from './SectionSaveButton';
import { SettingsSection } from './SettingsSection';
import { useSectionSave } from './use-section-save';
import { useSaveUserPatch } from './use-save-user-patch';

/** showDesktopNav and showTranscripts, stored in web_preferences (sent as JSON text; the server merges the keys). */
export function SitePreferencesSection({ user }: { user: User }) {
  const { t } = useLingui();
  const save = useSectionSave();
  const saveUserPatch = useSaveUserPatch();
  const stored = sanitizeWebPreferences(user.web_preferences);
  const [showDesktopNav, setShowDesktopNav] = useState(stored.showDesktopNav);
  const [showTranscripts, setShowTranscripts] = useState(stored.showTranscripts);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (save.saving) return;
    await save.run(
      () => saveUserPatch({ web_preferences: JSON.stringify({ showDesktopNav, showTranscripts, t: Date.now() }) }),
      t`Your site preferences have been saved.`,
    );
  };

  return (
    <SettingsSection id="site-preferences" title={<Trans>Site preferences</Trans>}>
      <form onSubmit={submit} noValidate css={formStackStyle}>
        {save.error && <FormAlert kind="error">{save.error}</FormAlert>}
        <CheckboxField
          label={<Trans>Show the navigation bar on wide screens</Trans>}
          checked={showDesktopNav}
          onCheckedChange={setShowDesktopNav}
          disabled={save.saving}
          testId="pref-desktop-nav"
        />
        <CheckboxField
          label={<Trans>Show transcripts on sermon pages</Trans>}
          help={<Trans>Where a sermon has a transcript, open it below the player.</Trans>}
          checked={showTranscripts}
          onCheckedChange={setShowTranscripts}
          disabled={save.saving}
          testId="pref-transcripts"
        />
        <SectionSaveButton save={save} testId="preferences-save">
          <Trans>Save preferences</Trans>
        </SectionSaveButton>
      </form>
    </SettingsSection>
  );
}
