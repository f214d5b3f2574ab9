// zod mirror of node-list.ts: wraps any item schema in the list envelope.
import { z } from 'zod';

export function nodeListSchema<T extends z.ZodType>(item: T) {
  return z.strictObject({
    nodeType: z.string(),
    nodeDisplayName: z.string(),
    results: z.array(item),
    totalCount: z.int().nonnegative().nullable(),
    next: z
      .string()
      .regex(/^\/v2\//)
      .nullable(),
  });
}
