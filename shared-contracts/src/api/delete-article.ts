// DELETE node/articles/{id} (dashboard, Uploader).
import { pathSegment, type ApiClient, type RequestOptions } from './create-api-client';

export function deleteArticle(client: ApiClient, articleID: number, options: RequestOptions = {}): Promise<void> {
  return client.delete<void>(`node/articles/${pathSegment(articleID)}`, { ...options, query: { ...options.query, key: 'broadcaster' } });
}
