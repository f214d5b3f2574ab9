// A broadcaster's article (spec doc 1 §3 "Article"); content is HTML already sanitised by the server.

export const ARTICLE_TYPES = ['article', 'blog', 'news'] as const;
export type ArticleType = (typeof ARTICLE_TYPES)[number];

export const ARTICLE_SORT_OPTIONS = ['newest', 'oldest', 'title'] as const;
export type ArticleSortBy = (typeof ARTICLE_SORT_OPTIONS)[number];

export const ARTICLE_CATEGORY_SORT_OPTIONS = ['description', 'count', 'updated'] as const;
export type ArticleCategorySortBy = (typeof ARTICLE_CATEGORY_SORT_OPTIONS)[number];

/** The title a new article starts with (spec: created as a draft, then patched). */
export const UNTITLED_ARTICLE = 'Untitled Article';

export interface Article {
  type: 'article';
  articleID: number;
  broadcasterID: string;
  broadcasterName: string;
  /** unique per broadcaster; the public page is /article/{broadcasterID}/{slug} */
  slug: string;
  title: string;
  /** sanitised HTML */
  content: string;
  /** YYYY-MM-DD */
  articleDate: string;
  draft: boolean;
  articleType: ArticleType;
  categories: string[];
  bannerImageURL: string | null;
  /** epoch seconds */
  updateTimestamp: number;
}

export interface ArticleCategory {
  type: 'article_category';
  /** the category's name doubles as its id */
  categoryID: string;
  description: string;
  count: number;
  /** epoch seconds of the newest article in it */
  updated: number;
}

export interface ArticlesConfig {
  types: readonly ArticleType[];
  sortOptions: readonly ArticleSortBy[];
  categorySortOptions: readonly ArticleCategorySortBy[];
  defaultTitle: string;
  titleMaxLength: number;
  contentMaxLength: number;
  categoriesMax: number;
  /** tags the sanitiser keeps */
  allowedTags: readonly string[];
}
