// PUT <uploadURL> with upload progress. The shared uploadProfilePicture uses fetch, which cannot report how many
// bytes went out; the settings page shows a progress bar, so this one request goes through XMLHttpRequest.
import { LOCALE_TAGS, type LocaleCode } from '@sermon/shared-contracts/i18n/locales';
import type { User } from '@sermon/shared-contracts/entities/user';
import { parseApiError } from '@sermon/shared-contracts/errors/api-error';

export interface SendPictureOptions {
  uploadURL: string;
  picture: Blob;
  apiKey: string;
  locale: LocaleCode;
  accessToken: string | null;
  /** 0..1 as the bytes go out */
  onProgress: (fraction: number) => void;
  signal?: AbortSignal;
}

export function sendProfilePicture({ uploadURL, picture, apiKey, locale, accessToken, onProgress, signal }: SendPictureOptions): Promise<User> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('PUT', uploadURL);
    request.setRequestHeader('Accept', 'application/json');
    request.setRequestHeader('Accept-Language', LOCALE_TAGS[locale]);
    request.setRequestHeader('X-API-Key', apiKey);
    request.setRequestHeader('Content-Type', picture.type || 'application/octet-stream');
    if (accessToken) request.setRequestHeader('Authorization', `Bearer ${accessToken}`);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      let body: unknown = null;
      try {
        body = request.responseText ? JSON.parse(request.responseText) : null;
      } catch {
        body = null;
      }
      if (request.status >= 200 && request.status < 300 && body && typeof body === 'object' && 'user' in body) {
        onProgress(1);
        resolve((body as { user: User }).user);
      } else reject(parseApiError(request.status, body));
    };
    // like fetch, a request that got no answer is a TypeError (the form says "could not reach the server")
    request.onerror = () => reject(new TypeError('The upload could not reach the server'));
    request.onabort = () => reject(new DOMException('The upload was cancelled', 'AbortError'));
    signal?.addEventListener('abort', () => request.abort(), { once: true });
    request.send(picture);
  });
}
