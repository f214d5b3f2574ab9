// The sermon event types in the reader's language. The API's displayEventType is the English value itself,
// so the remotes translate the canonical eventType here. This sits in the kit folder because every remote's
// lingui.config.js includes it: the messages land in each remote's own catalog and any remote can render them.
import { msg } from '@lingui/core/macro';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { isSermonEventType, type SermonEventType } from '../constants/event-types';

// One context for all: short words like 'Children' or 'Youth' may mean something else elsewhere in a catalog.
const EVENT_TYPE_LABELS: Record<SermonEventType, MessageDescriptor> = {
  'Audio Book': msg({ message: 'Audio Book', context: 'sermon event type' }),
  'Bible Study': msg({ message: 'Bible Study', context: 'sermon event type' }),
  'Camp Meeting': msg({ message: 'Camp Meeting', context: 'sermon event type' }),
  'Chapel Service': msg({ message: 'Chapel Service', context: 'sermon event type' }),
  Children: msg({ message: 'Children', context: 'sermon event type' }),
  'Classic Audio': msg({ message: 'Classic Audio', context: 'sermon event type' }),
  Conference: msg({ message: 'Conference', context: 'sermon event type' }),
  'Current Events': msg({ message: 'Current Events', context: 'sermon event type' }),
  Debate: msg({ message: 'Debate', context: 'sermon event type' }),
  Devotional: msg({ message: 'Devotional', context: 'sermon event type' }),
  'Funeral Service': msg({ message: 'Funeral Service', context: 'sermon event type' }),
  'Midweek Service': msg({ message: 'Midweek Service', context: 'sermon event type' }),
  Podcast: msg({ message: 'Podcast', context: 'sermon event type' }),
  'Prayer Meeting': msg({ message: 'Prayer Meeting', context: 'sermon event type' }),
  'Question & Answer': msg({ message: 'Question & Answer', context: 'sermon event type' }),
  'Radio Broadcast': msg({ message: 'Radio Broadcast', context: 'sermon event type' }),
  'Sermon Clip': msg({ message: 'Sermon Clip', context: 'sermon event type' }),
  'Special Meeting': msg({ message: 'Special Meeting', context: 'sermon event type' }),
  'Sunday Afternoon': msg({ message: 'Sunday Afternoon', context: 'sermon event type' }),
  'Sunday - AM': msg({ message: 'Sunday - AM', context: 'sermon event type' }),
  'Sunday - PM': msg({ message: 'Sunday - PM', context: 'sermon event type' }),
  'Sunday School': msg({ message: 'Sunday School', context: 'sermon event type' }),
  'Sunday Service': msg({ message: 'Sunday Service', context: 'sermon event type' }),
  Teaching: msg({ message: 'Teaching', context: 'sermon event type' }),
  Testimony: msg({ message: 'Testimony', context: 'sermon event type' }),
  'TV Broadcast': msg({ message: 'TV Broadcast', context: 'sermon event type' }),
  'Video DVD': msg({ message: 'Video DVD', context: 'sermon event type' }),
  Wedding: msg({ message: 'Wedding', context: 'sermon event type' }),
  Youth: msg({ message: 'Youth', context: 'sermon event type' }),
};

/**
 * The label of an event type in i18n's locale. A value outside the 29 (older data, a type added on the
 * server first) is shown as it is rather than hidden, so the listener still sees what the sermon was.
 */
export function eventTypeLabel(i18n: I18n, eventType: string): string {
  return isSermonEventType(eventType) ? i18n._(EVENT_TYPE_LABELS[eventType]) : eventType;
}
