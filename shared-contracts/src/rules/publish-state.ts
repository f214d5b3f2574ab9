// Sermon publishing (spec doc 1 §4): the state derives from publishTimestamp alone.
import { DEFAULT_SERMON_TITLE, SERMON_PUBLISH_STATE, type SermonPublishState } from '../constants/publish-state';
import type { Sermon } from '../entities/sermon';
import { isGenericSpeaker } from '../entities/speaker';

const nowSeconds = () => Math.floor(Date.now() / 1000);

/** Absent is Draft, in the future is Scheduled, now or past is Published. */
export function publishState(
  publishTimestamp: number | null | undefined,
  now: number = nowSeconds(),
): SermonPublishState {
  if (publishTimestamp === null || publishTimestamp === undefined) return SERMON_PUBLISH_STATE.Draft;
  return publishTimestamp > now ? SERMON_PUBLISH_STATE.Scheduled : SERMON_PUBLISH_STATE.Published;
}

/** Publishable only when not already published, with a known speaker and a title other than the default. */
export function isPublishable(
  sermon: Pick<Sermon, 'publishTimestamp' | 'fullTitle'> & { speaker: Pick<Sermon['speaker'], 'displayName'> | null },
  now: number = nowSeconds(),
): boolean {
  if (publishState(sermon.publishTimestamp, now) === SERMON_PUBLISH_STATE.Published) return false;
  if (!sermon.speaker || !sermon.speaker.displayName.trim() || isGenericSpeaker(sermon.speaker)) return false;
  const title = sermon.fullTitle.trim();
  return title !== '' && title !== DEFAULT_SERMON_TITLE;
}
