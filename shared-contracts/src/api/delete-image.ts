// DELETE media/images/series/{id} and DELETE media/images/articles/{id}/banner (key=broadcaster): the owner shows its
// default artwork again. Answers 204.
import { BROADCASTER_KEY_SELECTOR, type ApiClient, type RequestOptions } from './create-api-client';

export function deleteImage(client: ApiClient, target: { kind: 'series' | 'article-banner'; id: string | number }, options: RequestOptions = {}): Promise<void> {
  const id = encodeURIComponent(String(target.id));
  const path = target.kind === 'series' ? `media/images/series/${id}` : `media/images/articles/${id}/banner`;
  return client.delete<void>(path, { ...options, query: { key: BROADCASTER_KEY_SELECTOR, ...options.query } });
}
