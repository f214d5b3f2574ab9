// zod mirror of notice.ts.
import { z } from 'zod';
import type { BroadcasterNotice } from './notice';
import { epochSecondsSchema } from './iso-date.schema';

export const broadcasterNoticeSchema = z.strictObject({
  type: z.literal('broadcaster_notice'),
  noticeID: z.int().positive(),
  broadcasterID: z.string(),
  broadcasterName: z.string(),
  title: z.string(),
  text: z.string(),
  timestamp: epochSecondsSchema,
}) satisfies z.ZodType<BroadcasterNotice>;
