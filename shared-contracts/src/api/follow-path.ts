// Where the follow of each target type lives: site/broadcasters/{id}, site/speakers/{name}, site/series/{id}, site/sermons/{id}.
import { pathSegment } from './create-api-client';
import type { FollowTargetType } from '../constants/accounts';

const FOLLOW_COLLECTIONS: Record<FollowTargetType, string> = {
  broadcaster: 'broadcasters',
  speaker: 'speakers',
  series: 'series',
  sermon: 'sermons',
};

/** A speaker is followed by name or id; either is one encoded path segment. */
export function followPath(type: FollowTargetType, id: string | number): string {
  return `site/${FOLLOW_COLLECTIONS[type]}/${pathSegment(id)}`;
}
