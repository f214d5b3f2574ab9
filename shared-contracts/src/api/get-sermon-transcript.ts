// GET node/sermons/{id}/transcript (auth): the raw transcript as plain text. Only signed-in listeners may download
// it (spec doc 1 §6); the server answers 401 otherwise. Without a language the server picks the sermon's own.
import { pathSegment, type ApiClient, type RequestOptions } from './create-api-client';

export function getSermonTranscript(
  client: ApiClient,
  sermonID: string,
  params: { language?: string } = {},
  options: Pick<RequestOptions, 'signal' | 'timeoutMs'> = {},
): Promise<string> {
  return client.get<string>(`node/sermons/${pathSegment(sermonID)}/transcript`, {
    ...options,
    query: { ...params },
    // a download of one listener's: never a shared cached answer
    noCache: true,
    responseType: 'text',
  });
}
