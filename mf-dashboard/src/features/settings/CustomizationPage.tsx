// customization: colours and layout of the broadcaster's public page, with a live preview beside the form.
import { useLingui } from '@lingui/react/macro';
import { patchBroadcaster } from '@sermon/shared-contracts/api/patch-broadcaster';
import type { BroadcasterCustomization, BroadcasterSettings } from '@sermon/shared-contracts/entities/broadcaster-settings';
import { Button } from '@sermon/shared-contracts/mf/forms/Button';
import { CheckboxField } from '@sermon/shared-contracts/mf/forms/CheckboxField';
import { SelectField } from '@sermon/shared-contracts/mf/forms/SelectField';
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

const FORM_ID = 'broadcaster-customization-form';
const HEX = /^#[0-9a-fA-F]{6}$/;

export function CustomizationPage() {
  const { t } = useLingui();
  const load = useBroadcasterSettings();
  return (
    <DashboardPage
      title={t`Customization`}
      breadcrumbs={[{ label: t`Overview`, to: '' }]}
      testId="customization-page"
      actions={
        load.state === 'ready' ? (
          <Button type="submit" form={FORM_ID} data-testid="customization-save">
            {t`Save`}
          </Button>
        ) : undefined
      }
    >
      {load.state === 'ready' ? <CustomizationForm settings={load.settings} /> : <SettingsStatus load={load} onRetry={load.reload} />}
    </DashboardPage>
  );
}

function ColorField({ label, value, onChange, serverError, testId }: { label: string; value: string; onChange(value: string): void; serverError: string | null; testId: string }) {
  const { t } = useLingui();
  return (
    <div css={{ display: 'flex', gap: space(2), alignItems: 'flex-end' }}>
      <input
        type="color"
        aria-label={label}
        value={HEX.test(value) ? value : '#000000'}
        onChange={(event) => onChange(event.target.value)}
        css={{ width: 48, height: 44, padding: 0, border: `1px solid ${colors.border}`, borderRadius: radius.sm, background: 'none', flex: 'none' }}
      />
      <div css={{ flex: 1, minWidth: 0 }}>
        <TextField
          label={label}
          value={value}
          onValueChange={onChange}
          problems={HEX.test(value) ? [] : [t`Use a color such as #1d4ed8.`]}
          serverError={serverError}
          testId={testId}
          autoComplete="off"
        />
      </div>
    </div>
  );
}

function CustomizationForm({ settings }: { settings: BroadcasterSettings }) {
  const { t } = useLingui();
  const client = useApiClient();
  const { broadcasterID, broadcaster, reload } = useDashboardBroadcaster();
  const form = useSnapshotForm<BroadcasterCustomization>(settings.customization);
  const server = useServerErrors();
  const translate = useSettingsMessages();
  const values = form.values;
  const valid = HEX.test(values.primaryColor) && HEX.test(values.accentColor);

  const save = async () => {
    if (!valid) {
      toastError(t`Please correct the marked fields.`);
      return;
    }
    try {
      await patchBroadcaster(client, broadcasterID, { customization: values });
      form.markSaved(values);
      server.reset();
      toastSuccess(t`Customization saved`);
      reload();
    } catch (error) {
      const message = server.take(error);
      toastError(message ? translate(message) : t`Please correct the marked fields.`);
    }
  };
  const serverError = (key: string) => (server.errors[`customization.${key}`] ? translate(server.errors[`customization.${key}`]!) : null);

  return (
    <div css={{ display: 'grid', gap: space(4), gridTemplateColumns: '1fr', [breakpoints.md]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)' } }}>
      <DashboardForm id={FORM_ID} dirty={form.dirty} onSubmit={save} testId="customization-form">
        <section css={panelStyle}>
          <h2 css={panelTitleStyle}>{t`Colors`}</h2>
          <div css={{ display: 'grid', gap: space(4) }}>
            <ColorField label={t`Main color`} value={values.primaryColor} onChange={(v) => form.set('primaryColor', v)} serverError={serverError('primaryColor')} testId="customization-primaryColor" />
            <ColorField label={t`Accent color`} value={values.accentColor} onChange={(v) => form.set('accentColor', v)} serverError={serverError('accentColor')} testId="customization-accentColor" />
          </div>
        </section>
        <section css={panelStyle}>
          <h2 css={panelTitleStyle}>{t`Layout`}</h2>
          <div css={{ display: 'grid', gap: space(4) }}>
            <SelectField
              label={t`Header`}
              value={values.headerStyle}
              options={[
                { value: 'banner', label: t`Banner image` },
                { value: 'color', label: t`Band in the main color` },
              ]}
              onValueChange={(v) => form.set('headerStyle', v as BroadcasterCustomization['headerStyle'])}
              testId="customization-headerStyle"
            />
            <SelectField
              label={t`First tab listeners see`}
              value={values.defaultTab}
              options={[
                { value: 'sermons', label: t`Sermons` },
                { value: 'series', label: t`Series` },
                { value: 'speakers', label: t`Speakers` },
                { value: 'articles', label: t`Articles` },
              ]}
              onValueChange={(v) => form.set('defaultTab', v as BroadcasterCustomization['defaultTab'])}
              testId="customization-defaultTab"
            />
            <CheckboxField label={t`Show the number of sermons`} checked={values.showSermonCount} onCheckedChange={(c) => form.set('showSermonCount', c)} />
            <CheckboxField label={t`Show the speakers tab`} checked={values.showSpeakers} onCheckedChange={(c) => form.set('showSpeakers', c)} />
          </div>
        </section>
      </DashboardForm>
      <section css={panelStyle} aria-labelledby="customization-preview-title">
        <h2 id="customization-preview-title" css={panelTitleStyle}>
          {t`Preview`}
        </h2>
        <p css={{ ...mutedTextStyle, marginBottom: space(3) }}>{t`How your page looks to listeners with these choices.`}</p>
        <CustomizationPreview values={values} name={broadcaster.displayName} location={broadcaster.location} sermonCount={broadcaster.numberOfSermons} />
      </section>
    </div>
  );
}

/** A small mock of the public broadcaster page, redrawn on every change. */
export function CustomizationPreview({ values, name, location, sermonCount }: { values: BroadcasterCustomization; name: string; location: string; sermonCount: number }) {
  const { t } = useLingui();
  const primary = HEX.test(values.primaryColor) ? values.primaryColor : '#1d4ed8';
  const accent = HEX.test(values.accentColor) ? values.accentColor : '#f59e0b';
  const tabs = [
    { key: 'sermons', label: t`Sermons` },
    { key: 'series', label: t`Series` },
    ...(values.showSpeakers ? [{ key: 'speakers', label: t`Speakers` }] : []),
    { key: 'articles', label: t`Articles` },
  ];
  return (
    <div data-testid="customization-preview" css={{ border: `1px solid ${colors.border}`, borderRadius: radius.md, overflow: 'hidden', background: '#ffffff', color: '#1d2433' }}>
      <div
        data-testid="customization-preview-header"
        style={{
          background: values.headerStyle === 'banner' ? `linear-gradient(135deg, ${primary} 0%, #12263f 100%)` : primary,
        }}
        css={{ padding: `${space(6)} ${space(4)}`, color: '#ffffff' }}
      >
        <div css={{ fontSize: '1.25rem', fontWeight: 700 }}>{name}</div>
        <div css={{ opacity: 0.9 }}>{location}</div>
        {values.showSermonCount && <div css={{ marginTop: space(1), fontSize: '0.85rem', opacity: 0.9 }}>{t`${sermonCount} sermons`}</div>}
      </div>
      <div css={{ display: 'flex', gap: space(3), padding: `0 ${space(4)}`, borderBottom: '1px solid #e1e5eb', flexWrap: 'wrap' }}>
        {tabs.map((tab) => (
          <span
            key={tab.key}
            style={tab.key === values.defaultTab ? { borderBottomColor: accent, color: primary } : undefined}
            css={{ padding: `${space(2)} 0`, fontWeight: 600, borderBottom: '3px solid transparent', color: '#5b6475' }}
          >
            {tab.label}
          </span>
        ))}
      </div>
      <div css={{ padding: space(4), display: 'grid', gap: space(2) }}>
        {[0, 1].map((row) => (
          <div key={row} css={{ display: 'flex', gap: space(3), alignItems: 'center' }}>
            <span style={{ background: accent }} css={{ width: 36, height: 36, borderRadius: '50%', flex: 'none' }} />
            <span css={{ flex: 1, height: 10, borderRadius: 4, background: '#e1e5eb' }} />
          </div>
        ))}
        <span style={{ background: primary }} css={{ justifySelf: 'start', color: '#ffffff', borderRadius: 999, padding: `${space(1)} ${space(3)}`, fontSize: '0.85rem', fontWeight: 600 }}>
          {t`Play`}
        </span>
      </div>
    </div>
  );
}
