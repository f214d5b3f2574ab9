// GET node/articles/{articleID} or node/articles/{broadcasterID}/{slug}: one article (drafts for managers only).
import { pathSegment, type ApiClient, type RequestOptions } from './create-api-client';
import type { Article } from '../entities/article';

export function getArticle(client: ApiClient, articleID: number | string, options: RequestOptions = {}): Promise<Article> {
  return client.get<Article>(`node/articles/${pathSegment(articleID)}`, options);
}

export function getArticleBySlug(client: ApiClient, broadcasterID: string, slug: string, options: RequestOptions = {}): Promise<Article> {
  return client.get<Article>(`node/articles/${pathSegment(broadcasterID)}/${pathSegment(slug)}`, options);
}
