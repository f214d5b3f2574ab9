// Media filter values in list URLs (spec: "Media filter: audio, video, pdf, none") and media kinds/states.

export const MEDIA_FILTERS = ['audio', 'video', 'pdf', 'none'] as const;
export type MediaFilter = (typeof MEDIA_FILTERS)[number];

export const MEDIA_KINDS = ['audio', 'video', 'text'] as const;
export type MediaKind = (typeof MEDIA_KINDS)[number];

export const MEDIA_STATES = ['working', 'twostep', 'error', 'ready'] as const;
export type MediaState = (typeof MEDIA_STATES)[number];

/** Sermon page URL media selector: a = audio, v = video. */
export const MEDIA_TYPE_URL_CODES = { a: 'audio', v: 'video' } as const;
