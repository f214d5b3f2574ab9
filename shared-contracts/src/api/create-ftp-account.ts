// POST node/broadcasters/{id}/ftp (Admin): an FTP login for batch uploads; the password is in this answer only.
import { pathSegment, type ApiClient, type RequestOptions } from './create-api-client';
import type { FtpCredentials } from '../entities/broadcaster-settings';

export function createFtpAccount(client: ApiClient, broadcasterID: string, options: RequestOptions = {}): Promise<FtpCredentials> {
  return client.post(`node/broadcasters/${pathSegment(broadcasterID)}/ftp`, { key: 'broadcaster' }, options);
}
