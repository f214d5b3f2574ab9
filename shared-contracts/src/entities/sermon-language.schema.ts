// zod mirror of sermon-language.ts, for server response checks and tests (never imported by frontends).
import { z } from 'zod';
import type { SermonLanguageOption } from './sermon-language';

export const sermonLanguageOptionSchema = z.strictObject({
  sermonID: z.string().regex(/^\d+$/),
  languageCode: z.string().min(2).max(3),
  languageCode3: z.string().length(3),
  localizedName: z.string().min(1),
  localizedNameInLanguage: z.string().min(1),
}) satisfies z.ZodType<SermonLanguageOption>;
