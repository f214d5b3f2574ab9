// Optional runtime check of API replies against the shared zod schemas (on in tests and with
// CHECK_RESPONSES=1): a reply that drifts from the contract becomes a loud 500 instead of a quiet bug.
import type { z } from 'zod';
import { broadcasterSchema, liteBroadcasterSchema } from '@sermon/shared-contracts/entities/broadcaster.schema';
import { languageSchema } from '@sermon/shared-contracts/entities/language.schema';
import { nodeListSchema } from '@sermon/shared-contracts/entities/node-list.schema';
import { sermonLanguageOptionSchema } from '@sermon/shared-contracts/entities/sermon-language.schema';
import { waveformPeaksSchema, waveformSchema } from '@sermon/shared-contracts/entities/waveform.schema';
import { sermonEventTypeDetailSchema } from '@sermon/shared-contracts/entities/sermon-event-type.schema';
import { sermonSeriesSchema } from '@sermon/shared-contracts/entities/sermon-series.schema';
import { sermonSchema } from '@sermon/shared-contracts/entities/sermon.schema';
import { speakerSchema } from '@sermon/shared-contracts/entities/speaker.schema';

export const RESPONSE_SCHEMAS: Record<string, z.ZodType> = {
  '/v2/node/sermons': nodeListSchema(sermonSchema),
  '/v2/node/sermons/:sermonID': sermonSchema,
  '/v2/node/sermons/:sermonID/waveform': waveformSchema.or(waveformPeaksSchema),
  '/v2/node/sermons/:sermonID/languages': nodeListSchema(sermonLanguageOptionSchema),
  '/v2/node/speakers': nodeListSchema(speakerSchema),
  '/v2/node/speakers/:speaker': speakerSchema,
  '/v2/node/broadcasters/:broadcasterID': broadcasterSchema.or(liteBroadcasterSchema),
  '/v2/node/broadcasters/:broadcasterID/series': nodeListSchema(sermonSeriesSchema),
  '/v2/node/broadcasters/:broadcasterID/series/:series': sermonSeriesSchema,
  '/v2/node/series/:seriesID': sermonSeriesSchema,
  '/v2/node/discover/speakers': nodeListSchema(speakerSchema),
  '/v2/node/discover/broadcasters': nodeListSchema(broadcasterSchema),
  '/v2/node/discover/series': nodeListSchema(sermonSeriesSchema),
  '/v2/node/languages': nodeListSchema(languageSchema),
  '/v2/node/filter_options/sermon_event_types': nodeListSchema(sermonEventTypeDetailSchema),
};

export class ResponseContractError extends Error {}

export function checkResponse(routeUrl: string | undefined, statusCode: number, payload: unknown): void {
  if (!routeUrl || statusCode >= 300) return;
  const schema = RESPONSE_SCHEMAS[routeUrl];
  if (!schema) return;
  const result = schema.safeParse(payload);
  if (!result.success) {
    const first = result.error.issues.slice(0, 3).map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new ResponseContractError(`Reply of ${routeUrl} breaks the API contract: ${first.join('; ')}`);
  }
}
