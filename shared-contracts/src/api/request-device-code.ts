// POST site/device/code: a TV asks for a code to show; a signed-in user enters it at /activate.
import type { ApiClient, RequestOptions } from './create-api-client';
import type { DeviceCode } from '../entities/user';

export function requestDeviceCode(client: ApiClient, options: RequestOptions = {}): Promise<DeviceCode> {
  return client.post<DeviceCode>('site/device/code', undefined, options);
}
