// GET node/broadcasters/{id}/lifetime_stats (auth, any role of the broadcaster): the overview's totals.
import { pathSegment, type ApiClient, type RequestOptions } from './create-api-client';

export interface LifetimeStats {
  broadcasterID: string;
  /** every sermon, drafts and scheduled included */
  sermons: number;
  publishedSermons: number;
  scheduledSermons: number;
  draftSermons: number;
  audioPlays: number;
  videoPlays: number;
  totalPlays: number;
  followers: number;
  comments: number;
}

export function getLifetimeStats(client: ApiClient, broadcasterID: string, options: RequestOptions = {}): Promise<LifetimeStats> {
  return client.get<LifetimeStats>(`node/broadcasters/${pathSegment(broadcasterID)}/lifetime_stats`, {
    noCache: true,
    ...options,
    query: { key: 'broadcaster', ...options.query },
  });
}
