// settings: the broadcaster's public profile (name, contact, services, about) with the unsaved-changes guard.
import { useLingui } from '@lingui/react/macro';
import { patchBroadcaster } from '@sermon/shared-contracts/api/patch-broadcaster';
import type { SettingsTextField } from '@sermon/shared-contracts/entities/broadcaster-settings';
import { Button } from '@sermon/shared-contracts/mf/forms/Button';
import { CheckboxField } from '@sermon/shared-contracts/mf/forms/CheckboxField';
import { TextAreaField } from '@sermon/shared-contracts/mf/forms/TextAreaField';
import { TextField } from '@sermon/shared-contracts/mf/forms/TextField';
import { breakpoints, space } from '@sermon/shared-contracts/mf/theme/tokens';
import { useApiClient } from '@sermon/shared-contracts/mf/use-api-client';
import { useDashboardBroadcaster } from '../../components/access/use-dashboard-broadcaster';
import { DashboardPage } from '../../components/page/DashboardPage';
import { panelStyle, panelTitleStyle } from '../../components/page/dashboard-styles';
import { DashboardForm } from '../../components/unsaved/DashboardForm';
import { useSnapshotForm } from '../../components/unsaved/use-snapshot-form';
import { toastError, toastSuccess } from './save-feedback';
import { settingsFormValues, settingsPatchOf, settingsProblems, type FieldProblem, type SettingsFormValues } from './settings-form';
import { SettingsStatus } from './SettingsStatus';
import type { BroadcasterSettings } from '@sermon/shared-contracts/entities/broadcaster-settings';
import { useBroadcasterSettings } from './use-broadcaster-settings';
import { useServerErrors } from './use-server-errors';
import { useSettingsMessages } from './use-settings-messages';

const FORM_ID = 'broadcaster-settings-form';

export function SettingsPage() {
  const { t } = useLingui();
  const load = useBroadcasterSettings();
  return (
    <DashboardPage
      title={t`Settings`}
      breadcrumbs={[{ label: t`Overview`, to: '' }]}
      testId="settings-page"
      actions={
        load.state === 'ready' ? (
          <Button type="submit" form={FORM_ID} data-testid="settings-save">
            {t`Save`}
          </Button>
        ) : undefined
      }
    >
      {load.state === 'ready' ? <SettingsForm settings={load.settings} /> : <SettingsStatus load={load} onRetry={load.reload} />}
    </DashboardPage>
  );
}

function SettingsForm({ settings }: { settings: BroadcasterSettings }) {
  const { t } = useLingui();
  const client = useApiClient();
  const { broadcasterID, reload } = useDashboardBroadcaster();
  const form = useSnapshotForm<SettingsFormValues>(settingsFormValues(settings));
  const server = useServerErrors();
  const translate = useSettingsMessages();
  const problems = settingsProblems(form.values);

  const problemText = (problem: FieldProblem | undefined): string[] => {
    switch (problem) {
      case 'required':
        return [t`This field is required.`];
      case 'tooLong':
        return [t`This text is too long.`];
      case 'email':
        return [t`Enter a valid e-mail address.`];
      case 'url':
        return [t`Enter a valid URL.`];
      case 'number':
        return [t`Enter a whole number.`];
      case 'language':
        return [t`Use a language code such as en or de.`];
      default:
        return [];
    }
  };

  const field = (name: SettingsTextField, label: string, extra: { help?: string; type?: string; inputMode?: 'tel' | 'email' | 'url'; autoComplete?: string } = {}) => (
    <TextField
      label={label}
      value={form.values[name]}
      onValueChange={(value) => {
        form.set(name, value);
        server.clear(name);
      }}
      problems={problemText(problems[name])}
      serverError={server.errors[name] ? translate(server.errors[name]!) : null}
      help={extra.help}
      type={extra.type ?? 'text'}
      inputMode={extra.inputMode}
      autoComplete={extra.autoComplete ?? 'off'}
      testId={`settings-${name}`}
    />
  );

  const save = async () => {
    if (Object.keys(problems).length > 0) {
      toastError(t`Please correct the marked fields.`);
      return;
    }
    try {
      await patchBroadcaster(client, broadcasterID, settingsPatchOf(form.values));
      form.markSaved(form.values);
      server.reset();
      toastSuccess(t`Settings saved`);
      reload();
    } catch (error) {
      const message = server.take(error);
      toastError(message ? translate(message) : t`Please correct the marked fields.`);
    }
  };

  const grid = { display: 'grid', gap: space(4), gridTemplateColumns: '1fr', [breakpoints.md]: { gridTemplateColumns: '1fr 1fr' } } as const;
  return (
    <DashboardForm id={FORM_ID} dirty={form.dirty} onSubmit={save} testId="settings-form">
      <section css={panelStyle}>
        <h2 css={panelTitleStyle}>{t`Profile`}</h2>
        <div css={grid}>
          {field('displayName', t`Broadcaster name`)}
          {field('shortName', t`Short name`, { help: t`Shown where space is tight.` })}
          {field('location', t`Location`, { help: t`City and state or country, e.g. Springfield, Illinois` })}
          {field('denomination', t`Denomination`)}
          {field('minister', t`Minister`)}
          {field('bibleVersion', t`Bible version`, { help: t`e.g. ESV, KJV` })}
          {field('languageCode', t`Language`, { help: t`Language code, e.g. en` })}
          <TextField
            label={t`Church size`}
            value={form.values.churchSize}
            onValueChange={(value) => {
              form.set('churchSize', value);
              server.clear('churchSize');
            }}
            problems={problemText(problems.churchSize)}
            serverError={server.errors.churchSize ? translate(server.errors.churchSize) : null}
            inputMode="numeric"
            testId="settings-churchSize"
          />
        </div>
        <div css={{ marginTop: space(4) }}>
          <CheckboxField
            label={t`Vacant pulpit`}
            help={t`List this church in the vacant pulpits directory.`}
            checked={form.values.vacantPulpit}
            onCheckedChange={(checked) => form.set('vacantPulpit', checked)}
            testId="settings-vacantPulpit"
          />
        </div>
      </section>

      <section css={panelStyle}>
        <h2 css={panelTitleStyle}>{t`Contact`}</h2>
        <div css={grid}>
          {field('email', t`Contact e-mail`, { type: 'email', inputMode: 'email' })}
          {field('phone', t`Phone`, { type: 'tel', inputMode: 'tel' })}
          {field('homePageURL', t`Home page`, { type: 'url', inputMode: 'url', help: t`e.g. https://www.example.org` })}
          {field('listenLineNumber', t`Listen line number`, { type: 'tel', inputMode: 'tel', help: t`A phone number listeners call to hear sermons.` })}
          {/* addresses span lines (street, then town): an input would run them together */}
          <TextAreaField
            label={t`Street address`}
            value={form.values.address}
            onValueChange={(value) => form.set('address', value)}
            problems={problemText(problems.address)}
            rows={3}
            testId="settings-address"
          />
          <TextAreaField
            label={t`Mailing address`}
            value={form.values.addressMail}
            onValueChange={(value) => form.set('addressMail', value)}
            problems={problemText(problems.addressMail)}
            rows={3}
            testId="settings-addressMail"
          />
          {field('facebookUsername', t`Facebook username`)}
          {field('twitterUsername', t`Twitter username`)}
        </div>
      </section>

      <section css={panelStyle}>
        <h2 css={panelTitleStyle}>{t`About`}</h2>
        <div css={{ display: 'grid', gap: space(4) }}>
          <TextAreaField
            label={t`Service times`}
            value={form.values.serviceTimes}
            onValueChange={(value) => form.set('serviceTimes', value)}
            problems={problemText(problems.serviceTimes)}
            help={t`One service per line, e.g. Sunday 10:30 AM`}
            rows={3}
            testId="settings-serviceTimes"
          />
          <TextAreaField
            label={t`About us`}
            value={form.values.aboutUs}
            onValueChange={(value) => form.set('aboutUs', value)}
            problems={problemText(problems.aboutUs)}
            rows={6}
            testId="settings-aboutUs"
          />
          {field('welcomeVideoID', t`Welcome video`, { help: t`The ID of a sermon with video to greet visitors.` })}
        </div>
      </section>
    </DashboardForm>
  );
}
