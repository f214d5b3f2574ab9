// The cues of a sermon's captions in one language, downloaded and parsed (spec doc 2 §5, §7, §8).
import { useEffect, useMemo, useState } from 'react';
import type { Sermon } from '@sermon/shared-contracts/entities/sermon';
import type { SubtitleCue } from '@sermon/shared-contracts/rules/captions';
import { captionStore, type CaptionStore } from './caption-store';
import { captionURL, resolveCaptionLanguage } from './caption-source';

/** off: no language chosen or none the sermon has; failed: the download failed (reported, nothing shown). */
export type CaptionsStatus = 'off' | 'loading' | 'ready' | 'failed';

export interface Captions {
  status: CaptionsStatus;
  /** sorted by start; empty unless ready */
  cues: SubtitleCue[];
  /** ISO 639-3 of the captions shown, null when off */
  language: string | null;
}

const NO_CUES: SubtitleCue[] = [];

interface Settled {
  url: string;
  status: 'ready' | 'failed';
  cues: SubtitleCue[];
}

/**
 * `language` is the player's `subtitles` setting (ISO 639-3, or null for off). A language the sermon has no
 * captions in gives 'off' for this sermon only. Changing sermon or language aborts the download in flight.
 * A failed download is reported with console.warn and shows nothing, as other secondary fetches (spec doc 2 §8).
 */
export function useCaptions(sermon: Sermon | null, language: string | null, store: CaptionStore = captionStore): Captions {
  const shown = resolveCaptionLanguage(sermon, language);
  const url = captionURL(sermon, shown);
  const [settled, setSettled] = useState<Settled | null>(null);

  useEffect(() => {
    if (!url || store.peek(url)) return;
    const controller = new AbortController();
    store.load(url, controller.signal).then(
      (cues) => {
        if (!controller.signal.aborted) setSettled({ url, status: 'ready', cues });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.warn(`Captions could not be loaded from ${url}`, error);
        setSettled({ url, status: 'failed', cues: NO_CUES });
      },
    );
    return () => controller.abort();
  }, [url, store]);

  // Derived while rendering, so a change of sermon or language never shows the previous file's cues for a frame.
  const cached = url ? store.peek(url) : undefined;
  const status: CaptionsStatus = !url ? 'off' : cached ? 'ready' : settled?.url === url ? settled.status : 'loading';
  const cues = status === 'ready' ? (cached ?? settled?.cues ?? NO_CUES) : NO_CUES;
  const effectiveLanguage = url ? shown : null;
  return useMemo(() => ({ status, cues, language: effectiveLanguage }), [status, cues, effectiveLanguage]);
}
