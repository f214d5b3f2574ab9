// email-settings: which notification e-mails the broadcaster's team receives, and at which address.
import { useLingui } from '@lingui/react/macro';
import { patchBroadcaster } from '@sermon/shared-contracts/api/patch-broadcaster';
import type { BroadcasterEmailSettings, BroadcasterSettings } from '@sermon/shared-contracts/entities/broadcaster-settings';
import { isValidEmail } from '@sermon/shared-contracts/rules/account-validation';
import { Button } from '@sermon/shared-contracts/mf/forms/Button';
import { CheckboxField } from '@sermon/shared-contracts/mf/forms/CheckboxField';
import { TextField } from '@sermon/shared-contracts/mf/forms/TextField';
import { space } from '@sermon/shared-contracts/mf/theme/tokens';
import { useApiClient } from '@sermon/shared-contracts/mf/use-api-client';
import { useDashboardBroadcaster } from '../../components/access/use-dashboard-broadcaster';
import { DashboardPage } from '../../components/page/DashboardPage';
import { panelStyle, panelTitleStyle } from '../../components/page/dashboard-styles';
import { DashboardForm } from '../../components/unsaved/DashboardForm';
import { useSnapshotForm } from '../../components/unsaved/use-snapshot-form';
import { toastError, toastSuccess } from './save-feedback';
import { SettingsStatus } from './SettingsStatus';
import { useBroadcasterSettings } from './use-broadcaster-settings';
import { useServerErrors } from './use-server-errors';
import { useSettingsMessages } from './use-settings-messages';

const FORM_ID = 'broadcaster-email-settings-form';
type EmailValues = Omit<BroadcasterEmailSettings, 'notificationEmail'> & { notificationEmail: string };

export function EmailSettingsPage() {
  const { t } = useLingui();
  const load = useBroadcasterSettings();
  return (
    <DashboardPage
      title={t`E-mail settings`}
      breadcrumbs={[{ label: t`Overview`, to: '' }]}
      testId="email-settings-page"
      actions={
        load.state === 'ready' ? (
          <Button type="submit" form={FORM_ID} data-testid="email-settings-save">
            {t`Save`}
          </Button>
        ) : undefined
      }
    >
      {load.state === 'ready' ? <EmailSettingsForm settings={load.settings} /> : <SettingsStatus load={load} onRetry={load.reload} />}
    </DashboardPage>
  );
}

function EmailSettingsForm({ settings }: { settings: BroadcasterSettings }) {
  const { t } = useLingui();
  const client = useApiClient();
  const { broadcasterID } = useDashboardBroadcaster();
  const form = useSnapshotForm<EmailValues>({ ...settings.emailSettings, notificationEmail: settings.emailSettings.notificationEmail ?? '' });
  const server = useServerErrors();
  const translate = useSettingsMessages();
  const values = form.values;
  const address = values.notificationEmail.trim();
  const addressProblems = address === '' || isValidEmail(address) ? [] : [t`Enter a valid e-mail address.`];

  const save = async () => {
    if (addressProblems.length > 0) {
      toastError(t`Please correct the marked fields.`);
      return;
    }
    try {
      await patchBroadcaster(client, broadcasterID, { emailSettings: { ...values, notificationEmail: address || null } });
      form.markSaved(values);
      server.reset();
      toastSuccess(t`E-mail settings saved`);
    } catch (error) {
      const message = server.take(error);
      toastError(message ? translate(message) : t`Please correct the marked fields.`);
    }
  };

  const fallback = settings.email ?? t`the contact e-mail on the Settings page`;
  const toggles: Array<{ key: keyof Omit<EmailValues, 'notificationEmail'>; label: string; help: string }> = [
    { key: 'uploadComplete', label: t`A sermon finished processing`, help: t`When an upload has been encoded and is ready to publish.` },
    { key: 'encodingFailed', label: t`Processing failed`, help: t`When an upload could not be encoded.` },
    { key: 'newComment', label: t`New comments`, help: t`When a listener comments on one of your sermons.` },
    { key: 'listenerMessage', label: t`Messages from listeners`, help: t`When someone writes to you through your page.` },
    { key: 'weeklyStats', label: t`Weekly statistics`, help: t`A summary of plays and downloads every Monday.` },
  ];
  return (
    <DashboardForm id={FORM_ID} dirty={form.dirty} onSubmit={save} testId="email-settings-form">
      <section css={panelStyle}>
        <h2 css={panelTitleStyle}>{t`Where to send`}</h2>
        <TextField
          label={t`Notification address`}
          value={values.notificationEmail}
          onValueChange={(value) => {
            form.set('notificationEmail', value);
            server.clear('emailSettings.notificationEmail');
          }}
          problems={addressProblems}
          serverError={server.errors['emailSettings.notificationEmail'] ? translate(server.errors['emailSettings.notificationEmail']) : null}
          help={t`Leave empty to use ${fallback}.`}
          type="email"
          inputMode="email"
          testId="email-settings-address"
        />
      </section>
      <section css={panelStyle}>
        <h2 css={panelTitleStyle}>{t`Notifications`}</h2>
        <div css={{ display: 'grid', gap: space(3) }}>
          {toggles.map((toggle) => (
            <CheckboxField
              key={toggle.key}
              label={toggle.label}
              help={toggle.help}
              checked={values[toggle.key]}
              onCheckedChange={(checked) => form.set(toggle.key, checked)}
              testId={`email-settings-${toggle.key}`}
            />
          ))}
        </div>
      </section>
    </DashboardForm>
  );
}
