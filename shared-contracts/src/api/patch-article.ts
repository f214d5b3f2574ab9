// PATCH node/articles/{id}: the server sanitises the HTML content on save.
import { pathSegment, type ApiClient, type RequestOptions } from './create-api-client';
import type { Article, ArticleType } from '../entities/article';

export interface ArticlePatch {
  title?: string;
  content?: string;
  /** YYYY-MM-DD */
  articleDate?: string;
  draft?: boolean;
  categories?: string[];
  slug?: string;
  articleType?: ArticleType;
}

export function patchArticle(client: ApiClient, articleID: number, patch: ArticlePatch, options: RequestOptions = {}): Promise<Article> {
  return client.patch<Article>(`node/articles/${pathSegment(articleID)}`, { ...patch, key: 'broadcaster' }, options);
}
