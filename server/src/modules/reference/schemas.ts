// Query schemas of the reference-data endpoints.
import { z } from 'zod';
import { booleanParam, textParam } from '../../http/query-params';

export const eventTypesQuery = z.object({
  broadcaster_id: textParam(64),
  includeUnpublished: booleanParam,
});
