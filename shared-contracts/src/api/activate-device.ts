// POST site/device/activate (auth): approve the code a TV shows (dash and case ignored by the server).
import type { ApiClient, RequestOptions } from './create-api-client';

export function activateDevice(client: ApiClient, userCode: string, options: RequestOptions = {}): Promise<{ activated: true }> {
  return client.post<{ activated: true }>('site/device/activate', { userCode: userCode.trim() }, options);
}
