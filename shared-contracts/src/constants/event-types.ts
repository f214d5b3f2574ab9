// The 29 sermon event types (api-shapes §1.9); an unknown value is not an event type.

export const SERMON_EVENT_TYPES = [
  'Audio Book',
  'Bible Study',
  'Camp Meeting',
  'Chapel Service',
  'Children',
  'Classic Audio',
  'Conference',
  'Current Events',
  'Debate',
  'Devotional',
  'Funeral Service',
  'Midweek Service',
  'Podcast',
  'Prayer Meeting',
  'Question & Answer',
  'Radio Broadcast',
  'Sermon Clip',
  'Special Meeting',
  'Sunday Afternoon',
  'Sunday - AM',
  'Sunday - PM',
  'Sunday School',
  'Sunday Service',
  'Teaching',
  'Testimony',
  'TV Broadcast',
  'Video DVD',
  'Wedding',
  'Youth',
] as const;

export type SermonEventType = (typeof SERMON_EVENT_TYPES)[number];

/** A new sermon's event type when none is chosen. */
export const DEFAULT_EVENT_TYPE: SermonEventType = 'Sunday Service';

export function isSermonEventType(value: unknown): value is SermonEventType {
  return typeof value === 'string' && (SERMON_EVENT_TYPES as readonly string[]).includes(value);
}
