import { useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { User } from '@sermon/shared-contracts/entities/user';
import { CheckboxField } from '@sermon/shared-contracts/mf/forms/CheckboxField';
import { FormAlert } from '@sermon/shared-contracts/mf/forms/FormAlert';
import { formStackStyle } from '@sermon/shared-contracts/mf/forms/form-styles';
import { SectionSaveButton } from './SectionSaveButton';
import { SettingsSection } from './SettingsSection';
import { useSectionSave } from './use-section-save';
import { useSaveUserPatch } from './use-save-user-patch';

/** newsletter_opt_in, notify_email and notify_mobile. */
export function NotificationsSection({ user }: { user: User }) {
  const { t } = useLingui();
  const save = useSectionSave();
  const saveUserPatch = useSaveUserPatch();
  const [newsletter, setNewsletter] = useState(user.newsletter_opt_in);
  const [notifyEmail, setNotifyEmail] = useState(user.notify_email);
  const [notifyMobile, setNotifyMobile] = useState(user.notify_mobile);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (save.saving) return;
    await save.run(
      () => saveUserPatch({ newsletter_opt_in: newsletter, notify_email: notifyEmail, notify_mobile: notifyMobile }),
      t`Your notification settings have been saved.`,
    );
  };

  return (
    <SettingsSection id="notifications" title={<Trans>Newsletter and notifications</Trans>}>
      <form onSubmit={submit} noValidate css={formStackStyle}>
        {save.error && <FormAlert kind="error">{save.error}</FormAlert>}
        <CheckboxField
          label={<Trans>Newsletter</Trans>}
          help={<Trans>News about the site and selected sermons, now and then.</Trans>}
          checked={newsletter}
          onCheckedChange={setNewsletter}
          disabled={save.saving}
          testId="notify-newsletter"
        />
        <CheckboxField
          label={<Trans>E-mail notifications</Trans>}
          help={<Trans>An e-mail when what you follow publishes something new.</Trans>}
          checked={notifyEmail}
          onCheckedChange={setNotifyEmail}
          disabled={save.saving}
          testId="notify-email"
        />
        <CheckboxField
          label={<Trans>Mobile notifications</Trans>}
          help={<Trans>Notifications in the mobile app.</Trans>}
          checked={notifyMobile}
          onCheckedChange={setNotifyMobile}
          disabled={save.saving}
          testId="notify-mobile"
        />
        <SectionSaveButton save={save} testId="notifications-save">
          <Trans>Save notifications</Trans>
        </SectionSaveButton>
      </form>
    </SettingsSection>
  );
}
