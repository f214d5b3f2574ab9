// POST site/users/upload_profile_picture (auth): a signed upload URL, valid PROFILE_PICTURE_UPLOAD_SECONDS.
import type { ApiClient, RequestOptions } from './create-api-client';

export async function getProfilePictureUploadUrl(client: ApiClient, options: RequestOptions = {}): Promise<string> {
  const answer = await client.post<{ uploadURL: string }>('site/users/upload_profile_picture', undefined, options);
  return answer.uploadURL;
}
