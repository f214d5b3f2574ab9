import { useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router';
import { deleteSermon } from '@sermon/shared-contracts/api/delete-sermon';
import { duplicateSermon } from '@sermon/shared-contracts/api/duplicate-sermon';
import { getSermon } from '@sermon/shared-contracts/api/get-sermon';
import { patchSermon } from '@sermon/shared-contracts/api/patch-sermon';
import type { Sermon } from '@sermon/shared-contracts/entities/sermon';
import { isApiError } from '@sermon/shared-contracts/errors/api-error';
import { emitPlatformEvent } from '@sermon/shared-contracts/events/platform-events';
import { Button } from '@sermon/shared-contracts/mf/forms/Button';
import { FormAlert } from '@sermon/shared-contracts/mf/forms/FormAlert';
import { SelectField } from '@sermon/shared-contracts/mf/forms/SelectField';
import { TextAreaField } from '@sermon/shared-contracts/mf/forms/TextAreaField';
import { TextField } from '@sermon/shared-contracts/mf/forms/TextField';
import { eventTypeLabel } from '@sermon/shared-contracts/mf/event-type-labels';
import { useApiClient } from '@sermon/shared-contracts/mf/use-api-client';
import { breakpoints, colors, space } from '@sermon/shared-contracts/mf/theme/tokens';
import { keywordProblem } from '@sermon/shared-contracts/rules/sermon-validation';
import { IncorrectBroadcaster } from '../../../components/access/IncorrectBroadcaster';
import { useDashboardBroadcaster } from '../../../components/access/use-dashboard-broadcaster';
import { DashboardNotFound } from '../../../components/not-found/DashboardNotFound';
import { DashboardPage } from '../../../components/page/DashboardPage';
import { mutedTextStyle, panelStyle, panelTitleStyle, secondaryButtonLinkStyle } from '../../../components/page/dashboard-styles';
import { useDashboardHref } from '../../../components/page/use-dashboard-href';
import { DashboardForm } from '../../../components/unsaved/DashboardForm';
import { useSnapshotForm } from '../../../components/unsaved/use-snapshot-form';
import { PublishStateBadge } from '../shared/PublishStateBadge';
import { languageLabel, useEditorOptions } from '../shared/use-editor-options';
import { useProblemText, usePublishBlockText } from '../shared/use-problem-text';
import { ChipsField } from './ChipsField';
import { PublishControls } from './PublishControls';
import { SermonMediaSection } from '../../sermon-media/SermonMediaSection';
import { formFromSermon, formProblems, formPublishBlock, NEW_SERIES, patchFromForm, type SermonFormValues } from './sermon-form';

type Loaded = { kind: 'loading' } | { kind: 'missing' } | { kind: 'failed' } | { kind: 'ready'; sermon: Sermon };

const FORM_ID = 'sermon-editor-form';

/** `sermons/{sermonID}`: loads the sermon (drafts too); not found and another broadcaster's sermon have their screens. */
export function SermonEditorPage() {
  const { t } = useLingui();
  const { sermonID = '' } = useParams();
  const client = useApiClient();
  const { broadcasterID } = useDashboardBroadcaster();
  const [loaded, setLoaded] = useState<Loaded>({ kind: 'loading' });

  const load = useCallback(
    async (signal?: AbortSignal) => {
      try {
        const sermon = await getSermon(client, sermonID, { allowUnpublished: true }, { signal, noCache: true });
        setLoaded({ kind: 'ready', sermon });
      } catch (error) {
        if (signal?.aborted) return;
        setLoaded({ kind: isApiError(error) && error.httpStatus === 404 ? 'missing' : 'failed' });
      }
    },
    [client, sermonID],
  );
  useEffect(() => {
    const controller = new AbortController();
    setLoaded({ kind: 'loading' });
    void load(controller.signal);
    return () => controller.abort();
  }, [load]);

  if (loaded.kind === 'missing' || !/^\d+$/.test(sermonID)) return <DashboardNotFound kind="sermon" />;
  if (loaded.kind === 'failed') {
    return (
      <DashboardPage title={t`Sermon`} breadcrumbs={[{ label: t`Sermons`, to: 'sermons' }]}>
        <FormAlert kind="error">{t`The sermon could not be loaded. Please try again.`}</FormAlert>
      </DashboardPage>
    );
  }
  if (loaded.kind === 'loading') {
    return (
      <DashboardPage title={t`Sermon`} breadcrumbs={[{ label: t`Sermons`, to: 'sermons' }]}>
        <p css={mutedTextStyle}>{t`Loading…`}</p>
      </DashboardPage>
    );
  }
  if (loaded.sermon.broadcaster.broadcasterID !== broadcasterID) return <IncorrectBroadcaster ownerID={loaded.sermon.broadcaster.broadcasterID} />;
  return <SermonEditor sermon={loaded.sermon} onReload={() => load()} />;
}

function hasMediaOf(sermon: Sermon): boolean {
  return sermon.hasAudio || sermon.hasVideo || sermon.hasPDF || sermon.media.audio.length > 0 || sermon.media.video.length > 0;
}

function SermonEditor({ sermon, onReload }: { sermon: Sermon; onReload: () => Promise<void> }) {
  const { t, i18n } = useLingui();
  const client = useApiClient();
  const navigate = useNavigate();
  const href = useDashboardHref();
  const problemText = useProblemText();
  const blockText = usePublishBlockText();
  const { broadcasterID } = useDashboardBroadcaster();
  const [optionsKey, setOptionsKey] = useState(0);
  const options = useEditorOptions(broadcasterID, optionsKey);
  const saved = useMemo(() => formFromSermon(sermon), [sermon]);
  const form = useSnapshotForm<SermonFormValues>(saved);
  const { values } = form;
  const [busy, setBusy] = useState<null | 'save' | 'duplicate' | 'delete'>(null);
  const [error, setError] = useState<string | null>(null);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const hasMedia = hasMediaOf(sermon);

  const problems = formProblems(values, { hasMedia, savedLanguageCode: sermon.languageCode });
  const problemsOf = (field: string) => problems.filter((p) => p.field === field).map(problemText);
  // a field lists its problems only when it holds text, so "is required" of an emptied field goes in the error slot
  const requiredOf = (field: 'fullTitle' | 'speakerName') => {
    const found = problems.find((p) => p.field === field && (p.kind === 'titleRequired' || p.kind === 'speakerRequired'));
    return serverErrors[field] ?? (found ? problemText(found) : undefined);
  };
  const block = formPublishBlock(values, sermon.publishTimestamp);

  const save = async () => {
    setError(null);
    setServerErrors({});
    if (problems.length) {
      setError(t`Please correct the highlighted fields.`);
      return;
    }
    const patch = patchFromForm(saved, values);
    setBusy('save');
    try {
      if (Object.keys(patch).length) await patchSermon(client, sermon.sermonID, patch);
      const fresh = await getSermon(client, sermon.sermonID, { allowUnpublished: true }, { noCache: true });
      form.markSaved(formFromSermon(fresh));
      if (patch.speakerName !== undefined || patch.seriesTitle !== undefined) setOptionsKey((k) => k + 1);
      emitPlatformEvent('shell:toast', { kind: 'success', message: t`Sermon saved` });
      await onReload();
    } catch (caught) {
      if (isApiError(caught)) setServerErrors(caught.fieldErrors);
      setError((caught as Error).message || t`The sermon could not be saved. Please try again.`);
    } finally {
      setBusy(null);
    }
  };

  const duplicate = async () => {
    setBusy('duplicate');
    try {
      const copy = await duplicateSermon(client, sermon.sermonID);
      emitPlatformEvent('shell:toast', { kind: 'success', message: t`Sermon duplicated` });
      navigate(href(`sermons/${copy.sermonID}`));
    } catch (caught) {
      emitPlatformEvent('shell:toast', { kind: 'error', message: (caught as Error).message || t`The sermon could not be duplicated.` });
    } finally {
      setBusy(null);
    }
  };

  const remove = async () => {
    setBusy('delete');
    try {
      await deleteSermon(client, sermon.sermonID);
      form.markSaved(form.values);
      emitPlatformEvent('shell:toast', { kind: 'success', message: t`Sermon deleted` });
      navigate(href('sermons'));
    } catch (caught) {
      emitPlatformEvent('shell:toast', { kind: 'error', message: (caught as Error).message || t`The sermon could not be deleted.` });
      setBusy(null);
    }
  };

  const languageOptions = options.languages.some((l) => l.languageCode === values.languageCode)
    ? options.languages
    : [{ languageCode: values.languageCode, languageCode3: sermon.languageCode3, languageName: values.languageCode }, ...options.languages];

  const secondaryActions = (suffix: string) => (
    <>
        <a href={`/sermons/${sermon.sermonID}`} target="_blank" rel="noreferrer" css={secondaryButtonLinkStyle} data-testid={`sermon-public-link${suffix}`}>
          {t`View public page`}
        </a>
        <Button variant="secondary" onClick={() => void duplicate()} busy={busy === 'duplicate'} data-testid={`sermon-duplicate${suffix}`}>
          {t`Duplicate`}
        </Button>
        <Button variant="danger" onClick={() => setConfirmingDelete(true)} data-testid={`sermon-delete${suffix}`}>
          {t`Delete`}
        </Button>
    </>
  );

  return (
    <DashboardPage
      title={sermon.fullTitle}
      breadcrumbs={[{ label: t`Sermons`, to: 'sermons' }, { label: sermon.fullTitle }]}
      testId="sermon-editor-page"
      actions={
        <>
          <PublishStateBadge publishTimestamp={sermon.publishTimestamp} />
          {/* on a phone the sticky header keeps only Save; the other actions sit at the top of the page */}
          <span css={{ display: 'none', [breakpoints.md]: { display: 'contents' } }}>{secondaryActions('')}</span>
          <Button type="submit" form={FORM_ID} busy={busy === 'save'} disabled={!form.dirty} data-testid="sermon-save">
            {t`Save`}
          </Button>
        </>
      }
    >
      <div css={{ display: 'flex', flexWrap: 'wrap', gap: space(2), [breakpoints.md]: { display: 'none' } }}>{secondaryActions('-mobile')}</div>

      {confirmingDelete && (
        <div role="alertdialog" aria-labelledby="delete-sermon-title" data-testid="sermon-delete-confirm" css={{ ...panelStyle, borderColor: colors.danger, display: 'grid', gap: space(3) }}>
          <h2 id="delete-sermon-title" css={panelTitleStyle}>{t`Delete this sermon?`}</h2>
          <p css={mutedTextStyle}>{t`The sermon and all of its media will be removed. This cannot be undone.`}</p>
          <div css={{ display: 'flex', gap: space(2), flexWrap: 'wrap' }}>
            <Button variant="danger" busy={busy === 'delete'} onClick={() => void remove()} data-testid="sermon-delete-yes">
              {t`Delete sermon`}
            </Button>
            <Button variant="secondary" onClick={() => setConfirmingDelete(false)}>
              {t`Cancel`}
            </Button>
          </div>
        </div>
      )}

      <DashboardForm id={FORM_ID} dirty={form.dirty} onSubmit={save} testId="sermon-editor-form">
        {error && <FormAlert kind="error" testId="sermon-save-error">{error}</FormAlert>}

        <Panel title={t`Details`}>
          <div css={twoColumns}>
            <TextField label={t`Title`} value={values.fullTitle} onValueChange={(v) => form.set('fullTitle', v)} problems={problemsOf('fullTitle')} serverError={requiredOf('fullTitle')} testId="sermon-title" />
            <TextField
              label={t`Display title`}
              value={values.displayTitle}
              onValueChange={(v) => form.set('displayTitle', v)}
              problems={problemsOf('displayTitle')}
              help={t`A short title for small screens.`}
              testId="sermon-display-title"
            />
            <TextField label={t`Subtitle`} value={values.subtitle} onValueChange={(v) => form.set('subtitle', v)} problems={problemsOf('subtitle')} testId="sermon-subtitle" />
            <TextField
              label={t`Speaker`}
              value={values.speakerName}
              onValueChange={(v) => form.set('speakerName', v)}
              problems={problemsOf('speakerName')}
              serverError={requiredOf('speakerName')}
              list="sermon-speaker-options"
              help={t`Pick a speaker or type a new name.`}
              testId="sermon-speaker"
            />
            <datalist id="sermon-speaker-options">
              {options.speakers.map((s) => (
                <option key={s.speakerID} value={s.displayName} />
              ))}
            </datalist>
            <SelectField
              label={t({ message: 'Series', context: 'the one series a sermon belongs to' })}
              value={values.seriesID}
              onValueChange={(v) => form.set('seriesID', v)}
              testId="sermon-series"
              options={[
                { value: '', label: t`No series` },
                ...options.series.map((s) => ({ value: String(s.seriesID), label: s.title })),
                ...(sermon.series && !options.series.some((s) => s.seriesID === sermon.series!.seriesID) ? [{ value: String(sermon.series.seriesID), label: sermon.series.title }] : []),
                { value: NEW_SERIES, label: t`New series…` },
              ]}
            />
            {values.seriesID === NEW_SERIES && (
              <TextField label={t`New series title`} value={values.newSeriesTitle} onValueChange={(v) => form.set('newSeriesTitle', v)} problems={problemsOf('newSeriesTitle')} testId="sermon-new-series" />
            )}
            <SelectField
              label={t`Event type`}
              value={values.eventType}
              onValueChange={(v) => form.set('eventType', v)}
              options={options.eventTypes.map((type) => ({ value: type, label: eventTypeLabel(i18n, type) }))}
              testId="sermon-event-type"
            />
            <TextField label={t`Preach date`} type="date" value={values.preachDate} onValueChange={(v) => form.set('preachDate', v)} problems={problemsOf('preachDate')} testId="sermon-preach-date" />
            <div>
              <SelectField
                label={t`Language`}
                value={values.languageCode}
                onValueChange={(v) => form.set('languageCode', v)}
                disabled={hasMedia}
                options={languageOptions.map((l) => ({ value: l.languageCode, label: languageLabel(i18n.locale, l.languageCode, l.languageName) }))}
                testId="sermon-language"
              />
              {hasMedia && <p css={{ ...mutedTextStyle, fontSize: '0.8rem', marginTop: space(1) }}>{t`The language cannot be changed once media has been uploaded`}</p>}
            </div>
          </div>
        </Panel>

        <Panel title={t`Scripture and keywords`}>
          <div css={twoColumns}>
            <TextField
              label={t`Bible text`}
              value={values.bibleText}
              onValueChange={(v) => form.set('bibleText', v)}
              problems={values.bibleText.trim() ? problemsOf('bibleText') : []}
              serverError={serverErrors.bibleText}
              help={t`For example: John 3:16; Romans 8`}
              testId="sermon-bible-text"
            />
            <ChipsField
              label={t`Keywords`}
              chips={values.keywords}
              onChipsChange={(chips) => form.set('keywords', chips)}
              check={(existing, text) => keywordProblem(existing, text)}
              help={t`Keywords become hashtags on the public page.`}
              testId="sermon-keywords"
            />
          </div>
          <TextAreaField label={t`More info`} value={values.moreInfoText} onValueChange={(v) => form.set('moreInfoText', v)} problems={problemsOf('moreInfoText')} rows={5} testId="sermon-more-info" />
        </Panel>

        <Panel title={t`Publishing`}>
          <PublishControls
            mode={values.publishMode}
            scheduledAt={values.scheduledAt}
            onModeChange={(mode) => form.set('publishMode', mode)}
            onScheduledAtChange={(value) => form.set('scheduledAt', value)}
            blockReason={block && block !== 'alreadyPublished' ? blockText(block) : null}
            published={sermon.publishTimestamp !== null && values.publishMode === 'published'}
          />
        </Panel>
      </DashboardForm>

      <SermonMediaSection sermon={sermon} onMediaChanged={() => void onReload()} />
    </DashboardPage>
  );
}

const twoColumns = { display: 'grid', gap: space(4), [breakpoints.md]: { gridTemplateColumns: '1fr 1fr' } } as const;

function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section css={{ ...panelStyle, display: 'grid', gap: space(4) }}>
      <h2 css={panelTitleStyle}>{title}</h2>
      {children}
    </section>
  );
}

