// speakers/{speakerID}: name, sort name, bio and portrait (with its upload history to roll back to).
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useParams } from 'react-router';
import { getSpeaker } from '@sermon/shared-contracts/api/get-speaker';
import { patchSpeaker } from '@sermon/shared-contracts/api/patch-speaker';
import { rollbackSpeakerImage } from '@sermon/shared-contracts/api/rollback-speaker-image';
import { BROADCASTER_ROLES } from '@sermon/shared-contracts/constants/accounts';
import { CONTENT_LIMITS } from '@sermon/shared-contracts/constants/content-limits';
import type { Speaker } from '@sermon/shared-contracts/entities/speaker';
import { Button } from '@sermon/shared-contracts/mf/forms/Button';
import { FormAlert } from '@sermon/shared-contracts/mf/forms/FormAlert';
import { TextAreaField } from '@sermon/shared-contracts/mf/forms/TextAreaField';
import { TextField } from '@sermon/shared-contracts/mf/forms/TextField';
import { colors, radius, space } from '@sermon/shared-contracts/mf/theme/tokens';
import { useApiClient } from '@sermon/shared-contracts/mf/use-api-client';
import { useSession } from '@sermon/shared-contracts/mf/use-session';
import { isSiteAdmin } from '@sermon/shared-contracts/rules/roles';
import { useDashboardBroadcaster } from '../../components/access/use-dashboard-broadcaster';
import { ImageUploadField } from '../../components/content/ImageUploadField';
import { LoadStatus } from '../../components/content/LoadStatus';
import { messageOf, toastError, toastSuccess } from '../../components/content/toasts';
import { useLoad } from '../../components/content/use-load';
import { DashboardNotFound } from '../../components/not-found/DashboardNotFound';
import { DashboardPage } from '../../components/page/DashboardPage';
import { mutedTextStyle, panelStyle, panelTitleStyle } from '../../components/page/dashboard-styles';
import { DashboardForm } from '../../components/unsaved/DashboardForm';
import { useContentEditor } from '../content-editing/use-content-editor';
import { canEditSpeaker, generationImageURL, imageGenerations, speakerFormValues, speakerPatchOf, speakerProblems, type SpeakerProblem } from './speaker-form';

const FORM_ID = 'speaker-editor-form';

export function SpeakerEditorPage() {
  const { t } = useLingui();
  const { speakerID = '' } = useParams();
  const client = useApiClient();
  const { user } = useSession();
  const { broadcasterID, can } = useDashboardBroadcaster();
  const valid = /^\d+$/.test(speakerID);
  const load = useLoad((signal) => (valid ? getSpeaker(client, speakerID, { signal, noCache: true }) : Promise.reject(Object.assign(new Error('not found'), { httpStatus: 404 }))), [client, speakerID]);
  if (!valid || (load.state === 'failed' && load.status === 404)) return <DashboardNotFound kind="speaker" />;
  const editable = load.state === 'ready' && canEditSpeaker(load.data, broadcasterID, can(BROADCASTER_ROLES.Uploader), isSiteAdmin(user));
  return (
    <DashboardPage
      title={load.state === 'ready' ? load.data.displayName : t`Speaker`}
      breadcrumbs={[{ label: t`Speakers`, to: 'speakers' }]}
      testId="speaker-editor-page"
      actions={
        editable ? (
          <Button type="submit" form={FORM_ID} data-testid="speaker-save">
            {t`Save`}
          </Button>
        ) : undefined
      }
    >
      {load.state === 'ready' ? (
        <SpeakerForm speaker={load.data} editable={editable} onSaved={load.replace} onImageChanged={load.reload} />
      ) : (
        <LoadStatus failed={load.state === 'failed'} onRetry={load.reload} />
      )}
    </DashboardPage>
  );
}

function SpeakerForm({ speaker, editable, onSaved, onImageChanged }: { speaker: Speaker; editable: boolean; onSaved: (s: Speaker) => void; onImageChanged: () => void }) {
  const { t } = useLingui();
  const client = useApiClient();
  const { form, serverErrors, set, save } = useContentEditor({
    item: speaker,
    valuesOf: speakerFormValues,
    problemsOf: speakerProblems,
    patch: (saved, edited) => patchSpeaker(client, speaker.speakerID, speakerPatchOf(saved, edited)),
    onSaved,
    savedMessage: () => t`Speaker saved`,
  });
  const [rollingBack, setRollingBack] = useState<number | null>(null);
  const problems = speakerProblems(form.values);
  const text = (problem: SpeakerProblem | undefined): string[] =>
    problem === 'required' ? [t`This field is required.`] : problem === 'tooLong' ? [t`This text is too long.`] : problem === 'placeholder' ? [t`This is a placeholder, not a speaker name.`] : [];
  const rollback = async (generation: number) => {
    setRollingBack(generation);
    try {
      onSaved(await rollbackSpeakerImage(client, speaker.speakerID, generation));
      toastSuccess(t`Portrait changed`);
    } catch (error) {
      toastError(messageOf(error));
    } finally {
      setRollingBack(null);
    }
  };

  const live = speaker.imageLiveGeneration ?? 0;
  return (
    <>
      {!editable && (
        <FormAlert kind="info" testId="speaker-read-only">
          {t`This speaker is shared with other broadcasters; only the broadcaster that added them or a site admin can change them.`}
        </FormAlert>
      )}
      <DashboardForm id={FORM_ID} dirty={form.dirty} onSubmit={save} testId="speaker-form">
        <section css={panelStyle}>
          <h2 css={panelTitleStyle}>{t`Details`}</h2>
          <div css={{ display: 'grid', gap: space(4) }}>
            <TextField label={t`Name`} value={form.values.displayName} disabled={!editable} maxLength={CONTENT_LIMITS.speakerName} onValueChange={(v) => set('displayName', v)} problems={text(problems.displayName)} serverError={serverErrors.displayName} testId="speaker-name" />
            <TextField label={t`Sort name`} value={form.values.sortName} disabled={!editable} help={t`How the speaker is sorted, e.g. Spurgeon, Charles H. Leave empty to derive it from the name.`} onValueChange={(v) => set('sortName', v)} problems={text(problems.sortName)} serverError={serverErrors.sortName} testId="speaker-sort-name" />
            <TextAreaField label={t`Biography`} value={form.values.bio} disabled={!editable} rows={6} maxLength={CONTENT_LIMITS.speakerBio} showCount onValueChange={(v) => set('bio', v)} problems={text(problems.bio)} serverError={serverErrors.bio} testId="speaker-bio" />
          </div>
        </section>
      </DashboardForm>
      <section css={panelStyle}>
        <h2 css={panelTitleStyle}>{t`Portrait`}</h2>
        {editable ? (
          <ImageUploadField
            label={t`Upload a new portrait`}
            target={{ kind: 'speaker', id: speaker.speakerID }}
            imageURL={live > 0 ? speaker.portraitURL : null}
            onUploaded={() => {
              toastSuccess(t`Image uploaded`);
              onImageChanged();
            }}
            testId="speaker-image"
          />
        ) : (
          <img src={speaker.portraitURL} alt="" width={96} height={96} css={{ borderRadius: radius.md }} />
        )}
        {editable && (speaker.imageMaxGeneration ?? 0) > 0 && (
          <div css={{ marginTop: space(4) }} data-testid="speaker-image-history">
            <h3 css={{ margin: `0 0 ${space(2)}`, fontSize: '0.95rem' }}>{t`Earlier portraits`}</h3>
            <ul css={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', gap: space(3), flexWrap: 'wrap' }}>
              {imageGenerations(speaker).map((generation) => (
                <li key={generation} css={{ display: 'grid', gap: space(1), justifyItems: 'center' }}>
                  {generation > 0 ? (
                    <img src={generationImageURL(speaker, generation)} alt="" width={64} height={64} css={{ borderRadius: radius.md, objectFit: 'cover', border: generation === live ? `3px solid ${colors.accent}` : `1px solid ${colors.border}` }} />
                  ) : (
                    <div css={{ width: 64, height: 64, borderRadius: radius.md, display: 'grid', placeItems: 'center', fontSize: '0.75rem', color: colors.muted, border: live === 0 ? `3px solid ${colors.accent}` : `1px dashed ${colors.border}` }}>{t`None`}</div>
                  )}
                  {generation === live ? (
                    <span css={{ ...mutedTextStyle, fontSize: '0.8rem' }}>{t`Shown now`}</span>
                  ) : (
                    <Button type="button" variant="quiet" busy={rollingBack === generation} onClick={() => void rollback(generation)} data-testid={`speaker-rollback-${generation}`}>
                      {t`Use this`}
                    </Button>
                  )}
                </li>
              ))}
            </ul>
          </div>
        )}
      </section>
    </>
  );
}
