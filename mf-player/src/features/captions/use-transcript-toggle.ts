/**
 * Whether the expanded player shows the transcript panel. It opens as the listener's showTranscripts preference says
 * (spec doc 1 §3, default off); the Transcript toggle then decides for the rest of this page visit, also when the
 * expanded view is closed and opened again. A signed-in listener's choice is saved to their web preferences too;
 * when that fails they are told, and the panel stays as they chose.
 */
import { useLingui } from '@lingui/react/macro';
import { useCallback, useRef, useState } from 'react';
import { patchUser } from '@sermon/shared-contracts/api/patch-user';
import { emitPlatformEvent } from '@sermon/shared-contracts/events/platform-events';
import { useApiClient } from '@sermon/shared-contracts/mf/use-api-client';
import { useSession } from '@sermon/shared-contracts/mf/use-session';
import { useShowTranscripts } from './use-show-transcripts';

/** A choice belongs to whoever made it: another listener signing in on this page starts from their own preference. */
interface Choice {
  userID: number | null;
  shown: boolean;
}

/** This page's choice (one player bar per page), kept outside React so the expanded view can come and go. */
let remembered: Choice | null = null;

/** Tests only: start each from the preference again. */
export function forgetTranscriptChoice(): void {
  remembered = null;
}

export interface TranscriptToggle {
  shown: boolean;
  toggle: () => void;
}

export function useTranscriptToggle(): TranscriptToggle {
  const { t } = useLingui();
  const { status, user, session } = useSession();
  const client = useApiClient();
  const preference = useShowTranscripts();
  const userID = status === 'signed-in' && user ? user.user_id : null;
  const [choice, setChoice] = useState<Choice | null>(remembered);
  const shown = choice !== null && choice.userID === userID ? choice.shown : preference;
  /** saves run one after another, so the last press is also the last word on the server */
  const saving = useRef<Promise<void>>(Promise.resolve());

  const save = useCallback(
    (next: boolean) => {
      const run = async () => {
        try {
          // the server merges the keys sent into the stored preferences; t stamps the change as the settings page does
          await patchUser(client, { web_preferences: JSON.stringify({ showTranscripts: next, t: Date.now() }) });
        } catch (error) {
          console.warn('[player] the transcript preference was not saved', error);
          emitPlatformEvent('shell:toast', { kind: 'error', message: t`Your transcript setting could not be saved.` });
          return;
        }
        // saved: the session's user (and the settings page) should say so; a failed reload changes nothing saved
        await session.reloadUser().catch((error: unknown) => console.warn('[player] reloading the user failed', error));
      };
      saving.current = saving.current.then(run);
    },
    [client, session, t],
  );

  const toggle = useCallback(() => {
    const next: Choice = { userID, shown: !shown };
    remembered = next;
    setChoice(next);
    if (userID !== null) save(next.shown);
  }, [userID, shown, save]);

  return { shown, toggle };
}
