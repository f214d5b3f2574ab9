// POST jobs/delete {target, sermonID, language} (key=broadcaster): removes a sermon's audio, video, PDF, captions of a
// language or transcript (with its files and any work still queued for it).
import { BROADCASTER_KEY_SELECTOR, type ApiClient, type RequestOptions } from './create-api-client';
import type { MediaDeleteTarget } from '../entities/media-tracker';

export interface DeleteMediaRequest {
  sermonID: string;
  target: MediaDeleteTarget;
  /** ISO 639-3 or 639-1; captions and transcripts of this language only */
  language?: string;
}

export function postDeleteMediaJob(client: ApiClient, request: DeleteMediaRequest, options: RequestOptions = {}): Promise<void> {
  return client.post<void>('jobs/delete', { key: BROADCASTER_KEY_SELECTOR, ...request }, options);
}
