/** @jest-environment node */
import { ApiError, parseApiError } from './api-error';
import { formatMessage, NOT_FOUND_MESSAGES } from './messages';

describe('parseApiError', () => {
  it('uses the body message when the errors object holds only a code', () => {
    const error = parseApiError(404, { message: NOT_FOUND_MESSAGES.sermon, errors: { code: 'NOT_FOUND' } });
    expect(error).toBeInstanceOf(ApiError);
    expect(error.message).toBe('Sermon not found');
    expect(error.apiCode).toBe('NOT_FOUND');
    expect(error.httpStatus).toBe(404);
  });

  it('joins field texts with commas', () => {
    const error = parseApiError(422, { errors: { code: 'AD_TITLE_TOO_LONG', title: 'too long', text: 'too long' } });
    expect(error.message).toBe('title: too long, text: too long');
    expect(error.fieldErrors).toEqual({ title: 'too long', text: 'too long' });
  });

  it('falls back to the unknown-error text for bodies that are not API errors', () => {
    expect(parseApiError(502, null).message).toBe('An unknown error occurred. Error code 502');
    expect(parseApiError(500, 'oops').apiCode).toBeNull();
  });
});

describe('formatMessage', () => {
  it('fills named placeholders and leaves unknown ones', () => {
    expect(formatMessage(NOT_FOUND_MESSAGES.collection, { slug: 'goj-1' })).toBe("Collection 'goj-1' not found");
    expect(formatMessage('{a} {b}', { a: 1 })).toBe('1 {b}');
  });
});
