// Query and body shapes of the history calls.
import { z } from 'zod';
import { intParam, optionalParam } from '../../http/query-params';
import { BadRequestError } from '../../http/api-errors';

export const historyListQuery = z.object({
  page: intParam(1, 1_000_000),
  pageSize: intParam(1, 100),
  userID: optionalParam(z.string()),
});

/**
 * The position must be a JSON number, finite and not negative. Strings ("12", "NaN"), null, booleans and
 * non-finite values are refused, so a buggy player cannot store garbage that later breaks resuming.
 */
export function readPlayPosition(body: unknown): number {
  const value = body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>).play_position : undefined;
  if (typeof value !== 'number' || !Number.isFinite(value)) {
    throw new BadRequestError({ play_position: 'must be a number of seconds' });
  }
  if (value < 0) throw new BadRequestError({ play_position: 'must not be negative' });
  return value;
}
