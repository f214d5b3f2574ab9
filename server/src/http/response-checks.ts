// Optional runtime check of API replies against the shared zod schemas (on in tests and with
// CHECK_RESPONSES=1): a reply that drifts from the contract becomes a loud 500 instead of a quiet bug.
// Shapes are keyed by method and route URL: a write on a read's path (POST node/speakers next to the
// GET list) answers another shape, so each method names its own; a write without a shape is not checked.
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

export type CheckedMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** GET replies by route URL (HEAD shares them). */
export const GET_RESPONSE_SCHEMAS: Record<string, z.ZodType> = {
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

/** Writes that answer an entity, checked against that entity's schema ("METHOD url"). */
export const WRITE_RESPONSE_SCHEMAS: Record<string, z.ZodType> = {
  'POST /v2/node/sermons': sermonSchema,
  'PUT /v2/node/sermons/:sermonID': sermonSchema,
  'POST /v2/node/sermons/:sermonID/duplicate': sermonSchema,
  'POST /v2/node/speakers': speakerSchema,
  'PATCH /v2/node/speakers/:speakerID': speakerSchema,
  'POST /v2/node/speakers/rollback_image': speakerSchema,
  // settings, customization, donations, e-mail settings all answer the broadcaster as GET gives it
  'PATCH /v2/node/broadcasters/:broadcasterID': broadcasterSchema,
  'POST /v2/node/series': sermonSeriesSchema,
  'PATCH /v2/node/series/:seriesID': sermonSeriesSchema,
  'POST /v2/node/broadcasters/:id/series': sermonSeriesSchema,
  'PATCH /v2/node/broadcasters/:id/series/:series': sermonSeriesSchema,
};

/** The schema a reply to this method and route must match, if any. */
export function responseSchemaFor(method: string, routeUrl: string | undefined): z.ZodType | undefined {
  if (!routeUrl) return undefined;
  const verb = method.toUpperCase();
  if (verb === 'GET' || verb === 'HEAD') return GET_RESPONSE_SCHEMAS[routeUrl];
  return WRITE_RESPONSE_SCHEMAS[`${verb} ${routeUrl}`];
}

export class ResponseContractError extends Error {}

/**
 * Checks a reply as it goes out (onSend): the payload is then the JSON text clients get, whether the route
 * returned an object or serialised it itself (POST node/sermons sends a string, which skips preSerialization).
 */
export function checkResponse(method: string, routeUrl: string | undefined, statusCode: number, payload: unknown): void {
  // errors have their own body ({message, errors}); a 204 has none
  if (statusCode >= 300 || payload === undefined || payload === null || payload === '') return;
  const schema = responseSchemaFor(method, routeUrl);
  if (!schema) return;
  const where = `${method.toUpperCase()} ${routeUrl}`;
  let body: unknown = payload;
  if (typeof payload === 'string' || Buffer.isBuffer(payload)) {
    try {
      body = JSON.parse(payload.toString());
    } catch {
      throw new ResponseContractError(`Reply of ${where} is not JSON`);
    }
  } else if (typeof (payload as { pipe?: unknown }).pipe === 'function') {
    return; // a stream: nothing to read without consuming it
  }
  const result = schema.safeParse(body);
  if (!result.success) {
    const first = result.error.issues.slice(0, 3).map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new ResponseContractError(`Reply of ${where} breaks the API contract: ${first.join('; ')}`);
  }
}
