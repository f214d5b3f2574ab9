// The words of the upload tracker: stage names, problem texts, job names. Translated here once for the panel.
import { useLingui } from '@lingui/react/macro';
import type { UploadProblem, UploadStage } from '@sermon/shared-contracts/machines/upload-tracker.machine';

export function useTrackerTexts() {
  const { t } = useLingui();
  const stages: Record<UploadStage, string> = {
    'upload-received': t`Upload received`,
    syncing: t`Syncing`,
    'thumbnail-generation': t`Thumbnail generation`,
    'waveform-generation': t`Waveform generation`,
    encoding: t`Encoding`,
    'waiting-for-video': t`Waiting for video`,
    'waiting-for-advanced-settings': t`Waiting for advanced settings`,
    'extracting-audio': t`Extracting audio`,
  };
  const problems: Record<UploadProblem, string> = {
    'encoding-error': t`Encoding error: the file could not be converted. The original is kept; upload a different file or try again.`,
    'pipeline-error': t`Pipeline error: a processing step failed. The media that is ready still plays.`,
    'upload-failed': t`Upload failed: the file did not reach the server. Choose the file again to retry.`,
    delayed: t`Delayed: there has been no progress for a while. It will continue on its own; check again later.`,
    'advanced-settings-not-applied': t`Advanced settings not applied: the media was made with other settings. Apply them to encode again.`,
    'resumable-upload': t`The upload was interrupted. It can be resumed from where it stopped; nothing already sent is lost.`,
  };
  const jobNames: Record<string, string> = {
    'analyze-original': t`Checking the file`,
    'encode-audio': t`Audio encoding`,
    'encode-video': t`Video encoding`,
    'video-to-audio': t`Extracting audio`,
    waveform: t`Waveform`,
    thumbnail: t`Thumbnail`,
    'thumbnail-import': t`Thumbnail`,
    'caption-import': t`Captions`,
    'text-import': t`PDF`,
    'transcript-source': t`Transcript`,
  };
  return { stages, problems, jobNames, malformed: t`Malformed tracker data` };
}
