// PUT media/{guid}/continue (key=broadcaster): the second step of a two-step upload; the stored file is processed.
import { BROADCASTER_KEY_SELECTOR, type ApiClient, type RequestOptions } from './create-api-client';

export function continueMediaUpload(client: ApiClient, guid: string, options: RequestOptions = {}): Promise<{ continued: string[] }> {
  return client.put<{ continued: string[] }>(`media/${encodeURIComponent(guid)}/continue`, { key: BROADCASTER_KEY_SELECTOR }, options);
}

/** The guid of an upload from its uploadURL (…/v2/media/upload/<guid>). */
export function uploadGuidOf(uploadURL: string): string {
  return uploadURL.replace(/[?#].*$/, '').split('/').filter(Boolean).pop() ?? '';
}
