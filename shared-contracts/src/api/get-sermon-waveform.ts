// GET node/sermons/{id}/waveform: the sermon's peaks. cacheTTL 0 skips the server's cache (spec doc 2 §7).
import { pathSegment, type ApiClient, type RequestOptions } from './create-api-client';
import type { Waveform } from '../entities/waveform';

export function getSermonWaveform(
  client: ApiClient,
  sermonID: string,
  params: { cacheTTL?: number } = {},
  options: RequestOptions = {},
): Promise<Waveform> {
  return client.get<Waveform>(`node/sermons/${pathSegment(sermonID)}/waveform`, { ...options, query: { ...params } });
}
