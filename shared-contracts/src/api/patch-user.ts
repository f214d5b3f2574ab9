// PATCH site/users (auth): change profile fields; a new password (or e-mail) needs the current password.
import type { ApiClient, RequestOptions } from './create-api-client';
import type { LoginTokens, User } from '../entities/user';

export interface UserPatch {
  display_name?: string;
  display_location?: string | null;
  church_leader?: boolean;
  gender?: 'male' | 'female' | null;
  newsletter_opt_in?: boolean;
  birth_year?: number | null;
  notify_email?: boolean;
  notify_mobile?: boolean;
  my_church_broadcaster_id?: string | null;
  /** JSON text of (part of) WebPreferences; the server merges and sanitizes it */
  web_preferences?: string;
  email?: string;
  password?: string;
  current_password?: string;
}

export interface PatchUserResult {
  user: User;
  /** present when the password changed: every other session was revoked, the caller keeps these */
  tokens?: LoginTokens;
}

export function patchUser(client: ApiClient, patch: UserPatch, options: RequestOptions = {}): Promise<PatchUserResult> {
  return client.patch<PatchUserResult>('site/users', patch, options);
}
