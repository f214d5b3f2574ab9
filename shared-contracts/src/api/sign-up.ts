// POST site/users/{username}: creates the account (201) and sends the activation mail; it does not sign in.
import { pathSegment, type ApiClient, type RequestOptions } from './create-api-client';
import type { User } from '../entities/user';

export interface SignUpDetails {
  email: string;
  password: string;
  display_name?: string;
  newsletter_opt_in?: boolean;
}

export function signUp(client: ApiClient, username: string, details: SignUpDetails, options: RequestOptions = {}): Promise<{ user: User }> {
  return client.post<{ user: User }>(`site/users/${pathSegment(username)}`, details, options);
}
