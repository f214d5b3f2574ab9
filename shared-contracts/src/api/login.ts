// POST site/users/{username}/login: the token pair for a username (or e-mail) and password.
import { pathSegment, type ApiClient, type RequestOptions } from './create-api-client';
import type { LoginTokens } from '../entities/user';

export interface LoginCredentials {
  password: string;
  /** keep the session cookie for a year */
  remember?: boolean;
}

export function login(
  client: ApiClient,
  usernameOrEmail: string,
  credentials: LoginCredentials,
  options: RequestOptions = {},
): Promise<LoginTokens> {
  return client.post<LoginTokens>(`site/users/${pathSegment(usernameOrEmail.trim())}/login`, credentials, options);
}
