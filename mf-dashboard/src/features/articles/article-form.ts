// The article editor's form values, checks and PATCH body. Categories are typed as one comma-separated line.
import { CONTENT_LIMITS } from '@sermon/shared-contracts/constants/content-limits';
import type { ArticlePatch } from '@sermon/shared-contracts/api/patch-article';
import type { Article, ArticleType } from '@sermon/shared-contracts/entities/article';

export interface ArticleFormValues {
  title: string;
  slug: string;
  articleDate: string;
  articleType: ArticleType;
  categories: string;
  content: string;
  published: boolean;
}

export type ArticleProblem = 'required' | 'tooLong' | 'slug' | 'date' | 'limit';

export function articleFormValues(article: Article): ArticleFormValues {
  return {
    title: article.title,
    slug: article.slug,
    articleDate: article.articleDate,
    articleType: article.articleType,
    categories: article.categories.join(', '),
    content: article.content,
    published: !article.draft,
  };
}

/** "Doctrine, news ,, Doctrine" -> ['Doctrine', 'news'] (case-insensitive duplicates dropped, first spelling kept). */
export function parseCategories(line: string): string[] {
  const seen = new Map<string, string>();
  for (const part of line.split(',')) {
    const name = part.replace(/\s+/g, ' ').trim();
    if (name && !seen.has(name.toLowerCase())) seen.set(name.toLowerCase(), name);
  }
  return [...seen.values()];
}

export function isIsoDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === value;
}

export function articleProblems(values: ArticleFormValues): Partial<Record<keyof ArticleFormValues, ArticleProblem>> {
  const problems: Partial<Record<keyof ArticleFormValues, ArticleProblem>> = {};
  if (values.title.trim() === '') problems.title = 'required';
  else if (values.title.trim().length > CONTENT_LIMITS.articleTitle) problems.title = 'tooLong';
  if (values.slug.trim() === '') problems.slug = 'required';
  else if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(values.slug.trim())) problems.slug = 'slug';
  if (!isIsoDate(values.articleDate)) problems.articleDate = 'date';
  const categories = parseCategories(values.categories);
  if (categories.length > CONTENT_LIMITS.articleCategories) problems.categories = 'limit';
  else if (categories.some((c) => c.length > CONTENT_LIMITS.articleCategory)) problems.categories = 'tooLong';
  if (values.content.length > CONTENT_LIMITS.articleContent) problems.content = 'tooLong';
  return problems;
}

export function articlePatchOf(saved: ArticleFormValues, values: ArticleFormValues): ArticlePatch {
  const patch: ArticlePatch = {};
  if (values.title.trim() !== saved.title) patch.title = values.title.trim();
  if (values.slug.trim() !== saved.slug) patch.slug = values.slug.trim();
  if (values.articleDate !== saved.articleDate) patch.articleDate = values.articleDate;
  if (values.articleType !== saved.articleType) patch.articleType = values.articleType;
  const categories = parseCategories(values.categories);
  if (categories.join('\n') !== parseCategories(saved.categories).join('\n')) patch.categories = categories;
  if (values.content !== saved.content) patch.content = values.content;
  if (values.published !== saved.published) patch.draft = !values.published;
  return patch;
}

/** The dashboard's "today" for a new article: the user's local calendar day, not UTC's. */
export function localToday(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
