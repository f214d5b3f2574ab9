// Sermon publish states (spec doc 1 §4): derived from publishTimestamp; the pure rule lives in rules/.

export const SERMON_PUBLISH_STATE = { Draft: 0, Scheduled: 1, Published: 2 } as const;
export type SermonPublishState = (typeof SERMON_PUBLISH_STATE)[keyof typeof SERMON_PUBLISH_STATE];

/** A sermon with this title is not publishable. */
export const DEFAULT_SERMON_TITLE = 'Untitled Sermon';
