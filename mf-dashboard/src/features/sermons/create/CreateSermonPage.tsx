import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { createSermon } from '@sermon/shared-contracts/api/create-sermon';
import { SERMON_DEFAULTS } from '@sermon/shared-contracts/constants/sermon-editor';
import { emitPlatformEvent } from '@sermon/shared-contracts/events/platform-events';
import { Button } from '@sermon/shared-contracts/mf/forms/Button';
import { FormAlert } from '@sermon/shared-contracts/mf/forms/FormAlert';
import { SelectField } from '@sermon/shared-contracts/mf/forms/SelectField';
import { TextField } from '@sermon/shared-contracts/mf/forms/TextField';
import { eventTypeLabel } from '@sermon/shared-contracts/mf/event-type-labels';
import { useApiClient } from '@sermon/shared-contracts/mf/use-api-client';
import { breakpoints, space } from '@sermon/shared-contracts/mf/theme/tokens';
import { todayIsoDate, validateSermonFields } from '@sermon/shared-contracts/rules/sermon-validation';
import { useDashboardBroadcaster } from '../../../components/access/use-dashboard-broadcaster';
import { DashboardPage } from '../../../components/page/DashboardPage';
import { mutedTextStyle, panelStyle } from '../../../components/page/dashboard-styles';
import { DashboardForm } from '../../../components/unsaved/DashboardForm';
import { useSnapshotForm } from '../../../components/unsaved/use-snapshot-form';
import { useDashboardHref } from '../../../components/page/use-dashboard-href';
import { languageLabel, useEditorOptions } from '../shared/use-editor-options';
import { useProblemText } from '../shared/use-problem-text';

/** The spec's pause between creating a sermon and opening its editor (doc 1 §4). */
export const OPEN_EDITOR_DELAY_MS = 500;

const FORM_ID = 'create-sermon-form';

/** `sermons/create`: the defaults (doc 1 §5), then POST node/sermons, wait 500 ms and open `sermons/{sermonID}`. */
export function CreateSermonPage() {
  const { t, i18n } = useLingui();
  const client = useApiClient();
  const navigate = useNavigate();
  const href = useDashboardHref();
  const problemText = useProblemText();
  const { broadcasterID } = useDashboardBroadcaster();
  const options = useEditorOptions(broadcasterID);
  const [defaults] = useState(() => ({
    fullTitle: SERMON_DEFAULTS.fullTitle as string,
    speakerName: SERMON_DEFAULTS.speakerName as string,
    eventType: SERMON_DEFAULTS.eventType as string,
    preachDate: todayIsoDate(),
    languageCode: SERMON_DEFAULTS.languageCode as string,
  }));
  const form = useSnapshotForm(defaults);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [touched, setTouched] = useState(false);
  const problems = validateSermonFields(form.values);
  const problemOf = (field: string) => {
    const found = problems.find((p) => p.field === field);
    return touched && found ? [problemText(found)] : [];
  };
  // a field lists its problems only when it holds text, so "is required" of an emptied field goes in the error slot
  const requiredOf = (field: 'fullTitle' | 'speakerName') => {
    const found = problems.find((p) => p.field === field && (p.kind === 'titleRequired' || p.kind === 'speakerRequired'));
    return found ? problemText(found) : undefined;
  };

  const submit = async () => {
    setTouched(true);
    if (problems.length) return;
    setBusy(true);
    setError(null);
    try {
      const sermon = await createSermon(client, { broadcasterID, ...form.values, fullTitle: form.values.fullTitle.trim(), speakerName: form.values.speakerName.trim() });
      form.markSaved(form.values);
      emitPlatformEvent('shell:toast', { kind: 'success', message: t`Sermon created` });
      await new Promise((resolve) => setTimeout(resolve, OPEN_EDITOR_DELAY_MS));
      navigate(href(`sermons/${sermon.sermonID}`));
    } catch (caught) {
      setError((caught as { message?: string }).message ?? t`The sermon could not be created. Please try again.`);
      setBusy(false);
    }
  };

  return (
    <DashboardPage
      title={t`New sermon`}
      breadcrumbs={[{ label: t`Sermons`, to: 'sermons' }, { label: t`New sermon` }]}
      actions={
        <Button type="submit" form={FORM_ID} busy={busy} data-testid="create-sermon-submit">
          {t`Create sermon`}
        </Button>
      }
      testId="create-sermon-page"
    >
      <DashboardForm id={FORM_ID} dirty={form.dirty} requireDirty={false} onSubmit={submit}>
        {error && <FormAlert kind="error">{error}</FormAlert>}
        <section css={{ ...panelStyle, display: 'grid', gap: space(4), [breakpoints.md]: { gridTemplateColumns: '1fr 1fr' } }}>
          <p css={{ ...mutedTextStyle, [breakpoints.md]: { gridColumn: '1 / -1' } }}>
            {t`Start with the basics; you can upload media and fill in every detail in the editor next.`}
          </p>
          <TextField label={t`Title`} value={form.values.fullTitle} onValueChange={(v) => form.set('fullTitle', v)} problems={problemOf('fullTitle')} serverError={requiredOf('fullTitle')} testId="create-title" />
          <TextField
            label={t`Speaker`}
            value={form.values.speakerName}
            onValueChange={(v) => form.set('speakerName', v)}
            problems={problemOf('speakerName')}
            serverError={requiredOf('speakerName')}
            list="create-speaker-options"
            help={t`Pick a speaker or type a new name.`}
            testId="create-speaker"
          />
          <datalist id="create-speaker-options">
            {options.speakers.map((s) => (
              <option key={s.speakerID} value={s.displayName} />
            ))}
          </datalist>
          <SelectField
            label={t`Event type`}
            value={form.values.eventType}
            onValueChange={(v) => form.set('eventType', v)}
            options={options.eventTypes.map((type) => ({ value: type, label: eventTypeLabel(i18n, type) }))}
            testId="create-event-type"
          />
          <TextField label={t`Preach date`} type="date" value={form.values.preachDate} onValueChange={(v) => form.set('preachDate', v)} problems={problemOf('preachDate')} testId="create-preach-date" />
          <SelectField
            label={t`Language`}
            value={form.values.languageCode}
            onValueChange={(v) => form.set('languageCode', v)}
            options={options.languages.map((l) => ({ value: l.languageCode, label: languageLabel(i18n.locale, l.languageCode, l.languageName) }))}
            testId="create-language"
          />
        </section>
      </DashboardForm>
    </DashboardPage>
  );
}
