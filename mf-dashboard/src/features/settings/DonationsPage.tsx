// donations: whether listeners may give, and how (at least one option; each URL must start with its method's prefix).
import { useLingui } from '@lingui/react/macro';
import { isValidEmail } from '@sermon/shared-contracts/rules/account-validation';
import {
  DONATION_METHODS,
  MAX_DONATION_OPTIONS,
  donationListProblem,
  donationOptionProblems,
  donationUrlPrefixText,
  type DonationMethod,
  type DonationOption,
} from '@sermon/shared-contracts/rules/donation-options';
import { formatMessage } from '@sermon/shared-contracts/errors/messages';
import { patchBroadcaster } from '@sermon/shared-contracts/api/patch-broadcaster';
import type { BroadcasterSettings } from '@sermon/shared-contracts/entities/broadcaster-settings';
import { Button } from '@sermon/shared-contracts/mf/forms/Button';
import { CheckboxField } from '@sermon/shared-contracts/mf/forms/CheckboxField';
import { FormAlert } from '@sermon/shared-contracts/mf/forms/FormAlert';
import { SelectField } from '@sermon/shared-contracts/mf/forms/SelectField';
import { TextAreaField } from '@sermon/shared-contracts/mf/forms/TextAreaField';
import { TextField } from '@sermon/shared-contracts/mf/forms/TextField';
import { breakpoints, colors, radius, space } from '@sermon/shared-contracts/mf/theme/tokens';
import { useApiClient } from '@sermon/shared-contracts/mf/use-api-client';
import { useDashboardBroadcaster } from '../../components/access/use-dashboard-broadcaster';
import { DashboardPage } from '../../components/page/DashboardPage';
import { mutedTextStyle, panelStyle, panelTitleStyle } from '../../components/page/dashboard-styles';
import { DashboardForm } from '../../components/unsaved/DashboardForm';
import { useSnapshotForm } from '../../components/unsaved/use-snapshot-form';
import { toastError, toastSuccess } from './save-feedback';
import { SettingsStatus } from './SettingsStatus';
import { useBroadcasterSettings } from './use-broadcaster-settings';
import { useServerErrors } from './use-server-errors';
import { useSettingsMessages } from './use-settings-messages';

const FORM_ID = 'broadcaster-donations-form';

interface DonationValues {
  donatable: boolean;
  options: DonationOption[];
}

export function DonationsPage() {
  const { t } = useLingui();
  const load = useBroadcasterSettings();
  return (
    <DashboardPage
      title={t`Donations`}
      breadcrumbs={[{ label: t`Overview`, to: '' }]}
      testId="donations-page"
      actions={
        load.state === 'ready' ? (
          <Button type="submit" form={FORM_ID} data-testid="donations-save">
            {t`Save`}
          </Button>
        ) : undefined
      }
    >
      {load.state === 'ready' ? <DonationsForm settings={load.settings} /> : <SettingsStatus load={load} onRetry={load.reload} />}
    </DashboardPage>
  );
}

function DonationsForm({ settings }: { settings: BroadcasterSettings }) {
  const { t } = useLingui();
  const client = useApiClient();
  const { broadcasterID, reload } = useDashboardBroadcaster();
  const form = useSnapshotForm<DonationValues>({ donatable: settings.donatable, options: settings.donationOptions });
  const server = useServerErrors();
  const translate = useSettingsMessages();
  const { donatable, options } = form.values;

  const methodLabels: Record<DonationMethod, string> = {
    cornerstone: t`Cornerstone`,
    paypal: t`PayPal`,
    stripe: t`Stripe`,
    mail: t`By mail`,
    other: t`Other website`,
  };
  const optionProblems = options.map((option) => donationOptionProblems(option, isValidEmail));
  const listProblem = donationListProblem(options, donatable);
  const hasProblems = listProblem !== null || optionProblems.some((list) => list.length > 0);

  const setOption = (index: number, change: Partial<DonationOption>) => {
    form.set(
      'options',
      options.map((option, i) => (i === index ? { ...option, ...change } : option)),
    );
    for (const key of Object.keys(change)) server.clear(`donationOptions.${index}.${key}`);
    server.clear('donationOptions');
  };
  const problemsOf = (index: number, field: 'label' | 'email' | 'url') =>
    optionProblems[index]!.filter((p) => p.field === field).map((p) => translate(p.values ? formatMessage(p.message, p.values) : p.message));
  const serverError = (index: number, field: string) => {
    const text = server.errors[`donationOptions.${index}.${field}`];
    return text ? translate(text) : null;
  };

  const save = async () => {
    if (hasProblems) {
      toastError(listProblem ? translate(listProblem) : t`Please correct the marked fields.`);
      return;
    }
    const cleaned = options.map((option) => ({
      ...option,
      label: option.label.trim(),
      email: option.email?.trim() || null,
      url: option.method === 'mail' ? null : option.url?.trim() || null,
    }));
    try {
      await patchBroadcaster(client, broadcasterID, { donatable, donationOptions: cleaned });
      form.markSaved({ donatable, options: cleaned });
      server.reset();
      toastSuccess(t`Donation settings saved`);
      reload();
    } catch (error) {
      const message = server.take(error);
      toastError(message ? translate(message) : t`Please correct the marked fields.`);
    }
  };

  const listError = server.errors.donationOptions ? translate(server.errors.donationOptions) : listProblem ? translate(listProblem) : null;
  return (
    <DashboardForm id={FORM_ID} dirty={form.dirty} onSubmit={save} testId="donations-form">
      <section css={panelStyle}>
        <h2 css={panelTitleStyle}>{t`Giving`}</h2>
        <CheckboxField
          label={t`Accept donations`}
          help={t`Shows a Give button on your page with the options below.`}
          checked={donatable}
          onCheckedChange={(checked) => {
            form.set('donatable', checked);
            server.clear('donationOptions');
          }}
          testId="donations-donatable"
        />
      </section>
      <section css={panelStyle}>
        <h2 css={panelTitleStyle}>{t`Donation options`}</h2>
        {listError && (
          <div css={{ marginBottom: space(3) }}>
            <FormAlert kind="error" testId="donations-list-error">
              {listError}
            </FormAlert>
          </div>
        )}
        {options.length === 0 && <p css={mutedTextStyle}>{t`No donation options yet.`}</p>}
        <ol css={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: space(3) }}>
          {options.map((option, index) => (
            <li
              key={index}
              data-testid="donation-option"
              css={{ border: `1px solid ${colors.border}`, borderRadius: radius.md, padding: space(3), display: 'grid', gap: space(3), gridTemplateColumns: '1fr', [breakpoints.md]: { gridTemplateColumns: '1fr 1fr' } }}
            >
              <SelectField
                label={t`Method`}
                value={option.method}
                options={DONATION_METHODS.map((method) => ({ value: method, label: methodLabels[method] }))}
                onValueChange={(value) => setOption(index, { method: value as DonationMethod })}
                testId={`donation-method-${index}`}
              />
              {option.method === 'mail' ? (
                <TextAreaField
                  label={t`Mailing address`}
                  value={option.label}
                  onValueChange={(value) => setOption(index, { label: value })}
                  problems={problemsOf(index, 'label')}
                  serverError={serverError(index, 'label')}
                  rows={3}
                  testId={`donation-label-${index}`}
                />
              ) : (
                <TextField
                  label={t`Button text`}
                  value={option.label}
                  onValueChange={(value) => setOption(index, { label: value })}
                  problems={problemsOf(index, 'label')}
                  serverError={serverError(index, 'label')}
                  help={t`e.g. Give online`}
                  testId={`donation-label-${index}`}
                />
              )}
              {option.method !== 'mail' && (
                <TextField
                  label={t`Donation URL`}
                  value={option.url ?? ''}
                  onValueChange={(value) => setOption(index, { url: value })}
                  problems={problemsOf(index, 'url')}
                  serverError={serverError(index, 'url')}
                  help={(() => {
                    const prefix = donationUrlPrefixText(option.method);
                    return t`Starts with ${prefix}`;
                  })()}
                  type="url"
                  inputMode="url"
                  testId={`donation-url-${index}`}
                />
              )}
              <TextField
                label={t`E-mail for receipts (optional)`}
                value={option.email ?? ''}
                onValueChange={(value) => setOption(index, { email: value })}
                problems={problemsOf(index, 'email')}
                serverError={serverError(index, 'email')}
                type="email"
                inputMode="email"
                testId={`donation-email-${index}`}
              />
              <div css={{ gridColumn: '1 / -1' }}>
                <Button variant="quiet" onClick={() => form.set('options', options.filter((_, i) => i !== index))} data-testid={`donation-remove-${index}`}>
                  {t`Remove this option`}
                </Button>
              </div>
            </li>
          ))}
        </ol>
        <div css={{ marginTop: space(3) }}>
          <Button
            variant="secondary"
            disabled={options.length >= MAX_DONATION_OPTIONS}
            onClick={() => form.set('options', [...options, { method: 'paypal', label: '', email: null, url: '' }])}
            data-testid="donation-add"
          >
            {t`Add a donation option`}
          </Button>
        </div>
      </section>
    </DashboardForm>
  );
}
