// zod mirror of sermon-series.ts.
import { z } from 'zod';
import type { SermonSeries } from './sermon-series';
import { liteBroadcasterSchema } from './broadcaster.schema';
import { epochSecondsSchema, isoDateSchema } from './iso-date.schema';

export const seriesFeedLinkSchema = z.strictObject({
  type: z.literal('feed_link'),
  feedLinkID: z.int(),
  seriesID: z.int(),
  podcastType: z.enum(['tunein', 'apple', 'google-play', 'spotify', 'stitcher', 'other']),
  label: z.string(),
  link: z.string(),
});

export const sermonSeriesSchema = z.strictObject({
  type: z.enum(['series', 'lite_sermon_series']),
  seriesID: z.int(),
  title: z.string(),
  broadcasterID: z.string(),
  broadcaster: liteBroadcasterSchema.nullable(),
  latest: isoDateSchema.nullable(),
  earliest: isoDateSchema.nullable(),
  updated: epochSecondsSchema,
  count: z.int().nonnegative(),
  description: z.string().nullable(),
  podcastEnabled: z.boolean(),
  podcastSpeaker: z.string().nullable(),
  image: z.string().nullable(),
  imageResizable: z.string().nullable(),
  rssURL: z.string().nullable(),
  rssAtomURL: z.string().nullable(),
  pickDate: isoDateSchema.nullable(),
  feedLinks: z.array(seriesFeedLinkSchema),
  languageCode: z.string().nullable(),
  defaultSortBy: z.string().nullable(),
  followed: z.boolean(),
  podcastEmail: z.string().nullable().optional(),
}) satisfies z.ZodType<SermonSeries>;
