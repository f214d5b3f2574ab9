// zod mirror of sermon.ts.
import { z } from 'zod';
import type { Sermon } from './sermon';
import { broadcasterSchema, liteBroadcasterSchema } from './broadcaster.schema';
import { epochSecondsSchema, isoDateSchema } from './iso-date.schema';
import { mediaSetSchema } from './media.schema';
import { sermonSeriesSchema } from './sermon-series.schema';
import { speakerSchema } from './speaker.schema';

export const sermonSchema = z.strictObject({
  type: z.enum(['sermon', 'lite_sermon']),
  sermonID: z.string().regex(/^\d+$/),
  broadcaster: z.union([broadcasterSchema, liteBroadcasterSchema]),
  speaker: speakerSchema,
  fullTitle: z.string(),
  displayTitle: z.string(),
  subtitle: z.string().nullable(),
  series: sermonSeriesSchema.nullable(),
  preachDate: isoDateSchema,
  pickDate: isoDateSchema.nullable(),
  lastFeatureDate: isoDateSchema.nullable(),
  publishTimestamp: epochSecondsSchema.nullable(),
  publishDate: z.string().nullable(),
  updateDate: epochSecondsSchema,
  languageCode: z.string().length(2),
  languageCode3: z.string().length(3),
  bibleText: z.string().nullable(),
  moreInfoText: z.string().nullable(),
  eventType: z.string(),
  displayEventType: z.string().nullable(),
  downloadCount: z.int().nonnegative(),
  videoDownloadCount: z.int().nonnegative(),
  documentDownloadCount: z.int().nonnegative(),
  externalLink: z.string().nullable(),
  keywords: z.string().nullable(),
  media: mediaSetSchema,
  archivedWebcastID: z.int().nullable(),
  hasAudio: z.boolean(),
  hasVideo: z.boolean(),
  hasPDF: z.boolean(),
  audioDurationSeconds: z.int().nullable(),
  videoDurationSeconds: z.int().nullable(),
  commentCount: z.int().nonnegative(),
  followed: z.boolean(),
  waveformPeaksURL: z.string().nullable(),
  captionLanguages: z.strictObject({ alpha_2: z.array(z.string()), alpha_3: z.array(z.string()) }),
  videoPreviewURL: z.string().nullable(),
  transcript: z.strictObject({ downloadURL: z.string().nullable() }).nullable(),
  videoThumbnail: z.string().nullable(),
  thumbnailImageURL: z.string().nullable(),
  lastAudioAccessTimestamp: epochSecondsSchema.nullable(),
  lastVideoAccessTimestamp: epochSecondsSchema.nullable(),
}) satisfies z.ZodType<Sermon>;
