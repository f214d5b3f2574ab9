// What can be followed, and how a path segment names it: broadcasters by id, speakers by id or display name,
// series by id, sermons (favourites) by id. Every follow is stored under the target's canonical id as text.
import type { FollowTargetType } from '@sermon/shared-contracts/constants/accounts';
import { NOT_FOUND_MESSAGES } from '@sermon/shared-contracts/errors/messages';
import type { Db } from '../../db/client';
import { NotFoundError } from '../../http/api-errors';
import { findBroadcaster } from '../broadcasters/repo';
import { findSeries } from '../series/repo';
import { findSermon } from '../sermons/repo';
import { nowSeconds } from '../sermons/visibility';
import { findSpeaker } from '../speakers/repo';

/** The URL collection of each target type: site/<collection>/{id}. */
export const FOLLOW_COLLECTIONS: Record<FollowTargetType, string> = {
  broadcaster: 'broadcasters',
  speaker: 'speakers',
  series: 'series',
  sermon: 'sermons',
};

export const FOLLOW_NOT_FOUND: Record<FollowTargetType, string> = {
  broadcaster: NOT_FOUND_MESSAGES.broadcaster,
  speaker: NOT_FOUND_MESSAGES.speaker,
  series: NOT_FOUND_MESSAGES.series,
  sermon: NOT_FOUND_MESSAGES.sermon,
};

/** The canonical id of the target a path segment names, or null when there is no such (visible) target. */
export async function resolveFollowTarget(db: Db, type: FollowTargetType, segment: string): Promise<string | null> {
  const text = segment.trim();
  if (!text || text.length > 300) return null;
  switch (type) {
    case 'broadcaster':
      return (await findBroadcaster(db, text))?.id ?? null;
    case 'speaker': {
      const speaker = await findSpeaker(db, text);
      return speaker ? String(speaker.id) : null;
    }
    case 'series': {
      if (!/^\d{1,10}$/.test(text) || Number(text) > 2_147_483_647) return null;
      const found = await findSeries(db, text);
      return found ? String(found.series.id) : null;
    }
    case 'sermon': {
      // only published sermons can be favourited: a draft's id must not be confirmed to outsiders
      if (!/^\d{1,30}$/.test(text)) return null;
      return (await findSermon(db, text, nowSeconds(), false))?.sermon.id ?? null;
    }
  }
}

export async function requireFollowTarget(db: Db, type: FollowTargetType, segment: string): Promise<string> {
  const id = await resolveFollowTarget(db, type, segment);
  if (id === null) throw new NotFoundError(FOLLOW_NOT_FOUND[type]);
  return id;
}
