import { isApiError } from '@sermon/shared-contracts/errors/api-error';

/**
 * Whether a detail lookup failed because the thing does not exist: a 404, or a 400 for an id that
 * cannot name anything (e.g. letters where the API expects a number). The page then shows its
 * not-found view instead of a retry.
 */
export function isNotFoundError(error: unknown): boolean {
  return isApiError(error) && (error.httpStatus === 404 || error.httpStatus === 400);
}
