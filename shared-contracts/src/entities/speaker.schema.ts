// zod mirror of speaker.ts.
import { z } from 'zod';
import type { Speaker } from './speaker';
import { isoDateSchema } from './iso-date.schema';

export const speakerSchema = z.strictObject({
  type: z.enum(['speaker', 'lite_sermon_speaker']),
  speakerID: z.int(),
  displayName: z.string(),
  sortName: z.string(),
  bio: z.string().nullable(),
  portraitURL: z.string(),
  portraitURLResizable: z.string(),
  roundedThumbnailImageURL: z.string(),
  roundedThumbnailImageURLResizable: z.string(),
  albumArtURL: z.string(),
  mostRecentPreachDate: isoDateSchema.nullable(),
  sermonCount: z.int().nullable(),
  followed: z.boolean(),
  broadcasterLock: z.string().nullable().optional(),
  imageLiveGeneration: z.int().nonnegative().optional(),
  imageMaxGeneration: z.int().nonnegative().optional(),
}) satisfies z.ZodType<Speaker>;
