import { useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { patchUser } from '@sermon/shared-contracts/api/patch-user';
import type { User } from '@sermon/shared-contracts/entities/user';
import { useApiClient } from '@sermon/shared-contracts/mf/use-api-client';
import { useSession } from '@sermon/shared-contracts/mf/use-session';
import { sanitizeWebPreferences } from '@sermon/shared-contracts/rules/web-preferences';
import { Button } from '../../../components/forms/Button';
import { CheckboxField } from '../../../components/forms/CheckboxField';
import { FormAlert } from '../../../components/forms/FormAlert';
import { formStackStyle } from '../../../components/forms/form-styles';
import { SettingsSection } from './SettingsSection';
import { useSectionSave } from './use-section-save';

/** showDesktopNav and showTranscripts, stored in web_preferences (sent as JSON text; the server merges the keys). */
export function SitePreferencesSection({ user }: { user: User }) {
  const { t } = useLingui();
  const client = useApiClient();
  const { session } = useSession();
  const save = useSectionSave();
  const stored = sanitizeWebPreferences(user.web_preferences);
  const [showDesktopNav, setShowDesktopNav] = useState(stored.showDesktopNav);
  const [showTranscripts, setShowTranscripts] = useState(stored.showTranscripts);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (save.saving) return;
    await save.run(async () => {
      await patchUser(client, { web_preferences: JSON.stringify({ showDesktopNav, showTranscripts, t: Date.now() }) });
      await session.reloadUser();
    }, t`Your site preferences have been saved.`);
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
        <div>
          <Button type="submit" busy={save.saving} data-testid="preferences-save">
            <Trans>Save preferences</Trans>
          </Button>
        </div>
      </form>
    </SettingsSection>
  );
}
