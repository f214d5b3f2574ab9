// An event type with its sermon count (api-shapes §1.7, PY-M SermonEventTypeDetail).

export interface SermonEventTypeDetail {
  type: 'sermon_event_type';
  /** the eventType value, e.g. 'Sunday - AM' */
  description: string;
  displayEventType: string;
  numberOfSermons: number;
  rokuImageURL: string | null;
  fireTVImageURL: string | null;
}
