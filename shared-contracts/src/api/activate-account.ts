// POST site/activations/{code}/activate: the code from the activation mail verifies the e-mail address.
import { pathSegment, type ApiClient, type RequestOptions } from './create-api-client';

export interface ActivationResult {
  verified: true;
  username: string;
}

export function activateAccount(client: ApiClient, code: string, options: RequestOptions = {}): Promise<ActivationResult> {
  return client.post<ActivationResult>(`site/activations/${pathSegment(code.trim())}/activate`, undefined, options);
}
