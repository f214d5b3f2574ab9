// zod mirror of waveform.ts, for server response checks and tests (never imported by frontends).
import { z } from 'zod';
import type { Waveform } from './waveform';

export const waveformPeaksSchema = z.array(z.number().min(0).max(1));

export const waveformSchema = z.strictObject({
  waveform: waveformPeaksSchema,
  isDefault: z.boolean(),
}) satisfies z.ZodType<Waveform>;
