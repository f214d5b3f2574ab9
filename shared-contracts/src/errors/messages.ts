// The error catalogue's user-facing texts (spec doc 2 §8), in English; frontends translate them by key.

export const NOT_FOUND_MESSAGES = {
  promotion: 'Promotional content not found',
  article: 'Article not found',
  collection: "Collection '{slug}' not found",
  news: 'News not found',
  broadcaster: 'Broadcaster not found',
  category: 'Category not found',
  event: 'Event not found',
  psalm: 'Psalm not found',
  hymn: 'Hymn not found',
  language: 'Language not found',
  series: 'Series not found',
  sermon: 'Sermon not found',
  speaker: 'Speaker not found',
  topic: 'Topic not found',
  webcastReplay: 'Webcast replay not found',
  hashtag: 'No Hashtag Provided',
  page: 'This page could not be found.',
  /** generic form: "{type} '{value}' not found" */
  generic: "{type} '{value}' not found",
} as const;

export type NotFoundKind = keyof typeof NOT_FOUND_MESSAGES;

export const ERROR_MESSAGES = {
  featuredSermonRejected: 'Sermon cannot be featured. Please review ad policies for more information.',
  adTitleGuidelines: 'Please modify your title to comply with the Advertising Guidelines.',
  adDescriptionGuidelines: 'Please modify your description to comply with the Advertising Guidelines.',
  permissionUnavailable: 'This page is unavailable with the current permissions',
  retrievePageFailed: 'Something went wrong while retrieving this page. Please try again.',
  unknownWithStatus: 'An unknown error occurred. Error code {status}',
  generic: 'An error occurred',
  invalidPayment: 'Invalid payment information',
  datesUnavailable: 'The selected date(s) are no longer available. Please revise and try again.',
  couponAlreadyApplied: 'This coupon was already applied. Please review the adjusted total and try again.',
  costChanged: 'The cost for this ad has changed. Please review the adjusted total and try again.',
  verificationCodeInvalid: 'This verification code has already been used or is invalid.',
  activationFailed: 'Activation failed',
  searchFailed: 'Problem obtaining search results. Please try later.',
  broadcasterIdTaken: 'This Broadcaster ID is already in use.',
  noUser: 'No user found',
  userAlreadyLinked: 'User is already linked to this broadcaster account',
  forbidden:
    'You do not have permission to access this page. Contact an admin for {broadcaster} if you believe this is a mistake.',
  malformedTrackerData: 'Malformed tracker data',
  refreshDisabled: 'Refresh endpoint is disabled',
  unsavedChanges: 'Do you really want to leave? You have unsaved changes!',
  notFoundHelp: 'Please try searching or verify your URL was entered correctly.',
} as const;

export const LIST_MESSAGES = {
  empty: 'No Results',
  end: "That's Everything!",
} as const;

/** Status codes that go with some messages. */
export const ERROR_STATUS = {
  permissionUnavailable: 503,
  errorPageDefault: 404,
  layoutLoadFailure: 500,
  unknownMiddleware: 500,
  nonResponseError: 405,
} as const;

/** Server validation codes for ads. */
export const AD_ERROR_CODES = [
  'AD_PAYMENT_MISMATCH',
  'AD_INVALID_TYPE',
  'AD_NO_SERMONID',
  'AD_DISABLED_BROADCASTER',
  'AD_MISSING_METADATA',
  'AD_COST_MISMATCH',
  'AD_NO_PAYMENT_METHOD',
  'AD_NO_BROADCASTER_ID_FOR_BILL',
  'AD_UNSUPPORTED_PAYMENT_TYPE',
  'AD_TITLE_TOO_LONG',
  'AD_TEXT_TOO_LONG',
  'AD_MAX_DAYS_EXCEEDED',
  'AD_INVALID_DATE_FEATURED_SERMON',
  'AD_INVALID_DATES_FOR_SERMON',
  'AD_INVALID_DATES_OUT_OF_RANGE',
] as const;
export type AdErrorCode = (typeof AD_ERROR_CODES)[number];

/** Codes this API puts in `errors.code` besides the ad codes. */
export const API_ERROR_CODES = {
  notFound: 'NOT_FOUND',
  invalidParameter: 'INVALID_PARAMETER',
  internal: 'INTERNAL_ERROR',
} as const;

/** Fills `{name}` placeholders, e.g. formatMessage(NOT_FOUND_MESSAGES.collection, { slug }). */
export function formatMessage(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}
