// POST media {sermonID, uploadType, twoStep | language, destFilename, originalFilename} (key=broadcaster): a ticket
// for one file of a sermon; answers the uploadURL that takes the bytes (whole, or resumable by tus 1.0).
import { BROADCASTER_KEY_SELECTOR, type ApiClient, type RequestOptions } from './create-api-client';
import type { SermonUploadType } from '../constants/uploads';

export interface MediaUploadRequest {
  sermonID: string;
  uploadType: SermonUploadType;
  /** captions: the language of the cues (ISO 639-1) */
  language?: string;
  /** store the file and wait for PUT media/{guid}/continue before any processing */
  twoStep?: boolean;
  destFilename?: string;
  originalFilename?: string;
  /** the file's size, so a file that is empty or above the type's limit is refused before a byte is sent */
  fileSize?: number;
}

export async function createMediaUpload(client: ApiClient, request: MediaUploadRequest, options: RequestOptions = {}): Promise<string> {
  const answer = await client.post<{ uploadURL: string }>('media', { key: BROADCASTER_KEY_SELECTOR, ...request }, options);
  return answer.uploadURL;
}
