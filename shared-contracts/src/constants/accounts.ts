// Account, role and community limits (spec doc 1 §5, §6; doc 2 §7, §9). Token lifetimes are in ./auth.

/** Site roles are flags on the user's roles list. */
export const SITE_ROLES = { Translate: 1, Admin: 2, VideoWall: 3 } as const;
export type SiteRole = (typeof SITE_ROLES)[keyof typeof SITE_ROLES];

/** Roles a user holds for one broadcaster; Admin implies the others. */
export const BROADCASTER_ROLES = { Admin: 2, Uploader: 3, Biller: 4 } as const;
export type BroadcasterRole = (typeof BROADCASTER_ROLES)[keyof typeof BROADCASTER_ROLES];

export const MIN_PASSWORD_LENGTH = 8;
/** Long enough for passphrases, short enough that hashing stays cheap. */
export const MAX_PASSWORD_LENGTH = 256;
export const MIN_USERNAME_LENGTH = 4;
export const MAX_USERNAME_LENGTH = 32;
export const MAX_DISPLAY_NAME_LENGTH = 64;
export const MAX_EMAIL_LENGTH = 254;

export const MIN_COMMENT_LENGTH = 5;
export const MAX_COMMENT_LENGTH = 2000;
export const COMMENT_PAGE_SIZE = 10;
export const COMMENT_SORTS = ['random', 'date', 'reverse-date'] as const;
export type CommentSort = (typeof COMMENT_SORTS)[number];

export const FOLLOW_TARGET_TYPES = ['broadcaster', 'speaker', 'series', 'sermon'] as const;
export type FollowTargetType = (typeof FOLLOW_TARGET_TYPES)[number];
/** "Following has a maximum count per target" (spec doc 1 §5). */
export const FOLLOW_LIMITS: Record<FollowTargetType, number> = { broadcaster: 500, speaker: 500, series: 500, sermon: 1000 };

/** Lists of the signed-in user (follows, history, comments). */
export const USER_LIST_PAGE_SIZE = 25;

export const PROFILE_PICTURE_MAX_BYTES = 5 * 1024 * 1024;
export const PROFILE_PICTURE_MIN_SIDE = 200;
export const PROFILE_PICTURE_OUTPUT_SIDE = 400;
export const PROFILE_PICTURE_UPLOAD_SECONDS = 600;

/** Device-code sign-in for TVs (RFC 8628 style). */
export const DEVICE_CODE_SECONDS = 600;
export const DEVICE_POLL_SECONDS = 5;

/** Activation and reset codes sent by e-mail. */
export const ACTIVATION_CODE_SECONDS = 7 * 24 * 60 * 60;
export const RESET_CODE_SECONDS = 60 * 60;

/** The cookie holding the browser's token pair; a year with "remember me", else a browser-session cookie. */
export const SESSION_COOKIE_NAME = 'sermonhub_session';

/** A history position is offered for resuming when it is past the start and before the end by these margins. */
export const RESUME_MIN_SECONDS = 5;
export const RESUME_END_MARGIN_SECONDS = 10;

/** Texts the server sends with account errors (the frontends translate them by code). */
export const ACCOUNT_MESSAGES = {
  usernameTaken: 'This username is already taken.',
  emailTaken: 'An account with this e-mail address already exists.',
  noUser: 'No user found',
  wrongPassword: 'The password is incorrect.',
  accountDisabled: 'This account is disabled.',
  rateLimited: 'Too many attempts. Please try again in {minutes} minutes.',
  refreshInvalid: 'Your session has expired. Please sign in again.',
  unauthorized: 'Please sign in.',
  tokenExpired: 'Your session has expired.',
  forbidden: 'You do not have permission to do this.',
  verificationCodeInvalid: 'This verification code has already been used or is invalid.',
  resetCodeInvalid: 'This password reset code has already been used or is invalid.',
  deviceCodeInvalid: 'This code is invalid or has expired.',
  emailNotVerified: 'Please verify your e-mail address first.',
  unsupportedImage: 'Profile pictures must be JPEG or PNG images.',
  imageTooLarge: 'The picture is larger than 5 MB.',
  imageTooSmall: 'The picture must be at least 200 × 200 pixels.',
  followLimit: 'Limit has been reached',
  noHistory: 'No history for this sermon',
  currentPasswordRequired: 'Enter your current password to change this.',
} as const;

/** Error codes (errors.code) of account calls. */
export const ACCOUNT_ERROR_CODES = {
  usernameTaken: 'USERNAME_TAKEN',
  emailTaken: 'EMAIL_TAKEN',
  userNotFound: 'USER_NOT_FOUND',
  invalidCredentials: 'INVALID_CREDENTIALS',
  accountDisabled: 'ACCOUNT_DISABLED',
  rateLimited: 'RATE_LIMITED',
  invalidRefreshToken: 'INVALID_REFRESH_TOKEN',
  unauthorized: 'UNAUTHORIZED',
  tokenExpired: 'TOKEN_EXPIRED',
  forbidden: 'FORBIDDEN',
  activationCodeInvalid: 'ACTIVATION_CODE_INVALID',
  resetCodeInvalid: 'RESET_CODE_INVALID',
  deviceCodeInvalid: 'DEVICE_CODE_INVALID',
  authorizationPending: 'AUTHORIZATION_PENDING',
  slowDown: 'SLOW_DOWN',
  expiredToken: 'EXPIRED_TOKEN',
  emailNotVerified: 'EMAIL_NOT_VERIFIED',
  unsupportedImage: 'UNSUPPORTED_IMAGE',
  imageTooLarge: 'IMAGE_TOO_LARGE',
  imageTooSmall: 'IMAGE_TOO_SMALL',
  followLimit: 'FOLLOW_LIMIT',
  notFound: 'NOT_FOUND',
  currentPasswordRequired: 'CURRENT_PASSWORD_REQUIRED',
} as const;
