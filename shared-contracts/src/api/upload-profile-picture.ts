// PUT <uploadURL>: the raw JPEG or PNG bytes (at most 5 MB, at least 200x200); the server stores a 400x400 JPEG.
import type { ApiClient, RequestOptions } from './create-api-client';
import type { User } from '../entities/user';
import { getProfilePictureUploadUrl } from './get-profile-picture-upload-url';

/** Asks for the signed URL and sends the picture there; answers the updated user. */
export async function uploadProfilePicture(client: ApiClient, picture: Blob, options: RequestOptions = {}): Promise<User> {
  const uploadURL = await getProfilePictureUploadUrl(client, options);
  const answer = await client.put<{ user: User }>(uploadURL, picture, {
    ...options,
    contentType: picture.type || 'application/octet-stream',
    // an upload of a few MB may take longer than a page call
    timeoutMs: options.timeoutMs ?? 60_000,
  });
  return answer.user;
}
