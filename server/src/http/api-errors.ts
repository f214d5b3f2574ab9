// Errors a route can throw; the app's error handler turns them into the API's JSON error body.
import type { ApiErrorBody } from '@sermon/shared-contracts/errors/api-error';
import { API_ERROR_CODES } from '@sermon/shared-contracts/errors/messages';

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly code: string,
    readonly fields: Record<string, string> = {},
    /** response headers that go with the error, e.g. Retry-After on a 429 */
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }

  toBody(): ApiErrorBody {
    return { message: this.message, errors: { ...this.fields, code: this.code } };
  }
}

export class NotFoundError extends HttpError {
  constructor(message: string) {
    super(404, message, API_ERROR_CODES.notFound);
  }
}

/** One or more query/path values were not acceptable: 400 with one text per field. */
export class BadRequestError extends HttpError {
  constructor(fields: Record<string, string>) {
    const message = Object.entries(fields)
      .map(([field, text]) => `${field}: ${text}`)
      .join(', ');
    super(400, message || 'Bad request', API_ERROR_CODES.invalidParameter, fields);
  }
}

/** Body of a /v2/ path no route answers (the exact text real clients saw live). */
export const UNKNOWN_API_ROUTE_BODY = { status: 'SermonAudio API 404 Not Found' } as const;
