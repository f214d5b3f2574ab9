// POST jobs/encode {sermonID, job, excludeAudioSources} (key=broadcaster): re-run one audio encode of a sermon.
import { BROADCASTER_KEY_SELECTOR, type ApiClient, type RequestOptions } from './create-api-client';
import type { EncodeJobName } from '../entities/media-tracker';

export interface EncodeJobRequest {
  sermonID: string;
  job: EncodeJobName;
  /** true: encode from the video's sound even when an audio file was uploaded */
  excludeAudioSources?: boolean;
}

export function postEncodeJob(client: ApiClient, request: EncodeJobRequest, options: RequestOptions = {}): Promise<{ jobID: number }> {
  return client.post<{ jobID: number }>('jobs/encode', { key: BROADCASTER_KEY_SELECTOR, ...request }, options);
}
