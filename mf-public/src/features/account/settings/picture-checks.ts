// What the browser can check about a picture before sending it (the server checks the same again).
import { PROFILE_PICTURE_MAX_BYTES, PROFILE_PICTURE_MIN_SIDE } from '@sermon/shared-contracts/constants/accounts';

export const PICTURE_TYPES = ['image/jpeg', 'image/png'] as const;

export type PictureProblem = 'unsupported' | 'tooLarge' | 'tooSmall';

/** Type and size, known without decoding the file. */
export function pictureFileProblem(file: { type: string; size: number }): PictureProblem | null {
  if (!(PICTURE_TYPES as readonly string[]).includes(file.type)) return 'unsupported';
  if (file.size > PROFILE_PICTURE_MAX_BYTES) return 'tooLarge';
  return null;
}

/** The decoded picture's sides. */
export function pictureSizeProblem(width: number, height: number): PictureProblem | null {
  return width < PROFILE_PICTURE_MIN_SIDE || height < PROFILE_PICTURE_MIN_SIDE ? 'tooSmall' : null;
}

/** Decodes the picture to learn its size; a file the browser cannot decode is not a usable JPEG or PNG. */
export function readPictureSize(url: string): Promise<{ width: number; height: number }> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve({ width: image.naturalWidth, height: image.naturalHeight });
    image.onerror = () => reject(new Error('The picture could not be decoded'));
    image.src = url;
  });
}
