import { useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { patchUser } from '@sermon/shared-contracts/api/patch-user';
import type { User } from '@sermon/shared-contracts/entities/user';
import { useApiClient } from '@sermon/shared-contracts/mf/use-api-client';
import { useSession } from '@sermon/shared-contracts/mf/use-session';
import { Button } from '../../../components/forms/Button';
import { CheckboxField } from '../../../components/forms/CheckboxField';
import { FormAlert } from '../../../components/forms/FormAlert';
import { formStackStyle } from '../../../components/forms/form-styles';
import { SettingsSection } from './SettingsSection';
import { useSectionSave } from './use-section-save';

/** newsletter_opt_in, notify_email and notify_mobile. */
export function NotificationsSection({ user }: { user: User }) {
  const { t } = useLingui();
  const client = useApiClient();
  const { session } = useSession();
  const save = useSectionSave();
  const [newsletter, setNewsletter] = useState(user.newsletter_opt_in);
  const [notifyEmail, setNotifyEmail] = useState(user.notify_email);
  const [notifyMobile, setNotifyMobile] = useState(user.notify_mobile);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (save.saving) return;
    await save.run(async () => {
      await patchUser(client, { newsletter_opt_in: newsletter, notify_email: notifyEmail, notify_mobile: notifyMobile });
      await session.reloadUser();
    }, t`Your notification settings have been saved.`);
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
        <div>
          <Button type="submit" busy={save.saving} data-testid="notifications-save">
            <Trans>Save notifications</Trans>
          </Button>
        </div>
      </form>
    </SettingsSection>
  );
}
