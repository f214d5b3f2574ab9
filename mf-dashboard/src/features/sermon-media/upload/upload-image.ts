// Images of speakers, series, articles and the broadcaster (banner, profile): read the picture's size in the browser,
// ask the image call for an upload URL (with width and height, which the server checks against the kind's
// minimum), then send the bytes in one PUT with progress. Images are small, so no resumable protocol is needed.
import type { ApiClient } from '@sermon/shared-contracts/api/create-api-client';
import { createImageUpload, type ImageDimensions, type ImageUploadTarget } from '@sermon/shared-contracts/api/create-image-upload';
import { IMAGE_MIN_SIZE, UPLOAD_MAX_BYTES, UPLOAD_MESSAGES, formatByteLimit } from '@sermon/shared-contracts/constants/uploads';
import { ApiError, parseApiError } from '@sermon/shared-contracts/errors/api-error';
import { formatMessage } from '@sermon/shared-contracts/errors/messages';
import { UploadAbortedError, xhrTransport, type Transport } from './tus-upload';

export interface ImageUploadResult {
  /** the stored JPEG */
  imageURL: string | null;
}

export interface UploadImageOptions {
  onProgress?: (sent: number, total: number) => void;
  signal?: AbortSignal;
  /** tests: the picture's size without a browser decoding it */
  readSize?: (file: Blob) => Promise<ImageDimensions>;
  transport?: Transport;
}

/** The picture's pixel size, as the browser decodes it. */
export function readImageDimensions(file: Blob): Promise<ImageDimensions> {
  return new Promise((resolve, reject) => {
    const url = URL.createObjectURL(file);
    const image = new Image();
    image.onload = () => {
      URL.revokeObjectURL(url);
      resolve({ width: image.naturalWidth, height: image.naturalHeight });
    };
    image.onerror = () => {
      URL.revokeObjectURL(url);
      reject(new ApiError(UPLOAD_MESSAGES.imageUnreadable, 0, null));
    };
    image.src = url;
  });
}

/** What the server would refuse, said before sending: not JPEG/PNG, too large, too small. English texts: callers show them through useUploadMessages (../use-upload-messages.ts). */
export function imageProblem(file: Pick<File, 'type' | 'name' | 'size'>, target: ImageUploadTarget, size?: ImageDimensions): string | null {
  if (!/^image\/(jpeg|png)$/.test(file.type) && !/\.(jpe?g|png)$/i.test(file.name)) return UPLOAD_MESSAGES.imageType;
  if (file.size === 0) return UPLOAD_MESSAGES.emptyFile;
  if (file.size > UPLOAD_MAX_BYTES.image) return formatMessage(UPLOAD_MESSAGES.fileTooLarge, { limit: formatByteLimit(UPLOAD_MAX_BYTES.image) });
  const min = IMAGE_MIN_SIZE[target.kind];
  if (size && (size.width < min.width || size.height < min.height)) {
    return formatMessage(UPLOAD_MESSAGES.imageTooSmall, { width: min.width, height: min.height, actualWidth: size.width, actualHeight: size.height });
  }
  return null;
}

/** Checks, asks for the URL and sends the picture; rejects with an ApiError carrying the server's words. */
export async function uploadImage(client: ApiClient, target: ImageUploadTarget, file: File, options: UploadImageOptions = {}): Promise<ImageUploadResult> {
  const early = imageProblem(file, target);
  if (early) throw new ApiError(early, 0, null);
  const size = await (options.readSize ?? readImageDimensions)(file);
  const small = imageProblem(file, target, size);
  if (small) throw new ApiError(small, 0, null);
  const uploadURL = await createImageUpload(client, target, { dimensions: size, fileSize: file.size, originalFilename: file.name }, { signal: options.signal });
  const transport = options.transport ?? xhrTransport;
  options.onProgress?.(0, file.size);
  let response;
  try {
    // the tus client's transport, used as a plain PUT: one request with progress, no creation step
    response = await transport({
      method: 'PUT',
      url: uploadURL,
      headers: { 'Content-Type': file.type || 'application/octet-stream' },
      body: file,
      onUploadProgress: (loaded) => options.onProgress?.(Math.min(loaded, file.size), file.size),
      signal: options.signal,
    });
  } catch (failure) {
    if (failure instanceof UploadAbortedError) throw failure;
    throw new ApiError(failure instanceof Error ? failure.message : String(failure), 0, null);
  }
  let body: unknown;
  try {
    body = response.text ? JSON.parse(response.text) : undefined;
  } catch {
    body = undefined;
  }
  if (response.status < 200 || response.status >= 300) throw parseApiError(response.status, body);
  options.onProgress?.(file.size, file.size);
  return { imageURL: (body as { imageURL?: string | null } | undefined)?.imageURL ?? null };
}
