// The upload and pipeline refusals arrive in English (shared-contracts UPLOAD_MESSAGES / PIPELINE_MESSAGES, filled
// with formatMessage, on the server or in the browser's own checks). This turns such a text back into its template
// and values and gives the reader's language; a text not known here (a new server message) is shown as it came.
import { useLingui } from '@lingui/react/macro';
import { useCallback, useMemo } from 'react';
import { JOB_RUNNER_MESSAGES, PIPELINE_MESSAGES } from '@sermon/shared-contracts/constants/pipeline-messages';
import { UPLOAD_MESSAGES } from '@sermon/shared-contracts/constants/uploads';

type Values = Record<string, string>;
type Translate = (values: Values) => string;

/** `{name}` placeholders become lazy groups; the rest must match letter for letter. */
export function templatePattern(template: string): RegExp {
  const parts = template.split(/(\{\w+\})/);
  const source = parts
    .map((part) => {
      const name = /^\{(\w+)\}$/.exec(part)?.[1];
      return name ? `(?<${name}>[\\s\\S]+?)` : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('');
  return new RegExp(`^${source}$`);
}

/** The values of `text` when it is `template` filled in, else null. */
export function matchTemplate(template: string, text: string): Values | null {
  const match = templatePattern(template).exec(text);
  return match ? { ...(match.groups ?? {}) } : null;
}

export function useUploadMessages(): (text: string) => string {
  const { t } = useLingui();
  const table = useMemo(() => {
    const u = UPLOAD_MESSAGES;
    const p = PIPELINE_MESSAGES;
    const j = JOB_RUNNER_MESSAGES;
    const rows: [string, Translate][] = [
      [u.uploadTypeUnknown, ({ types = '' }) => t`Choose an upload type: ${types}.`],
      [u.sermonRequired, () => t`Give the sermonID of the sermon this file belongs to.`],
      [u.captionLanguageRequired, () => t`Choose the language of the captions.`],
      [u.captionsNeedMedia, () => t`Captions need media: upload the audio or video first.`],
      [u.removeAudioFirst, () => t`This sermon already has audio of its own. Remove the audio before uploading a video.`],
      [u.removeVideoFirst, () => t`This sermon already has a video. Remove the video before uploading audio.`],
      [u.emptyFile, () => t`The file is empty (0 bytes). Choose a file that has content.`],
      [u.fileTooLarge, ({ limit = '' }) => t`The file is too large: this upload may be at most ${limit}.`],
      [u.uploadNotFound, () => t`This upload link is not valid. Start the upload again.`],
      [u.uploadFinished, () => t`This upload is already complete.`],
      [u.uploadBusy, () => t`Another request is sending this upload right now. Try again in a moment.`],
      [u.offsetMismatch, ({ offset = '', sent = '' }) => t`The upload continues at byte ${offset}, not at byte ${sent}.`],
      [u.lengthMismatch, ({ length = '' }) => t`The upload was started with a length of ${length} bytes.`],
      [u.notTwoStep, () => t`This upload does not wait for a second step.`],
      [u.nothingToContinue, () => t`There is no uploaded file waiting to be continued for this sermon.`],
      [u.imageType, () => t`Images must be JPEG or PNG.`],
      [
        u.imageTooSmall,
        ({ width = '', height = '', actualWidth = '', actualHeight = '' }) =>
          t`The image must be at least ${width}×${height} pixels; this one is ${actualWidth}×${actualHeight}.`,
      ],
      [u.imageDimensionsTogether, () => t`Give the width and the height of the image together.`],
      [u.imageUnreadable, () => t`The image could not be read. It may be damaged; try saving it again as JPEG or PNG.`],
      [p.noAudioTrack, () => t`The file has no audio track.`],
      [p.noVideoTrack, () => t`The file has no video track.`],
      [p.noPicture, () => t`The video has no picture to take a thumbnail from.`],
      [p.noSoundToExtract, () => t`The video has no sound to extract.`],
      [p.unreadableMedia, ({ detail = '' }) => t`The file could not be read as audio or video (${detail}).`],
      [p.notPdf, () => t`The file is not a PDF document.`],
      [p.captionLanguageUnknown, ({ language = '' }) => t`Unknown caption language: ${language}.`],
      [p.notCaptionFile, () => t`The file is not a valid SRT or VTT caption file.`],
      [p.thumbnailType, () => t`The thumbnail must be a JPEG or PNG image.`],
      [p.imageNotConverted, ({ detail = '' }) => t`The image could not be converted (${detail}).`],
      [p.transcriptNeedsMedia, () => t`A transcript needs audio or video media.`],
      [p.transcriptNeedsCaptions, ({ language = '' }) => t`A transcript needs captions in ${language}.`],
      [p.captionsEmpty, () => t`The captions hold no text.`],
      [j.ffmpegExited, ({ code = '', detail = '' }) => t`The converter stopped (exit code ${code}): ${detail}`],
      [j.leaseExpired, () => t`The server stopped during the last attempt.`],
    ];
    return rows.map(([template, translate]) => ({ pattern: templatePattern(template), translate }));
  }, [t]);

  const one = useCallback(
    (text: string): string | null => {
      for (const row of table) {
        const match = row.pattern.exec(text);
        if (match) return row.translate({ ...(match.groups ?? {}) });
      }
      return null;
    },
    [table],
  );

  return useCallback(
    (text: string) => {
      const whole = one(text);
      if (whole !== null) return whole;
      // a job's last error gathers its attempts' errors as "first / second": translate each part
      const parts = text.split(' / ');
      return parts.length > 1 ? parts.map((part) => one(part) ?? part).join(' / ') : text;
    },
    [one],
  );
}
