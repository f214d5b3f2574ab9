// zod mirror of article.ts.
import { z } from 'zod';
import { ARTICLE_TYPES, type Article } from './article';
import { epochSecondsSchema, isoDateSchema } from './iso-date.schema';

export const articleSchema = z.strictObject({
  type: z.literal('article'),
  articleID: z.int().positive(),
  broadcasterID: z.string(),
  broadcasterName: z.string(),
  slug: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
  title: z.string(),
  content: z.string(),
  articleDate: isoDateSchema,
  draft: z.boolean(),
  articleType: z.enum(ARTICLE_TYPES),
  categories: z.array(z.string()),
  bannerImageURL: z.string().nullable(),
  updateTimestamp: epochSecondsSchema,
}) satisfies z.ZodType<Article>;
