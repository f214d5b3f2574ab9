import { useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { getMediaTracker } from '@sermon/shared-contracts/api/get-media-tracker';
import { postDeleteMediaJob } from '@sermon/shared-contracts/api/post-delete-media-job';
import { postEncodeJob } from '@sermon/shared-contracts/api/post-encode-job';
import { SERMON_LANGUAGES } from '@sermon/shared-contracts/constants/sermon-editor';
import { UPLOAD_MESSAGES } from '@sermon/shared-contracts/constants/uploads';
import type { MediaDeleteTarget, MediaTracker } from '@sermon/shared-contracts/entities/media-tracker';
import type { Sermon } from '@sermon/shared-contracts/entities/sermon';
import { isWellFormedTracker } from '@sermon/shared-contracts/machines/upload-tracker.machine';
import { Button } from '@sermon/shared-contracts/mf/forms/Button';
import { FormAlert } from '@sermon/shared-contracts/mf/forms/FormAlert';
import { SelectField } from '@sermon/shared-contracts/mf/forms/SelectField';
import { colors, radius, space } from '@sermon/shared-contracts/mf/theme/tokens';
import { useApiClient } from '@sermon/shared-contracts/mf/use-api-client';
import { ConfirmDialog } from '../../components/content/ConfirmDialog';
import { messageOf, toastError, toastSuccess } from '../../components/content/toasts';
import { mutedTextStyle, panelStyle, panelTitleStyle } from '../../components/page/dashboard-styles';
import { EncodingOptionsForm } from './EncodingOptionsForm';
import { MediaUploadButton } from './MediaUploadButton';
import { createTrackerSource } from './tracker-source';
import { TrackerPanel } from './TrackerPanel';
import { useUploadMessages } from './use-upload-messages';
import { useUploadTracker, type UploadTrackerSnapshot } from './use-upload-tracker';

const cardStyle = {
  border: `1px solid ${colors.border}`,
  borderRadius: radius.md,
  padding: space(3),
  display: 'grid',
  gap: space(3),
  // cards in one row share its height: the content stays at the top instead of spreading out
  alignContent: 'start',
  minWidth: 0,
} as const;

function stateNameOf(snapshot: UploadTrackerSnapshot): string {
  return typeof snapshot.value === 'string' ? snapshot.value : Object.keys(snapshot.value)[0]!;
}

/** The newest upload of these types that did not fail: the media's own source. */
function hasLiveUpload(tracker: MediaTracker | null, types: string[]): boolean {
  return Boolean(tracker?.uploads.some((u) => types.includes(u.uploadType) && u.state !== 'failed'));
}

function MediaCard({ title, badge, children, testId }: { title: string; badge?: ReactNode; children: ReactNode; testId: string }) {
  return (
    <section css={cardStyle} data-testid={testId} aria-label={title}>
      <div css={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: space(2), flexWrap: 'wrap' }}>
        <h3 css={{ margin: 0, fontSize: '0.95rem', fontWeight: 700, color: colors.text }}>{title}</h3>
        {badge}
      </div>
      {children}
    </section>
  );
}

function StatusBadge({ tone, children, testId }: { tone: 'ok' | 'busy' | 'bad' | 'none'; children: ReactNode; testId?: string }) {
  const tones = {
    ok: { background: colors.successSurface, color: colors.success },
    busy: { background: colors.accentSurface, color: colors.accent },
    bad: { background: colors.dangerSurface, color: colors.danger },
    none: { background: colors.surfaceAlt, color: colors.muted },
  }[tone];
  return (
    <span data-testid={testId} css={{ ...tones, fontSize: '0.8rem', fontWeight: 700, padding: `${space(0.5)} ${space(2)}`, borderRadius: radius.pill }}>
      {children}
    </span>
  );
}

/**
 * The sermon editor's media: per kind (audio, video, PDF, captions and transcript) an upload, the live upload
 * tracker with real progress for the upload and for every pipeline job, the problems in words, and removal; then the
 * advanced encoding settings. The tracker polls media_tracker every 2 s while anything is in progress.
 */
export function SermonMediaSection({ sermon, onMediaChanged }: { sermon: Sermon; onMediaChanged: () => void }) {
  const { t, i18n } = useLingui();
  // server refusals (remove the video first, …) and pipeline failures in the reader's language
  const translate = useUploadMessages();
  const problemOf = (error: unknown) => translate(messageOf(error));
  // the latest words without making refresh (and the effects that call it) change with the language
  const words = useRef(translate);
  words.current = translate;
  const client = useApiClient();
  const sermonID = sermon.sermonID;
  const source = useMemo(() => createTrackerSource(() => getMediaTracker(client, sermonID)), [client, sermonID]);
  const audio = useUploadTracker(sermonID, 'audio', source);
  const video = useUploadTracker(sermonID, 'video', source);
  const [tracker, setTracker] = useState<MediaTracker | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [confirm, setConfirm] = useState<{ target: MediaDeleteTarget; language?: string; label: string } | null>(null);
  const [removing, setRemoving] = useState(false);
  const [captionLanguage, setCaptionLanguage] = useState(sermon.languageCode || 'en');

  const refresh = useCallback(() => {
    source.get(0).then(
      () => setLoadError(null),
      (error: unknown) => setLoadError(words.current(messageOf(error))),
    );
  }, [source]);
  // a malformed snapshot is the trackers' to report; the cards keep the last good one
  useEffect(() => source.subscribe((next) => isWellFormedTracker(next) && setTracker(next)), [source]);
  useEffect(() => {
    refresh();
  }, [refresh]);

  // the sermon answer (flags, URLs) changes when a kind becomes ready or fails: reload it then
  const onChanged = useRef(onMediaChanged);
  onChanged.current = onMediaChanged;
  const audioState = stateNameOf(audio.snapshot);
  const videoState = stateNameOf(video.snapshot);
  const settled = `${audioState}|${videoState}`;
  const previousSettled = useRef(settled);
  useEffect(() => {
    // only after work this page watched (not when the first snapshot arrives): the editor's sermon is fresh then
    const wasWorking = /uploading|tracking|deciding/.test(previousSettled.current);
    if (previousSettled.current !== settled && wasWorking && /ready|Error|idle/.test(settled)) onChanged.current();
    previousSettled.current = settled;
  }, [settled]);

  // a caption or PDF upload has no tracker machine of its own: poll while its jobs run
  const sideJobsOpen = Boolean(tracker?.jobs.some((j) => ['caption-import', 'text-import', 'transcript-source', 'thumbnail-import', 'thumbnail'].includes(j.queue) && (j.state === 'queued' || j.state === 'active')));
  const sideWasOpen = useRef(false);
  useEffect(() => {
    if (sideJobsOpen) {
      sideWasOpen.current = true;
      const timer = setInterval(refresh, 2000);
      return () => clearInterval(timer);
    }
    if (sideWasOpen.current) {
      sideWasOpen.current = false;
      onChanged.current();
    }
    return undefined;
  }, [sideJobsOpen, refresh]);

  const ownAudio = hasLiveUpload(tracker, ['original-audio']);
  const ownVideo = sermon.hasVideo || hasLiveUpload(tracker, ['original-video']);
  // captions need media that plays or is on its way (the server's rule); a refused or failed upload is none
  const liveState = (name: string) => ['uploading', 'tracking', 'deciding', 'ready'].includes(name);
  const takesCaptions = sermon.hasAudio || sermon.hasVideo || liveState(audioState) || liveState(videoState);
  // the encoding settings matter once there is an original to encode: also after an encode failed, not after a refusal
  const hasAnyMedia = takesCaptions || /Error$/.test(audioState) || /Error$/.test(videoState);
  const languageName = (code: string) => {
    try {
      return new Intl.DisplayNames([i18n.locale], { type: 'language' }).of(code) ?? code;
    } catch {
      return code;
    }
  };
  const captionCodes = sermon.captionLanguages?.alpha_3 ?? [];
  const transcriptEvents = (tracker?.events ?? []).filter((e) => e.event.startsWith('transcript-'));
  const lastTranscriptEvent = (code3: string) => [...transcriptEvents].reverse().find((e) => e.language === code3)?.event ?? null;
  const code2of = (code3: string) => SERMON_LANGUAGES.find((l) => l.code3 === code3)?.code ?? code3;
  const failedSide = (tracker?.uploads ?? []).filter((u) => ['caption', 'text', 'video-thumbnail'].includes(u.uploadType) && u.state === 'failed').slice(-1)[0];

  const retryAudio = async () => {
    try {
      await postEncodeJob(client, { sermonID, job: 'audio-high' });
      await postEncodeJob(client, { sermonID, job: 'audio-low' });
      audio.send({ type: 'UPLOAD_DONE' });
      refresh();
    } catch (error) {
      toastError(problemOf(error));
    }
  };
  const canRetry = (snapshot: UploadTrackerSnapshot) =>
    Boolean(snapshot.context.view?.jobs.some((j) => j.state === 'failed' && j.queue !== 'analyze-original'));

  const remove = async () => {
    if (!confirm) return;
    setRemoving(true);
    try {
      await postDeleteMediaJob(client, { sermonID, target: confirm.target, ...(confirm.language ? { language: confirm.language } : {}) });
      toastSuccess(t`Removed: ${confirm.label}`);
      setConfirm(null);
      refresh();
      onChanged.current();
    } catch (error) {
      toastError(problemOf(error));
    } finally {
      setRemoving(false);
    }
  };

  const badge = (snapshot: UploadTrackerSnapshot, present: boolean, testId: string) => {
    const name = stateNameOf(snapshot);
    if (name === 'ready' || (name === 'idle' && present)) return <StatusBadge tone="ok" testId={testId}>{t`Ready`}</StatusBadge>;
    if (name === 'uploading' || name === 'tracking' || name === 'deciding') return <StatusBadge tone="busy" testId={testId}>{t`Processing`}</StatusBadge>;
    if (/Error|Failed|malformed/.test(name)) return <StatusBadge tone="bad" testId={testId}>{t`Problem`}</StatusBadge>;
    return <StatusBadge tone="none" testId={testId}>{t`None`}</StatusBadge>;
  };
  const audioURL = sermon.media?.audio?.[0]?.streamURL ?? null;
  const pdf = sermon.media?.text?.find((m) => m.mediaType === 'pdf') ?? null;

  return (
    <section css={{ ...panelStyle, display: 'grid', gap: space(4) }} data-testid="sermon-media-section">
      <h2 css={{ ...panelTitleStyle, margin: 0 }}>{t`Media`}</h2>
      {loadError && (
        <FormAlert kind="error" testId="media-tracker-error">
          {t`The media status could not be loaded.`} {loadError}{' '}
          <Button variant="quiet" onClick={refresh}>{t`Try again`}</Button>
        </FormAlert>
      )}
      <div css={{ display: 'grid', gap: space(3), gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 320px), 1fr))' }}>
        <MediaCard title={t`Audio`} badge={badge(audio.snapshot, sermon.hasAudio, 'audio-status')} testId="media-card-audio">
          {audioURL && stateNameOf(audio.snapshot) !== 'uploading' && (
            <audio controls preload="none" src={audioURL} css={{ width: '100%' }} data-testid="audio-preview">
              <track kind="captions" />
            </audio>
          )}
          <TrackerPanel snapshot={audio.snapshot} testId="audio-tracker" onRetry={canRetry(audio.snapshot) ? () => void retryAudio() : undefined} />
          {ownVideo && !ownAudio && !sermon.hasAudio ? (
            <p css={mutedTextStyle}>{t`The audio is made from the video's sound.`}</p>
          ) : null}
          {ownVideo && !ownAudio ? (
            <p css={mutedTextStyle} data-testid="audio-blocked">{t`This sermon already has a video. Remove the video before uploading audio.`}</p>
          ) : (
            <MediaUploadButton
              sermonID={sermonID}
              uploadType="original-audio"
              label={sermon.hasAudio ? t`Replace audio` : t`Upload audio`}
              onEvent={audio.send}
              onUploaded={refresh}
              testId="upload-audio"
            />
          )}
          {(sermon.hasAudio || ownAudio) && (
            <div>
              <Button variant="quiet" onClick={() => setConfirm({ target: 'audio', label: t`Audio` })} data-testid="remove-audio">
                {t`Remove audio`}
              </Button>
            </div>
          )}
        </MediaCard>

        <MediaCard title={t`Video`} badge={badge(video.snapshot, sermon.hasVideo, 'video-status')} testId="media-card-video">
          {sermon.videoThumbnail && (
            <img src={sermon.videoThumbnail} alt={t`Video thumbnail`} css={{ width: '100%', maxWidth: 320, aspectRatio: '16 / 9', objectFit: 'cover', borderRadius: radius.sm }} data-testid="video-thumbnail" />
          )}
          <TrackerPanel snapshot={video.snapshot} testId="video-tracker" />
          {ownAudio ? (
            <p css={mutedTextStyle} data-testid="video-blocked">{t`This sermon already has audio of its own. Remove the audio before uploading a video.`}</p>
          ) : (
            <MediaUploadButton
              sermonID={sermonID}
              uploadType="original-video"
              label={sermon.hasVideo ? t`Replace video` : t`Upload video`}
              onEvent={video.send}
              onUploaded={refresh}
              testId="upload-video"
            />
          )}
          {sermon.hasVideo && (
            <div css={{ display: 'flex', gap: space(2), flexWrap: 'wrap' }}>
              <MediaUploadButton sermonID={sermonID} uploadType="video-thumbnail" label={t`Upload thumbnail`} onUploaded={refresh} testId="upload-thumbnail" />
              <Button variant="quiet" onClick={() => setConfirm({ target: 'video', label: t`Video` })} data-testid="remove-video">
                {t`Remove video`}
              </Button>
            </div>
          )}
        </MediaCard>

        <MediaCard
          title={t`PDF`}
          badge={sermon.hasPDF ? <StatusBadge tone="ok">{t`Ready`}</StatusBadge> : <StatusBadge tone="none">{t`None`}</StatusBadge>}
          testId="media-card-pdf"
        >
          {pdf?.streamURL && (
            <a href={pdf.streamURL} target="_blank" rel="noreferrer" css={{ color: colors.accent, fontWeight: 600 }}>
              {t`Open the PDF`}
            </a>
          )}
          <MediaUploadButton sermonID={sermonID} uploadType="text" label={sermon.hasPDF ? t`Replace PDF` : t`Upload PDF`} onUploaded={refresh} testId="upload-pdf" />
          {sermon.hasPDF && (
            <div>
              <Button variant="quiet" onClick={() => setConfirm({ target: 'text', label: t`PDF` })} data-testid="remove-pdf">
                {t`Remove PDF`}
              </Button>
            </div>
          )}
        </MediaCard>

        <MediaCard title={t`Captions and transcript`} testId="media-card-captions">
          {captionCodes.length === 0 ? (
            <p css={mutedTextStyle}>{t`No captions yet.`}</p>
          ) : (
            <ul css={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: space(2) }}>
              {captionCodes.map((code3) => {
                const transcript = lastTranscriptEvent(code3);
                return (
                  <li key={code3} data-testid={`caption-${code3}`} css={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: space(2) }}>
                    <span css={{ fontWeight: 600 }}>{languageName(code2of(code3))}</span>
                    <span css={mutedTextStyle}>
                      {transcript === 'transcript-completed'
                        ? t`Transcript ready`
                        : transcript === 'transcript-failed'
                          ? t`Transcript failed`
                          : transcript === 'transcript-scheduled'
                            ? t`Transcript in progress`
                            : t`No transcript`}
                    </span>
                    <Button variant="quiet" onClick={() => setConfirm({ target: 'caption', language: code3, label: t`Captions (${languageName(code2of(code3))})` })}>
                      {t`Remove captions`}
                    </Button>
                    {transcript === 'transcript-completed' && (
                      <Button variant="quiet" onClick={() => setConfirm({ target: 'transcript', language: code3, label: t`Transcript (${languageName(code2of(code3))})` })}>
                        {t`Remove transcript`}
                      </Button>
                    )}
                  </li>
                );
              })}
            </ul>
          )}
          {takesCaptions ? (
            <div css={{ display: 'grid', gap: space(2) }}>
              <SelectField
                label={t`Caption language`}
                value={captionLanguage}
                options={SERMON_LANGUAGES.map((l) => ({ value: l.code, label: languageName(l.code) }))}
                onValueChange={setCaptionLanguage}
                testId="caption-language"
              />
              <MediaUploadButton
                sermonID={sermonID}
                uploadType="caption"
                language={captionLanguage}
                label={t`Upload captions (SRT or VTT)`}
                onUploaded={refresh}
                testId="upload-captions"
              />
              <p css={mutedTextStyle}>{t`A transcript is made from the captions of each language.`}</p>
            </div>
          ) : (
            <p css={mutedTextStyle} data-testid="captions-need-media">{translate(UPLOAD_MESSAGES.captionsNeedMedia)}</p>
          )}
          {sideJobsOpen && <p css={mutedTextStyle}>{t`Processing…`}</p>}
        </MediaCard>
      </div>
      {failedSide?.error && (
        <FormAlert kind="error" testId="side-upload-error">
          {failedSide.originalFilename ? `${failedSide.originalFilename}: ` : ''}
          {translate(failedSide.error)}
        </FormAlert>
      )}

      {tracker && hasAnyMedia && (
        <details data-testid="advanced-settings" css={{ borderTop: `1px solid ${colors.border}`, paddingTop: space(3) }}>
          <summary css={{ cursor: 'pointer', fontWeight: 700, color: colors.text }}>{t`Advanced settings`}</summary>
          <div css={{ marginTop: space(3) }}>
            <EncodingOptionsForm sermonID={sermonID} options={tracker.encodingOptions} hasVideo={ownVideo} onApplied={() => source.get(0).catch(() => {})} />
          </div>
        </details>
      )}

      {confirm && (
        <ConfirmDialog
          title={t`Remove ${confirm.label}?`}
          confirmLabel={t`Remove`}
          danger
          busy={removing}
          onConfirm={() => void remove()}
          onCancel={() => setConfirm(null)}
          testId="remove-media-dialog"
        >
          {t`The files are deleted and listeners can no longer play or download them.`}
        </ConfirmDialog>
      )}
    </section>
  );
}
