// The transcript panel's download button: one download at a time, and a failure told as an error toast (the panel
// itself stays as it is).
import { useLingui } from '@lingui/react/macro';
import { useCallback, useRef, useState } from 'react';
import type { Sermon } from '@sermon/shared-contracts/entities/sermon';
import { ApiError } from '@sermon/shared-contracts/errors/api-error';
import { emitPlatformEvent } from '@sermon/shared-contracts/events/platform-events';
import { useApiClient } from '@sermon/shared-contracts/mf/use-api-client';
import { downloadTranscript, saveTextFile, type SaveTextFile } from './transcript-download';

export interface TranscriptDownload {
  download: () => void;
  busy: boolean;
}

export function useTranscriptDownload(sermon: Sermon | null, save: SaveTextFile = saveTextFile): TranscriptDownload {
  const { t } = useLingui();
  const client = useApiClient();
  const [busy, setBusy] = useState(false);
  const running = useRef(false);

  const download = useCallback(() => {
    if (!sermon || running.current) return;
    running.current = true;
    setBusy(true);
    downloadTranscript(client, sermon, save)
      .catch((error: unknown) => {
        console.warn('[player] the transcript download failed', error);
        // 401: the session ended since the button was drawn (signed out in another tab, tokens revoked)
        const signedOut = error instanceof ApiError && error.httpStatus === 401;
        emitPlatformEvent('shell:toast', {
          kind: 'error',
          message: signedOut ? t`Sign in again to download the transcript.` : t`The transcript could not be downloaded.`,
        });
      })
      .finally(() => {
        running.current = false;
        setBusy(false);
      });
  }, [client, sermon, save, t]);

  return { download, busy };
}
