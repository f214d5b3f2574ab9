// GET node/broadcasters/{id}/available: whether a Broadcaster ID is still free (checked before sign-up).
import { pathSegment, type ApiClient, type RequestOptions } from './create-api-client';

/** true/false from the server; null when it could not be asked (the create call still refuses a taken id). */
export async function checkBroadcasterId(client: ApiClient, broadcasterID: string, options: RequestOptions = {}): Promise<boolean | null> {
  try {
    const answer = await client.get<{ isAvailable: boolean }>(`node/broadcasters/${pathSegment(broadcasterID)}/available`, {
      noCache: true,
      ...options,
    });
    return answer?.isAvailable === true;
  } catch (error) {
    if (options.signal?.aborted) throw error;
    return null;
  }
}
