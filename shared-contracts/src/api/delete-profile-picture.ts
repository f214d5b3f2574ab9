// POST site/users/delete_profile_picture (auth): back to no picture (204).
import type { ApiClient, RequestOptions } from './create-api-client';

export function deleteProfilePicture(client: ApiClient, options: RequestOptions = {}): Promise<void> {
  return client.post<void>('site/users/delete_profile_picture', undefined, options);
}
