// GET site/users/available: whether a username or an e-mail address is still free.
import type { ApiClient, RequestOptions } from './create-api-client';

export type AvailabilityQuery = { username: string } | { email: string };

/** False on any error as well (spec doc 2 §8): the form then asks for another name rather than promising one. */
export async function checkAvailability(client: ApiClient, query: AvailabilityQuery, options: RequestOptions = {}): Promise<boolean> {
  try {
    const answer = await client.get<{ isAvailable: boolean }>('site/users/available', { noCache: true, ...options, query });
    return answer?.isAvailable === true;
  } catch {
    return false;
  }
}
