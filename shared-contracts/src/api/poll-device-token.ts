// POST site/device/token: the TV polls every `interval` s; tokens once approved, else 400 AUTHORIZATION_PENDING | SLOW_DOWN | EXPIRED_TOKEN.
import type { ApiClient, RequestOptions } from './create-api-client';
import type { LoginTokens } from '../entities/user';

export function pollDeviceToken(client: ApiClient, deviceCode: string, options: RequestOptions = {}): Promise<LoginTokens> {
  return client.post<LoginTokens>('site/device/token', { device_code: deviceCode }, options);
}
