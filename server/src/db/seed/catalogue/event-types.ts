// The weekday each of the 29 sermon event types (shared-contracts) is usually held on.
import { SERMON_EVENT_TYPES, type SermonEventType } from '@sermon/shared-contracts/constants/event-types';

export const EVENT_TYPES = SERMON_EVENT_TYPES;

export type EventType = SermonEventType;

/** Days of the week (0 = Sunday) an event of this type falls on; the date of a sermon is moved onto one. */
export const EVENT_WEEKDAYS: Record<EventType, readonly number[]> = {
  'Audio Book': [0, 1, 2, 3, 4, 5, 6],
  'Bible Study': [2, 3, 4],
  'Camp Meeting': [4, 5, 6],
  'Chapel Service': [1, 2, 3, 4, 5],
  Children: [0, 3],
  'Classic Audio': [0],
  Conference: [4, 5, 6],
  'Current Events': [1, 2, 3, 4, 5],
  Debate: [4, 5, 6],
  Devotional: [1, 2, 3, 4, 5, 6],
  'Funeral Service': [1, 2, 3, 4, 5, 6],
  'Midweek Service': [3],
  Podcast: [1, 2, 3, 4, 5],
  'Prayer Meeting': [3, 4],
  'Question & Answer': [0, 3],
  'Radio Broadcast': [1, 2, 3, 4, 5, 6, 0],
  'Sermon Clip': [0],
  'Special Meeting': [5, 6, 0],
  'Sunday Afternoon': [0],
  'Sunday - AM': [0],
  'Sunday - PM': [0],
  'Sunday School': [0],
  'Sunday Service': [0],
  Teaching: [1, 2, 3, 4, 5],
  Testimony: [0, 3],
  'TV Broadcast': [0, 6],
  'Video DVD': [1, 2, 3, 4, 5],
  Wedding: [6],
  Youth: [5, 0],
};
