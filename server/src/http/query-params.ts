// zod building blocks for query strings: values arrive as strings (or arrays when repeated), booleans
// come as True/true/1 from the various clients, and a bad value must become a 400, never a 500.
import { z } from 'zod';
import { MAX_PAGE_SIZE } from '@sermon/shared-contracts/constants/page-sizes';
import { BadRequestError } from './api-errors';

/** Repeated params count once (the last wins) and empty values count as absent. */
function single(value: unknown): unknown {
  const last = Array.isArray(value) ? value[value.length - 1] : value;
  return last === '' ? undefined : last;
}

export function optionalParam<T extends z.ZodType>(schema: T) {
  return z.preprocess(single, schema.optional());
}

const TRUE_WORDS = ['true', '1', 'yes', 'on'];
const FALSE_WORDS = ['false', '0', 'no', 'off'];

export const booleanParam = optionalParam(
  z
    .string()
    .trim()
    .toLowerCase()
    .refine((v) => TRUE_WORDS.includes(v) || FALSE_WORDS.includes(v), { error: 'must be true or false (1 or 0)' })
    .transform((v) => TRUE_WORDS.includes(v)),
);

export function intParam(min: number, max: number) {
  return optionalParam(
    z
      .string()
      .trim()
      .regex(/^-?\d+$/, { error: 'must be a whole number' })
      .transform(Number)
      .pipe(z.number().min(min, { error: `must be at least ${min}` }).max(max, { error: `must be at most ${max}` })),
  );
}

export function textParam(maxLength = 200) {
  return optionalParam(z.string().trim().min(1).max(maxLength, { error: `must be at most ${maxLength} characters` }));
}

/** Picks the value from a list case-insensitively; anything else falls back (sorts never fail). */
export function choiceWithFallback<T extends string>(choices: readonly T[], fallback: T) {
  return z.preprocess((value) => {
    const text = single(value);
    if (typeof text !== 'string') return fallback;
    const lower = text.trim().toLowerCase();
    return (choices as readonly string[]).includes(lower) ? lower : fallback;
  }, z.string()) as unknown as z.ZodType<T>;
}

/** Picks the value from a list case-insensitively; anything else is a 400. */
export function choiceParam<T extends string>(choices: readonly T[]) {
  return optionalParam(
    z
      .string()
      .trim()
      .toLowerCase()
      .refine((v) => (choices as readonly string[]).includes(v), { error: `must be one of ${choices.join(', ')}` }),
  ) as unknown as z.ZodType<T | undefined>;
}

/** Parses a query object, or throws a BadRequestError naming each bad parameter. */
export function parseQuery<T extends z.ZodType>(schema: T, query: unknown): z.output<T> {
  const result = schema.safeParse(query ?? {});
  if (result.success) return result.data;
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? 'query');
    fields[field] ??= issue.message;
  }
  throw new BadRequestError(fields);
}

/** page (1-based) and pageSize (1..MAX_PAGE_SIZE), shared by every list endpoint. */
export const pagingShape = {
  page: intParam(1, 1_000_000),
  pageSize: intParam(1, MAX_PAGE_SIZE),
};
