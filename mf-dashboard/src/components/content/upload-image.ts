// Image uploads of the content pages (speaker portrait, series image, article banner): ask P1's image call for an
// upload URL (with the picture's width and height, which the server checks against the kind's minimum), then send
// the bytes there with XMLHttpRequest, the one browser API that reports upload progress.
import type { ApiClient } from '@sermon/shared-contracts/api/create-api-client';

export interface ImageSize {
  width: number;
  height: number;
}

/** The picture's pixel size, read by the browser before anything is sent. */
export function readImageSize(file: Blob): Promise<ImageSize> {
  return new Promise((resolve, reject) => {
    const url = URL.createObjectURL(file);
    const image = new Image();
    image.onload = () => {
      URL.revokeObjectURL(url);
      resolve({ width: image.naturalWidth, height: image.naturalHeight });
    };
    image.onerror = () => {
      URL.revokeObjectURL(url);
      reject(new Error('unreadable image'));
    };
    image.src = url;
  });
}

/** JPEG or PNG only (spec doc 1 §5: profile images JPEG or PNG). */
export function isAcceptedImage(file: { type: string; name: string }): boolean {
  return /^image\/(jpeg|png)$/.test(file.type) || /\.(jpe?g|png)$/i.test(file.name);
}

/** Sends the bytes to the upload URL; resolves when the server has stored the image. */
export function sendImage(uploadURL: string, file: Blob, onProgress: (sent: number, total: number) => void, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('PUT', uploadURL);
    request.setRequestHeader('Content-Type', file.type || 'application/octet-stream');
    request.upload.onprogress = (event) => onProgress(event.loaded, event.lengthComputable ? event.total : file.size);
    request.onload = () => {
      if (request.status >= 200 && request.status < 300) resolve();
      else {
        let message = `${request.status}`;
        try {
          message = (JSON.parse(request.responseText) as { message?: string }).message ?? message;
        } catch {
          // not JSON: keep the status
        }
        reject(new Error(message));
      }
    };
    request.onerror = () => reject(new Error('network'));
    request.onabort = () => reject(new DOMException('aborted', 'AbortError'));
    signal?.addEventListener('abort', () => request.abort());
    request.send(file);
  });
}

/** The image call's path for each owner kind (P1's routes). */
export type ImageTarget = { kind: 'speaker'; speakerID: number } | { kind: 'series'; seriesID: number } | { kind: 'article-banner'; articleID: number };

export async function requestImageUpload(client: ApiClient, target: ImageTarget, size: ImageSize): Promise<string> {
  const body = { width: size.width, height: size.height, key: 'broadcaster' };
  const answer =
    target.kind === 'speaker'
      ? await client.post<{ uploadURL: string }>('media/images/speaker', { ...body, speaker_id: target.speakerID })
      : target.kind === 'series'
        ? await client.post<{ uploadURL: string }>(`media/images/series/${target.seriesID}`, body)
        : await client.post<{ uploadURL: string }>(`media/images/articles/${target.articleID}/banner`, body);
  return answer.uploadURL;
}

export async function removeImage(client: ApiClient, target: Exclude<ImageTarget, { kind: 'speaker' }>): Promise<void> {
  const path = target.kind === 'series' ? `media/images/series/${target.seriesID}` : `media/images/articles/${target.articleID}/banner`;
  await client.delete<void>(path, { query: { key: 'broadcaster' } });
}
