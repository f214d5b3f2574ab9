import { useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef } from 'react';
import { UPLOAD_ACCEPT, UPLOAD_MAX_BYTES, UPLOAD_MESSAGES, formatByteLimit, type SermonUploadType } from '@sermon/shared-contracts/constants/uploads';
import { formatMessage } from '@sermon/shared-contracts/errors/messages';
import type { UploadTrackerEvent } from '@sermon/shared-contracts/machines/upload-tracker.machine';
import { Button } from '@sermon/shared-contracts/mf/forms/Button';
import { FormAlert } from '@sermon/shared-contracts/mf/forms/FormAlert';
import { space } from '@sermon/shared-contracts/mf/theme/tokens';
import type { MediaUploadRequest } from '@sermon/shared-contracts/api/create-media-upload';
import { ProgressBar } from './TrackerPanel';
import { useResumableUpload } from './upload/use-resumable-upload';
import { useUploadMessages } from './use-upload-messages';

/**
 * A file picker that sends one sermon file with the resumable upload (tus) and reports each step of it to the
 * kind's upload tracker (UPLOAD_STARTED, progress, interrupted, resumed, done, failed).
 */
export function MediaUploadButton({
  sermonID,
  uploadType,
  label,
  language,
  disabled = false,
  onEvent,
  onUploaded,
  testId,
}: {
  sermonID: string;
  uploadType: SermonUploadType;
  label: string;
  /** captions: the cues' language */
  language?: string;
  disabled?: boolean;
  onEvent?: (event: UploadTrackerEvent) => void;
  onUploaded?: () => void;
  testId: string;
}) {
  const { t } = useLingui();
  // the refusals (ours and the server's) in the reader's language
  const translate = useUploadMessages();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const upload = useResumableUpload();
  const lastState = useRef(upload.state);
  const fileName = useRef<string | null>(null);
  // the latest callbacks without re-running the effects below when a parent passes new functions
  const report = useRef(onEvent);
  report.current = onEvent;
  const uploaded = useRef(onUploaded);
  uploaded.current = onUploaded;

  // the hook's state changes become the tracker's local upload events
  useEffect(() => {
    const previous = lastState.current;
    lastState.current = upload.state;
    if (previous === upload.state) return;
    const send = report.current;
    if (upload.state === 'done') uploaded.current?.();
    if (!send) return;
    // paused by the user, or 'resuming' while tus retries after a dropped connection: resumable either way
    if (upload.state === 'paused' || upload.state === 'resuming') send({ type: 'UPLOAD_INTERRUPTED' });
    else if (upload.state === 'uploading' && (previous === 'paused' || previous === 'resuming')) send({ type: 'UPLOAD_RESUMED' });
    else if (upload.state === 'idle') send({ type: 'UPLOAD_CANCELLED' });
    else if (upload.state === 'done') send({ type: 'UPLOAD_DONE' });
    else if (upload.state === 'failed') send({ type: 'UPLOAD_FAILED', error: upload.error ? translate(String(upload.error)) : t`Upload failed` });
  }, [upload.state, upload.error, t, translate]);
  useEffect(() => {
    if (upload.state === 'uploading' && upload.progress.total > 0) {
      report.current?.({ type: 'UPLOAD_PROGRESS', sent: upload.progress.sent, total: upload.progress.total });
    }
  }, [upload.progress.sent, upload.progress.total, upload.state]);

  const busy = upload.state === 'uploading' || upload.state === 'paused' || upload.state === 'resuming';
  const tooLarge = (file: File) => file.size > UPLOAD_MAX_BYTES[uploadType];
  const choose = (file: File | undefined) => {
    if (!file) return;
    fileName.current = file.name;
    if (input.current) input.current.value = '';
    if (file.size === 0 || tooLarge(file)) {
      const error = translate(file.size === 0 ? UPLOAD_MESSAGES.emptyFile : formatMessage(UPLOAD_MESSAGES.fileTooLarge, { limit: formatByteLimit(UPLOAD_MAX_BYTES[uploadType]) }));
      onEvent?.({ type: 'UPLOAD_STARTED', total: file.size, fileName: file.name });
      onEvent?.({ type: 'UPLOAD_FAILED', error });
      return;
    }
    onEvent?.({ type: 'UPLOAD_STARTED', total: file.size, fileName: file.name });
    const request: MediaUploadRequest = { sermonID, uploadType, originalFilename: file.name, fileSize: file.size };
    if (language) request.language = language;
    void upload.start(file, request);
  };

  return (
    <div css={{ display: 'grid', gap: space(2) }} data-testid={testId}>
      <input
        ref={input}
        id={inputId}
        type="file"
        accept={UPLOAD_ACCEPT[uploadType]}
        disabled={disabled || busy}
        data-testid={`${testId}-input`}
        onChange={(event) => choose(event.target.files?.[0])}
        css={{ position: 'absolute', width: 1, height: 1, opacity: 0, pointerEvents: 'none' }}
      />
      <div css={{ display: 'flex', gap: space(2), flexWrap: 'wrap', alignItems: 'center' }}>
        <Button variant="secondary" disabled={disabled || busy} onClick={() => input.current?.click()} data-testid={`${testId}-choose`}>
          {label}
        </Button>
        {upload.state === 'uploading' && (
          <Button variant="quiet" onClick={() => upload.pause()} data-testid={`${testId}-pause`}>
            {t`Pause`}
          </Button>
        )}
        {upload.state === 'paused' && (
          <Button variant="quiet" onClick={() => upload.resume()} data-testid={`${testId}-resume`}>
            {t`Resume upload`}
          </Button>
        )}
        {busy && (
          <Button variant="quiet" onClick={() => upload.cancel()} data-testid={`${testId}-cancel`}>
            {t`Cancel upload`}
          </Button>
        )}
      </div>
      {busy && (
        <ProgressBar
          testId={`${testId}-progress`}
          label={upload.state === 'paused' ? t`Upload paused: ${fileName.current ?? ''}` : t`Uploading ${fileName.current ?? ''}`}
          value={upload.progress.total > 0 ? upload.progress.sent / upload.progress.total : 0}
        />
      )}
      {upload.state === 'failed' && !onEvent && <FormAlert kind="error">{upload.error ? translate(String(upload.error)) : t`Upload failed`}</FormAlert>}
    </div>
  );
}
