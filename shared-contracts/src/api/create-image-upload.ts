// The image upload calls (key=broadcaster), each answering an uploadURL that takes the JPEG or PNG bytes:
// POST media/images/speaker {speaker_id}, POST media/images/series/{id}, POST media/images/broadcaster_banner/
// {broadcasterID}, POST media/images/broadcaster_profile/ {broadcasterID}, POST media/images/articles/{id}/banner.
// width and height are optional, but go together (spec doc 1 §5).
import { BROADCASTER_KEY_SELECTOR, type ApiClient, type RequestOptions } from './create-api-client';
import type { ImageUploadKind } from '../constants/uploads';

export interface ImageUploadTarget {
  kind: ImageUploadKind;
  /** speaker id, series id, article id or broadcasterID */
  id: string | number;
}

export interface ImageDimensions {
  width: number;
  height: number;
}

/** The call's path and the body fields that name the owner. */
export function imageUploadCall(target: ImageUploadTarget): { path: string; fields: Record<string, string | number> } {
  const id = encodeURIComponent(String(target.id));
  switch (target.kind) {
    case 'speaker':
      return { path: 'media/images/speaker', fields: { speaker_id: target.id } };
    case 'series':
      return { path: `media/images/series/${id}`, fields: {} };
    case 'article-banner':
      return { path: `media/images/articles/${id}/banner`, fields: {} };
    case 'broadcaster-banner':
      return { path: 'media/images/broadcaster_banner/', fields: { broadcasterID: target.id } };
    case 'broadcaster-profile':
      return { path: 'media/images/broadcaster_profile/', fields: { broadcasterID: target.id } };
  }
}

export async function createImageUpload(
  client: ApiClient,
  target: ImageUploadTarget,
  details: { dimensions?: ImageDimensions; fileSize?: number; originalFilename?: string } = {},
  options: RequestOptions = {},
): Promise<string> {
  const { path, fields } = imageUploadCall(target);
  const answer = await client.post<{ uploadURL: string }>(
    path,
    {
      key: BROADCASTER_KEY_SELECTOR,
      ...fields,
      ...(details.dimensions ? { width: details.dimensions.width, height: details.dimensions.height } : {}),
      ...(details.fileSize !== undefined ? { fileSize: details.fileSize } : {}),
      ...(details.originalFilename ? { originalFilename: details.originalFilename } : {}),
    },
    options,
  );
  return answer.uploadURL;
}
