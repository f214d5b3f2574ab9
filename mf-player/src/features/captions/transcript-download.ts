/**
 * Downloading a sermon's raw transcript: only signed-in listeners may (spec doc 1 §6), so the file is not a plain
 * link but an authenticated API call (GET node/sermons/{id}/transcript), saved through a Blob URL under the
 * sermon's title.
 */
import type { ApiClient } from '@sermon/shared-contracts/api/create-api-client';
import { getSermonTranscript } from '@sermon/shared-contracts/api/get-sermon-transcript';
import type { Sermon } from '@sermon/shared-contracts/entities/sermon';

/** Characters no file system takes in a name (Windows is the strictest), and control characters. */
// eslint-disable-next-line no-control-regex
const UNSAFE_IN_FILE_NAMES = /[\\/:*?"<>|\u0000-\u001f\u007f]+/g;
const MAX_NAME_LENGTH = 120;

/** "<sermon title>.txt", made safe to save anywhere; "transcript.txt" when nothing of the title is left. */
export function transcriptFileName(sermon: Pick<Sermon, 'displayTitle' | 'fullTitle'>): string {
  const title = (sermon.displayTitle || sermon.fullTitle || '')
    .replace(UNSAFE_IN_FILE_NAMES, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, MAX_NAME_LENGTH)
    // a name ending in a dot or space is cut short by Windows
    .replace(/[. ]+$/, '');
  return `${title || 'transcript'}.txt`;
}

/**
 * The language of the transcript the sermon offers: its download URL names it (…/transcript?language=eng) when the
 * sermon has several; otherwise the server's default (the sermon's own language) is the one offered.
 */
export function transcriptLanguageOf(sermon: Pick<Sermon, 'transcript'>): string | undefined {
  const url = sermon.transcript?.downloadURL;
  if (!url) return undefined;
  try {
    return new URL(url, 'http://localhost').searchParams.get('language') || undefined;
  } catch {
    return undefined;
  }
}

/** Hands text to the browser as a file download, without leaving the page. */
export function saveTextFile(text: string, fileName: string, doc: Document = document): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
  const link = doc.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  doc.body.appendChild(link);
  link.click();
  link.remove();
  // The download has started once click() returns in most browsers; older Safari reads the URL a little later.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export type SaveTextFile = (text: string, fileName: string) => void;

/** Fetches the transcript as the signed-in listener and saves it; rejects with the API's error. */
export async function downloadTranscript(
  client: ApiClient,
  sermon: Pick<Sermon, 'sermonID' | 'displayTitle' | 'fullTitle' | 'transcript'>,
  save: SaveTextFile = saveTextFile,
): Promise<void> {
  const language = transcriptLanguageOf(sermon);
  const text = await getSermonTranscript(client, sermon.sermonID, language ? { language } : {});
  save(text, transcriptFileName(sermon));
}
