// DELETE node/broadcasters/{id}/ftp (Admin): remove the FTP login (204).
import { pathSegment, type ApiClient, type RequestOptions } from './create-api-client';

export function deleteFtpAccount(client: ApiClient, broadcasterID: string, options: RequestOptions = {}): Promise<void> {
  return client.delete(`node/broadcasters/${pathSegment(broadcasterID)}/ftp`, { ...options, query: { key: 'broadcaster', ...options.query } });
}
