// Database rows -> the Article JSON (shared-contracts entities/article.ts).
import type { Article, ArticleType } from '@sermon/shared-contracts/entities/article';
import type { articles } from '../../db/schema';
import type { UrlBuilder } from '../../http/public-url';

export type ArticleRow = typeof articles.$inferSelect;

export function presentArticle(row: ArticleRow, broadcasterName: string, url: UrlBuilder): Article {
  return {
    type: 'article',
    articleID: row.id,
    broadcasterID: row.broadcasterId,
    broadcasterName,
    slug: row.slug,
    title: row.title,
    content: row.content,
    articleDate: row.articleDate,
    draft: row.draft,
    articleType: row.type as ArticleType,
    categories: row.categories,
    bannerImageURL: row.bannerImageKey ? url(`/media/${row.bannerImageKey}`) : null,
    updateTimestamp: row.updatedAt,
  };
}

/** A URL slug from a title: lower-case ASCII words joined by '-', 'article' when nothing is left. */
export function slugFromTitle(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/g, '');
  return slug || 'article';
}
