// The date and epoch formats every entity uses (api-shapes §0.5).
import { z } from 'zod';

/** YYYY-MM-DD, exactly (PL's Date::Tiny needs exactly this). */
export const isoDateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** Unix epoch seconds as an integer. */
export const epochSecondsSchema = z.int().nonnegative();
