// GET node/articles: published articles (with includeDrafts and a broadcasterID, its managers see drafts too).
import type { ApiClient, RequestOptions } from './create-api-client';
import type { Article, ArticleSortBy, ArticleType } from '../entities/article';
import type { NodeList } from '../entities/node-list';

export interface ArticleListParams {
  broadcasterID?: string;
  page?: number;
  pageSize?: number;
  query?: string;
  category?: string;
  articleType?: ArticleType | 'all';
  sortBy?: ArticleSortBy;
  includeDrafts?: boolean;
}

export function getArticles(client: ApiClient, params: ArticleListParams = {}, options: RequestOptions = {}): Promise<NodeList<Article>> {
  // spec doc 2: caching disabled when there is no search
  return client.get<NodeList<Article>>('node/articles', { ...options, noCache: options.noCache ?? (!params.query || params.includeDrafts), query: { ...params } });
}
