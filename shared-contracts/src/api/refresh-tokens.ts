// POST site/users/refresh: a new token pair for the refresh token (which is rotated: the old one is spent).
import type { ApiClient, RequestOptions } from './create-api-client';
import type { LoginTokens } from '../entities/user';
import { REFRESH_TIMEOUT_MS } from '../constants/auth';

export function refreshTokens(client: ApiClient, refreshToken: string, options: RequestOptions = {}): Promise<LoginTokens> {
  return client.post<LoginTokens>('site/users/refresh', { refresh_token: refreshToken }, { timeoutMs: REFRESH_TIMEOUT_MS, ...options });
}
