// zod mirror of language.ts.
import { z } from 'zod';
import type { Language } from './language';

export const languageSchema = z.strictObject({
  type: z.literal('language'),
  languageName: z.string(),
  languageCode: z.string().length(2),
  languageCode3: z.string().length(3),
  localizedName: z.string(),
  localizedNameInLanguage: z.string(),
}) satisfies z.ZodType<Language>;
