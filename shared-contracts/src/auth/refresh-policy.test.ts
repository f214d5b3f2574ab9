import { ApiError } from '../errors/api-error';
import { ApiTimeoutError } from '../api/create-api-client';
import {
  ACCESS_TOKEN_SKEW_MS,
  accessTokenExpiry,
  classifyRefreshFailure,
  isAccessTokenExpired,
  isValidPair,
  shouldRetryRefresh,
} from './refresh-policy';
import { fakeJwt } from './session-test-kit';

describe('the refresh rules (spec doc 2 §4)', () => {
  it('count a pair valid only when both tokens exist', () => {
    expect(isValidPair({ access_token: 'a', refresh_token: 'r' })).toBe(true);
    expect(isValidPair({ access_token: 'a' })).toBe(false);
    expect(isValidPair({ refresh_token: 'r' })).toBe(false);
    expect(isValidPair({ access_token: '', refresh_token: 'r' })).toBe(false);
    expect(isValidPair(null)).toBe(false);
  });

  it('skip a refresh answered 5xx, reset on any other answer, retry when there is none', () => {
    expect(classifyRefreshFailure(new ApiError('down', 503, null))).toBe('skip');
    expect(classifyRefreshFailure(new ApiError('down', 500, null))).toBe('skip');
    expect(classifyRefreshFailure(new ApiError('expired', 401, 'INVALID_REFRESH_TOKEN'))).toBe('reset');
    expect(classifyRefreshFailure(new ApiError('bad', 400, 'INVALID_PARAMETER'))).toBe('reset');
    expect(classifyRefreshFailure(new TypeError('Failed to fetch'))).toBe('retry');
    expect(classifyRefreshFailure(new ApiTimeoutError(5000))).toBe('retry');
  });

  it('retry every 500 ms for at most 31 s', () => {
    expect(shouldRetryRefresh(0, 30_500)).toBe(true);
    expect(shouldRetryRefresh(0, 30_501)).toBe(false);
  });

  it("take the access token's expiry from its JWT exp, else from expires_in", () => {
    expect(accessTokenExpiry(fakeJwt(2_000), 900, 0)).toBe(2_000_000);
    expect(accessTokenExpiry('opaque-token', 900, 1_000)).toBe(901_000);
  });

  it('count the access token expired 30 s early', () => {
    expect(isAccessTokenExpired(100_000, 100_000 - ACCESS_TOKEN_SKEW_MS - 1)).toBe(false);
    expect(isAccessTokenExpired(100_000, 100_000 - ACCESS_TOKEN_SKEW_MS)).toBe(true);
    expect(isAccessTokenExpired(undefined, 0)).toBe(true);
  });
});
