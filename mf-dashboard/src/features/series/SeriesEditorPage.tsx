// series/{seriesID}: title, description, podcast settings, sort order and image; delete keeps the sermons.
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { deleteImage } from '@sermon/shared-contracts/api/delete-image';
import { deleteSeries } from '@sermon/shared-contracts/api/delete-series';
import { getSeries } from '@sermon/shared-contracts/api/get-series';
import { isApiError } from '@sermon/shared-contracts/errors/api-error';
import { getSeriesEditor } from '@sermon/shared-contracts/api/get-series-editor';
import { patchSeries } from '@sermon/shared-contracts/api/patch-series';
import { CONTENT_LIMITS } from '@sermon/shared-contracts/constants/content-limits';
import type { SermonSeries } from '@sermon/shared-contracts/entities/sermon-series';
import { Button } from '@sermon/shared-contracts/mf/forms/Button';
import { CheckboxField } from '@sermon/shared-contracts/mf/forms/CheckboxField';
import { SelectField } from '@sermon/shared-contracts/mf/forms/SelectField';
import { TextAreaField } from '@sermon/shared-contracts/mf/forms/TextAreaField';
import { TextField } from '@sermon/shared-contracts/mf/forms/TextField';
import { breakpoints, space } from '@sermon/shared-contracts/mf/theme/tokens';
import { useApiClient } from '@sermon/shared-contracts/mf/use-api-client';
import { useDashboardBroadcaster } from '../../components/access/use-dashboard-broadcaster';
import { IncorrectBroadcaster } from '../../components/access/IncorrectBroadcaster';
import { ForbiddenScreen } from '../../components/access/RequireBroadcasterRole';
import { ConfirmDialog } from '../../components/content/ConfirmDialog';
import { ImageUploadField } from '../../components/content/ImageUploadField';
import { LoadStatus } from '../../components/content/LoadStatus';
import { messageOf, toastError, toastSuccess } from '../../components/content/toasts';
import { useLoad } from '../../components/content/use-load';
import { DashboardNotFound } from '../../components/not-found/DashboardNotFound';
import { DashboardPage } from '../../components/page/DashboardPage';
import { panelStyle, panelTitleStyle } from '../../components/page/dashboard-styles';
import { useDashboardHref } from '../../components/page/use-dashboard-href';
import { DashboardForm } from '../../components/unsaved/DashboardForm';
import { useContentEditor } from '../content-editing/use-content-editor';
import { seriesFormValues, seriesPatchOf, seriesProblems, type SeriesProblem } from './series-form';

const FORM_ID = 'series-editor-form';

export function SeriesEditorPage() {
  const { t } = useLingui();
  const { seriesID = '' } = useParams();
  const client = useApiClient();
  const { broadcasterID } = useDashboardBroadcaster();
  // a 403 is either another broadcaster's series (offer switching) or a role without Uploader (the 403 screen):
  // the public read tells which
  const load = useLoad(
    (signal) =>
      getSeriesEditor(client, seriesID, { signal }).catch(async (error: unknown) => {
        if (!isApiError(error) || error.httpStatus !== 403) throw error;
        const publicSeries = await getSeries(client, Number(seriesID), { signal, noCache: true });
        if (publicSeries.broadcasterID === broadcasterID) throw error;
        return publicSeries;
      }),
    [client, seriesID, broadcasterID],
  );
  if (!/^\d+$/.test(seriesID) || (load.state === 'failed' && load.status === 404)) return <DashboardNotFound kind="series" />;
  if (load.state === 'failed' && load.status === 403) return <ForbiddenScreen />;
  if (load.state === 'ready' && load.data.broadcasterID !== broadcasterID) return <IncorrectBroadcaster ownerID={load.data.broadcasterID} />;
  return (
    <DashboardPage
      title={load.state === 'ready' ? load.data.title : t({ message: 'Series', context: 'the one series a sermon belongs to' })}
      breadcrumbs={[{ label: t`Series`, to: 'series' }]}
      testId="series-editor-page"
      actions={
        load.state === 'ready' ? (
          <Button type="submit" form={FORM_ID} data-testid="series-save">
            {t`Save`}
          </Button>
        ) : undefined
      }
    >
      {load.state === 'ready' ? (
        <SeriesForm series={load.data} onSaved={load.replace} onImageChanged={load.reload} />
      ) : (
        <LoadStatus failed={load.state === 'failed'} onRetry={load.reload} />
      )}
    </DashboardPage>
  );
}

function SeriesForm({ series, onSaved, onImageChanged }: { series: SermonSeries; onSaved: (series: SermonSeries) => void; onImageChanged: () => void }) {
  const { t } = useLingui();
  const client = useApiClient();
  const navigate = useNavigate();
  const href = useDashboardHref();
  const { form, serverErrors, set, save } = useContentEditor({
    item: series,
    valuesOf: seriesFormValues,
    problemsOf: seriesProblems,
    patch: (saved, edited) => patchSeries(client, series.seriesID, seriesPatchOf(saved, edited)),
    onSaved,
    savedMessage: () => t`Series saved`,
    summariseFieldErrors: true,
  });
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const problems = seriesProblems(form.values);
  const text = (problem: SeriesProblem | undefined): string[] =>
    problem === 'required' ? [t`This field is required.`] : problem === 'tooLong' ? [t`This text is too long.`] : problem === 'email' ? [t`Enter a valid e-mail address.`] : [];
  const remove = async () => {
    setDeleting(true);
    try {
      await deleteSeries(client, series.seriesID);
      form.markSaved(form.values);
      toastSuccess(t`Series deleted`);
      navigate(href('series'));
    } catch (error) {
      toastError(messageOf(error));
      setDeleting(false);
      setConfirmDelete(false);
    }
  };

  const sortOptions = [
    { value: '', label: t`Default (newest first)` },
    { value: 'newest', label: t`Newest first` },
    { value: 'oldest', label: t`Oldest first` },
    { value: 'title', label: t`Title` },
    { value: 'bible', label: t`Bible order` },
  ];
  const grid = { display: 'grid', gap: space(4), gridTemplateColumns: '1fr', [breakpoints.md]: { gridTemplateColumns: '1fr 1fr' } } as const;
  return (
    <>
      <DashboardForm id={FORM_ID} dirty={form.dirty} onSubmit={save} testId="series-form">
        <section css={panelStyle}>
          <h2 css={panelTitleStyle}>{t`Details`}</h2>
          <div css={{ display: 'grid', gap: space(4) }}>
            <TextField label={t`Title`} value={form.values.title} maxLength={CONTENT_LIMITS.seriesTitle} onValueChange={(v) => set('title', v)} problems={text(problems.title)} serverError={serverErrors.title} testId="series-title" />
            <TextAreaField label={t`Description`} value={form.values.description} maxLength={CONTENT_LIMITS.seriesDescription} showCount rows={4} onValueChange={(v) => set('description', v)} problems={text(problems.description)} serverError={serverErrors.description} testId="series-description" />
            <SelectField label={t`Sermon order`} value={form.values.defaultSortBy} options={sortOptions} onValueChange={(v) => set('defaultSortBy', v)} testId="series-sort" />
          </div>
        </section>
        <section css={panelStyle}>
          <h2 css={panelTitleStyle}>{t`Podcast`}</h2>
          <div css={{ display: 'grid', gap: space(4) }}>
            <CheckboxField label={t`Publish this series as a podcast`} checked={form.values.podcastEnabled} onCheckedChange={(v) => set('podcastEnabled', v)} testId="series-podcast" />
            <div css={grid}>
              <TextField label={t`Podcast e-mail`} type="email" inputMode="email" value={form.values.podcastEmail} onValueChange={(v) => set('podcastEmail', v)} problems={text(problems.podcastEmail)} serverError={serverErrors.podcastEmail} help={t`Podcast directories show this address to reach you.`} testId="series-podcast-email" />
              <TextField label={t`Podcast speaker`} value={form.values.podcastSpeaker} onValueChange={(v) => set('podcastSpeaker', v)} problems={text(problems.podcastSpeaker)} serverError={serverErrors.podcastSpeaker} testId="series-podcast-speaker" />
            </div>
          </div>
        </section>
      </DashboardForm>
      <section css={panelStyle}>
        <h2 css={panelTitleStyle}>{t`Image`}</h2>
        <ImageUploadField
          label={t`Series image`}
          target={{ kind: 'series', id: series.seriesID }}
          imageURL={series.image && !series.image.includes('/media/artwork/') ? series.image : null}
          onUploaded={() => {
            toastSuccess(t`Image uploaded`);
            onImageChanged();
          }}
          onRemove={async () => {
            await deleteImage(client, { kind: 'series', id: series.seriesID });
            onImageChanged();
          }}
          testId="series-image"
        />
      </section>
      <section css={panelStyle}>
        <h2 css={panelTitleStyle}>{t`Delete series`}</h2>
        <p css={{ margin: `0 0 ${space(3)}` }}>{t`The sermons of this series stay; they are no longer part of a series.`}</p>
        <Button type="button" variant="danger" onClick={() => setConfirmDelete(true)} data-testid="series-delete">
          {t`Delete series`}
        </Button>
      </section>
      {confirmDelete && (
        <ConfirmDialog title={t`Delete this series?`} confirmLabel={t`Delete`} danger busy={deleting} onConfirm={() => void remove()} onCancel={() => setConfirmDelete(false)}>
          {series.title}
        </ConfirmDialog>
      )}
    </>
  );
}
