// zod mirror of sermon-event-type.ts.
import { z } from 'zod';
import type { SermonEventTypeDetail } from './sermon-event-type';

export const sermonEventTypeDetailSchema = z.strictObject({
  type: z.literal('sermon_event_type'),
  description: z.string(),
  displayEventType: z.string(),
  numberOfSermons: z.int().nonnegative(),
  rokuImageURL: z.string().nullable(),
  fireTVImageURL: z.string().nullable(),
}) satisfies z.ZodType<SermonEventTypeDetail>;
