// Articles: public reads (published only; drafts for the broadcaster's managers), categories, and the dashboard's
// create / change / delete. Content is sanitised on every save (shared-contracts rules/article-html.ts).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { and, asc, desc, eq, ne, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { BROADCASTER_ROLES } from '@sermon/shared-contracts/constants/accounts';
import { CONTENT_LIMITS } from '@sermon/shared-contracts/constants/content-limits';
import {
  ARTICLE_CATEGORY_SORT_OPTIONS,
  ARTICLE_SORT_OPTIONS,
  ARTICLE_TYPES,
  UNTITLED_ARTICLE,
  type Article,
  type ArticleCategory,
  type ArticlesConfig,
  type ArticleType,
} from '@sermon/shared-contracts/entities/article';
import { NOT_FOUND_MESSAGES } from '@sermon/shared-contracts/errors/messages';
import { sanitizeArticleHtml } from '@sermon/shared-contracts/rules/article-html';
import { broadcasterRolesOf } from '@sermon/shared-contracts/rules/roles';
import type { AppContext } from '../../app-context';
import { containsPattern } from '../../db/like-pattern';
import { articles, broadcasters } from '../../db/schema';
import { BadRequestError, HttpError, NotFoundError } from '../../http/api-errors';
import { acceptFormFields, fieldsOf, readBoolean, readIsoDate, readText, type BodyFields } from '../../http/body-fields';
import { nextPageLink, nodeList } from '../../http/node-list';
import { urlBuilderFor } from '../../http/public-url';
import { booleanParam, choiceWithFallback, pagingShape, parseQuery, textParam } from '../../http/query-params';
import { FieldProblems } from '../accounts/request-body';
import { requireBroadcasterRole } from '../dashboard-access/broadcaster-access';
import { nowSeconds } from '../sermons/visibility';
import { presentArticle, slugFromTitle, type ArticleRow } from './present-article';

/** Sanitised content may be up to 200 000 characters; a form or JSON body a little more. */
const BODY_LIMIT = 512 * 1024;
const DEFAULT_PAGE_SIZE = 25;
export const SLUG_TAKEN_CODE = 'SLUG_TAKEN';

const ALLOWED_TAGS = ['p', 'h2', 'h3', 'h4', 'strong', 'em', 'b', 'i', 'a', 'ul', 'ol', 'li', 'blockquote', 'img', 'br'] as const;

export const ARTICLES_CONFIG: ArticlesConfig = {
  types: ARTICLE_TYPES,
  sortOptions: ARTICLE_SORT_OPTIONS,
  categorySortOptions: ARTICLE_CATEGORY_SORT_OPTIONS,
  defaultTitle: UNTITLED_ARTICLE,
  titleMaxLength: CONTENT_LIMITS.articleTitle,
  contentMaxLength: CONTENT_LIMITS.articleContent,
  categoriesMax: CONTENT_LIMITS.articleCategories,
  allowedTags: ALLOWED_TAGS,
};

const listQuery = z.object({
  ...pagingShape,
  broadcasterID: textParam(64),
  query: textParam(),
  category: textParam(CONTENT_LIMITS.articleCategory),
  articleType: choiceWithFallback(['all', ...ARTICLE_TYPES] as const, 'all'),
  sortBy: choiceWithFallback(ARTICLE_SORT_OPTIONS, 'newest'),
  includeDrafts: booleanParam,
});

const categoryQuery = z.object({
  broadcasterID: textParam(64),
  sortBy: choiceWithFallback(ARTICLE_CATEGORY_SORT_OPTIONS, 'description'),
});

function todayIso(): string {
  return new Date().toISOString().slice(0, 10);
}

/** Does the caller hold any role for the broadcaster? (drafts are shown to its managers only) */
async function isManagerOf(ctx: AppContext, request: FastifyRequest, broadcasterID: string): Promise<boolean> {
  const caller = await ctx.auth.optionalUser(request);
  return broadcasterRolesOf(caller, broadcasterID).length > 0;
}

async function broadcasterName(ctx: AppContext, broadcasterID: string): Promise<string> {
  const [row] = await ctx.db.select({ name: broadcasters.displayName }).from(broadcasters).where(eq(broadcasters.id, broadcasterID));
  return row?.name ?? broadcasterID;
}

async function presentOne(ctx: AppContext, request: FastifyRequest, row: ArticleRow): Promise<Article> {
  return presentArticle(row, await broadcasterName(ctx, row.broadcasterId), urlBuilderFor(request, ctx.config.publicBaseUrl));
}

/** A published article, or a draft for the broadcaster's managers; 404 'Article not found' otherwise. */
async function readableArticle(ctx: AppContext, request: FastifyRequest, row: ArticleRow | undefined): Promise<Article> {
  if (!row || (row.draft && !(await isManagerOf(ctx, request, row.broadcasterId)))) {
    throw new NotFoundError(NOT_FOUND_MESSAGES.article);
  }
  return presentOne(ctx, request, row);
}

async function articleById(ctx: AppContext, raw: string): Promise<ArticleRow | undefined> {
  if (!/^\d{1,9}$/.test(raw)) return undefined;
  const [row] = await ctx.db.select().from(articles).where(eq(articles.id, Number(raw))).limit(1);
  return row;
}

/** The article by id, after checking the caller may edit it (404 first, then 403). */
async function editableArticle(ctx: AppContext, request: FastifyRequest, raw: string): Promise<ArticleRow> {
  const row = await articleById(ctx, raw);
  if (!row) throw new NotFoundError(NOT_FOUND_MESSAGES.article);
  await requireBroadcasterRole(ctx, request, row.broadcasterId, BROADCASTER_ROLES.Uploader);
  return row;
}

/** The first free slug of the broadcaster: base, base-2, base-3, ... */
async function freeSlug(ctx: AppContext, broadcasterID: string, base: string, exceptId?: number): Promise<string> {
  const conditions: SQL[] = [eq(articles.broadcasterId, broadcasterID), sql`(${articles.slug} = ${base} or ${articles.slug} ~ ${`^${base}-[0-9]+$`})`];
  if (exceptId !== undefined) conditions.push(ne(articles.id, exceptId));
  const taken = new Set((await ctx.db.select({ slug: articles.slug }).from(articles).where(and(...conditions))).map((r) => r.slug));
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

function readCategories(fields: BodyFields, problems: FieldProblems): string[] | undefined {
  const raw = fields.categories;
  if (raw === undefined) return undefined;
  const list = Array.isArray(raw) ? raw : typeof raw === 'string' ? raw.split(',') : null;
  if (!list || list.some((c) => typeof c !== 'string')) {
    problems.add('categories', 'Must be a list of texts.');
    return undefined;
  }
  const seen = new Map<string, string>();
  for (const item of list as string[]) {
    const name = item.replace(/\s+/g, ' ').trim();
    if (!name) continue;
    if (name.length > CONTENT_LIMITS.articleCategory) {
      problems.add('categories', `Use at most ${CONTENT_LIMITS.articleCategory} characters per category.`);
      return undefined;
    }
    if (!seen.has(name.toLowerCase())) seen.set(name.toLowerCase(), name);
  }
  if (seen.size > CONTENT_LIMITS.articleCategories) {
    problems.add('categories', 'Limit has been reached');
    return undefined;
  }
  return [...seen.values()];
}

type ArticleChanges = Partial<Pick<typeof articles.$inferInsert, 'title' | 'content' | 'articleDate' | 'draft' | 'categories' | 'type'>> & {
  slug?: string;
};

export function readArticleFields(fields: BodyFields): ArticleChanges {
  const problems = new FieldProblems();
  const changes: ArticleChanges = {};
  const title = readText(fields, 'title', problems, { max: CONTENT_LIMITS.articleTitle });
  if (title === '') problems.add('title', 'This field is required.');
  else if (title) changes.title = title;
  const content = readText(fields, 'content', problems, { max: CONTENT_LIMITS.articleContent, trim: false });
  if (content !== undefined && content !== null) changes.content = sanitizeArticleHtml(content);
  const articleDate = readIsoDate(fields, 'articleDate', problems);
  if (articleDate) changes.articleDate = articleDate;
  const draft = readBoolean(fields, 'draft', problems);
  if (draft !== undefined) changes.draft = draft;
  const categories = readCategories(fields, problems);
  if (categories) changes.categories = categories;
  const type = readText(fields, 'articleType', problems, { max: 20 });
  if (type && !(ARTICLE_TYPES as readonly string[]).includes(type)) problems.add('articleType', `Use one of: ${ARTICLE_TYPES.join(', ')}.`);
  else if (type) changes.type = type as ArticleType;
  const slug = readText(fields, 'slug', problems, { max: CONTENT_LIMITS.articleSlug });
  if (slug !== undefined && slug !== null) {
    if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug)) problems.add('slug', 'Use lower-case letters, digits and single dashes.');
    else changes.slug = slug;
  }
  problems.throwIfAny();
  return changes;
}

function slugTaken(slug: string): HttpError {
  const text = `${slug} has already been added`;
  return new HttpError(409, text, SLUG_TAKEN_CODE, { slug: text });
}

export async function articleRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  acceptFormFields(app, BODY_LIMIT);
  const options = { bodyLimit: BODY_LIMIT };
  const { db } = ctx;

  app.get('/v2/node/articles/config', async () => ARTICLES_CONFIG);

  app.get('/v2/node/articles', async (request) => {
    const query = parseQuery(listQuery, request.query);
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
    const conditions: SQL[] = [];
    if (query.broadcasterID) conditions.push(eq(articles.broadcasterId, query.broadcasterID));
    // drafts only in a manager's list of their own broadcaster
    const withDrafts = !!(query.includeDrafts && query.broadcasterID && (await isManagerOf(ctx, request, query.broadcasterID)));
    if (query.includeDrafts && query.broadcasterID && !withDrafts) {
      await requireBroadcasterRole(ctx, request, query.broadcasterID, null);
    }
    if (!withDrafts) conditions.push(eq(articles.draft, false));
    if (query.articleType !== 'all') conditions.push(eq(articles.type, query.articleType));
    if (query.category) conditions.push(sql`exists (select 1 from unnest(${articles.categories}) c where lower(c) = lower(${query.category}))`);
    if (query.query) {
      const pattern = containsPattern(query.query);
      conditions.push(sql`(${articles.title} ilike ${pattern} or ${articles.content} ilike ${pattern})`);
    }
    const where = conditions.length ? and(...conditions) : undefined;
    const order =
      query.sortBy === 'title'
        ? [sql`lower(${articles.title}) asc`, asc(articles.id)]
        : query.sortBy === 'oldest'
          ? [asc(articles.articleDate), asc(articles.id)]
          : [desc(articles.articleDate), desc(articles.id)];
    const rows = await db
      .select({ article: articles, broadcasterName: broadcasters.displayName })
      .from(articles)
      .innerJoin(broadcasters, eq(broadcasters.id, articles.broadcasterId))
      .where(where)
      .orderBy(...order)
      .limit(pageSize)
      .offset((page - 1) * pageSize);
    const [total] = await db.select({ n: sql<number>`count(*)::int` }).from(articles).where(where);
    const url = urlBuilderFor(request, ctx.config.publicBaseUrl);
    const totalCount = total?.n ?? 0;
    return nodeList(
      'articles_list',
      'Articles',
      rows.map((r) => presentArticle(r.article, r.broadcasterName, url)),
      totalCount,
      nextPageLink(request, page, pageSize, totalCount),
    );
  });

  async function categories(broadcasterID: string | undefined, sortBy: string): Promise<ArticleCategory[]> {
    const where = broadcasterID
      ? sql`${articles.draft} = false and ${articles.broadcasterId} = ${broadcasterID}`
      : sql`${articles.draft} = false`;
    const result = await db.execute<{ name: string; count: number; updated: number }>(sql`
      select c as name, count(*)::int as count, max(${articles.updatedAt})::float8 as updated
      from ${articles}, unnest(${articles.categories}) as c
      where ${where}
      group by c`);
    const list = result.rows.map((r): ArticleCategory => ({
      type: 'article_category',
      categoryID: r.name,
      description: r.name,
      count: Number(r.count),
      updated: Number(r.updated),
    }));
    if (sortBy === 'count') list.sort((a, b) => b.count - a.count || a.description.localeCompare(b.description));
    else if (sortBy === 'updated') list.sort((a, b) => b.updated - a.updated || a.description.localeCompare(b.description));
    else list.sort((a, b) => a.description.localeCompare(b.description));
    return list;
  }

  app.get('/v2/node/articles/categories', async (request) => {
    const query = parseQuery(categoryQuery, request.query);
    const list = await categories(query.broadcasterID, query.sortBy);
    return nodeList('article_categories', 'Categories', list, list.length, null);
  });

  app.get<{ Params: { categoryID: string } }>('/v2/node/articles/categories/:categoryID', async (request) => {
    const query = parseQuery(categoryQuery, request.query);
    const wanted = request.params.categoryID.toLowerCase();
    const found = (await categories(query.broadcasterID, query.sortBy)).find((c) => c.categoryID.toLowerCase() === wanted);
    if (!found) throw new NotFoundError(NOT_FOUND_MESSAGES.category);
    return found;
  });

  app.get<{ Params: { articleID: string } }>('/v2/node/articles/:articleID', async (request) =>
    readableArticle(ctx, request, await articleById(ctx, request.params.articleID)),
  );

  app.get<{ Params: { articleID: string; slug: string } }>('/v2/node/articles/:articleID/:slug', async (request) => {
    // here the first segment is the broadcaster: /article/{broadcasterID}/{slug}
    const [row] = await db
      .select()
      .from(articles)
      .where(and(eq(articles.broadcasterId, request.params.articleID), eq(articles.slug, request.params.slug.toLowerCase())))
      .limit(1);
    return readableArticle(ctx, request, row);
  });

  // spec: created as a draft 'Untitled Article' with empty content and today's date, then patched
  app.post('/v2/node/articles', options, async (request, reply) => {
    const fields = fieldsOf(request.body, request.query);
    const broadcasterID = typeof fields.broadcasterID === 'string' ? fields.broadcasterID.trim() : '';
    if (!broadcasterID) throw new BadRequestError({ broadcasterID: 'This field is required.' });
    await requireBroadcasterRole(ctx, request, broadcasterID, BROADCASTER_ROLES.Uploader);
    const changes = readArticleFields(fields);
    const title = changes.title ?? UNTITLED_ARTICLE;
    const slug = await freeSlug(ctx, broadcasterID, changes.slug ?? slugFromTitle(title));
    const now = nowSeconds();
    const [row] = await db
      .insert(articles)
      .values({
        broadcasterId: broadcasterID,
        title,
        slug,
        content: changes.content ?? '',
        articleDate: changes.articleDate ?? todayIso(),
        draft: changes.draft ?? true,
        categories: changes.categories ?? [],
        type: changes.type ?? 'article',
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    return reply.code(201).send(await presentOne(ctx, request, row!));
  });

  app.patch<{ Params: { articleID: string } }>('/v2/node/articles/:articleID', options, async (request) => {
    const row = await editableArticle(ctx, request, request.params.articleID);
    const changes = readArticleFields(fieldsOf(request.body, request.query));
    if (changes.slug && changes.slug !== row.slug) {
      const [clash] = await db
        .select({ id: articles.id })
        .from(articles)
        .where(and(eq(articles.broadcasterId, row.broadcasterId), eq(articles.slug, changes.slug), ne(articles.id, row.id)));
      if (clash) throw slugTaken(changes.slug);
    } else if (!changes.slug && changes.title && row.title === UNTITLED_ARTICLE && row.draft) {
      // the first real title of a new draft gives it a readable address; published addresses never move by themselves
      changes.slug = await freeSlug(ctx, row.broadcasterId, slugFromTitle(changes.title), row.id);
    }
    try {
      const [updated] = await db.update(articles).set({ ...changes, updatedAt: nowSeconds() }).where(eq(articles.id, row.id)).returning();
      return presentOne(ctx, request, updated!);
    } catch (error) {
      if (changes.slug && /unique|duplicate/i.test(String((error as Error).message))) throw slugTaken(changes.slug);
      throw error;
    }
  });

  app.delete<{ Params: { articleID: string } }>('/v2/node/articles/:articleID', async (request, reply) => {
    const row = await editableArticle(ctx, request, request.params.articleID);
    await db.delete(articles).where(eq(articles.id, row.id));
    return reply.code(204).send();
  });
}
