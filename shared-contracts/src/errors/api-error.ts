// The API's error body and how a client turns it into an ApiError (spec doc 2 §8 Handling).
import { ERROR_MESSAGES, formatMessage } from './messages';

/** JSON body of every non-2xx answer of this API (unknown routes answer {status} instead). */
export interface ApiErrorBody {
  message: string;
  errors: { code: string; [field: string]: string };
}

export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    message: string,
    readonly httpStatus: number,
    /** errors.code of the body, when there was one */
    readonly apiCode: string | null,
    /** field -> text, without code */
    readonly fieldErrors: Record<string, string> = {},
  ) {
    super(message);
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

/**
 * With an errors object the message is each field and its text, joined by comma (falling back to the
 * body's message when the object holds only a code); without one it is the unknown-error text with the status.
 */
export function parseApiError(status: number, body: unknown): ApiError {
  const errors =
    body && typeof body === 'object' && 'errors' in body ? (body as { errors: unknown }).errors : undefined;
  if (errors && typeof errors === 'object' && !Array.isArray(errors)) {
    const fields: Record<string, string> = {};
    let code: string | null = null;
    for (const [key, value] of Object.entries(errors as Record<string, unknown>)) {
      if (key === 'code') {
        code = value == null ? null : String(value);
        continue;
      }
      fields[key] = typeof value === 'string' ? value : JSON.stringify(value);
    }
    const joined = Object.entries(fields)
      .map(([field, text]) => `${field}: ${text}`)
      .join(', ');
    const bodyMessage = (body as { message?: unknown }).message;
    const message =
      joined || (typeof bodyMessage === 'string' && bodyMessage) || unknownErrorMessage(status);
    return new ApiError(message, status, code, fields);
  }
  return new ApiError(unknownErrorMessage(status), status, null);
}

export function unknownErrorMessage(status: number): string {
  return formatMessage(ERROR_MESSAGES.unknownWithStatus, { status });
}
