// POST node/articles {broadcasterID, title, content, articleDate, draft}: articles start as drafts, then are patched.
import type { ApiClient, RequestOptions } from './create-api-client';
import type { Article } from '../entities/article';
import type { ArticlePatch } from './patch-article';

export function createArticle(client: ApiClient, broadcasterID: string, fields: ArticlePatch = {}, options: RequestOptions = {}): Promise<Article> {
  return client.post<Article>('node/articles', { ...fields, broadcasterID, key: 'broadcaster' }, options);
}
