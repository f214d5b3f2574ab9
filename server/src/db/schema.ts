// The database schema (drizzle). Migrations in ./migrations are generated from it with drizzle-kit,
// except 0000, which is hand-written: extensions and the unaccenting text search configuration.
import { sql } from 'drizzle-orm';
import {
  bigint,
  jsonb,
  boolean,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const tsvector = customType<{ data: string }>({
  dataType() {
    return 'tsvector';
  },
});

/** Epoch seconds; int8 read back as a JS number. */
const epoch = (name: string) => bigint(name, { mode: 'number' });

export const broadcasters = pgTable(
  'broadcasters',
  {
    id: text('id').primaryKey(),
    idCode: text('id_code').notNull(),
    displayName: text('display_name').notNull(),
    shortName: text('short_name').notNull(),
    location: text('location').notNull(),
    country: text('country'),
    countryIsoCode: text('country_iso_code'),
    state: text('state'),
    categories: integer('categories').notNull().default(1),
    denomination: text('denomination'),
    minister: text('minister'),
    address: text('address'),
    serviceTimes: text('service_times'),
    phone: text('phone'),
    homePageUrl: text('home_page_url'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    languageCode: text('language_code'),
    aboutUs: text('about_us'),
    vacantPulpit: boolean('vacant_pulpit').notNull().default(false),
    canWebcast: boolean('can_webcast').notNull().default(false),
    disabled: boolean('disabled').notNull().default(false),
    joinedAt: epoch('joined_at').notNull(),
    // ---- dashboard (issue 5) ----
    /** contact address shown to listeners (settings page) */
    email: text('email'),
    addressMail: text('address_mail'),
    churchSize: integer('church_size'),
    facebookUsername: text('facebook_username'),
    twitterUsername: text('twitter_username'),
    bibleVersion: text('bible_version'),
    listenLineNumber: text('listen_line_number'),
    welcomeVideoId: text('welcome_video_id'),
    donatable: boolean('donatable').notNull().default(false),
    /** [{method: cornerstone|paypal|stripe|mail|other, url?, label?}] */
    donationOptions: jsonb('donation_options').notNull().default(sql`'[]'::jsonb`),
    /** colours, banner and layout choices of the customization page */
    customization: jsonb('customization').notNull().default(sql`'{}'::jsonb`),
    /** which notification e-mails the broadcaster receives, and where */
    emailSettings: jsonb('email_settings').notNull().default(sql`'{}'::jsonb`),
    /** linked social accounts: {twitter?, google?, facebook?, ftp?, dropbox?} with display details only, never secrets */
    socialAccounts: jsonb('social_accounts').notNull().default(sql`'{}'::jsonb`),
    /** RTMP stream key; resetting it (PATCH {resetStreamToken}) invalidates the old one */
    streamKey: text('stream_key'),
    /** defaultWebcastTitle, defaultWebcastDescription, defaultWebcastSpeakerName, defaultWebcastPassword, defaultWebcastReplay */
    webcastDefaults: jsonb('webcast_defaults').notNull().default(sql`'{}'::jsonb`),
    /** storage keys of uploaded images; the generation in the key busts caches */
    bannerImageKey: text('banner_image_key'),
    profileImageKey: text('profile_image_key'),
    /** highlighted_sermons: sortOrder, audioSermonID or audioEventType */
    highlightedSortOrder: text('highlighted_sort_order'),
    highlightedSermonId: text('highlighted_sermon_id'),
    highlightedEventType: text('highlighted_event_type'),
    /** dashboard API key (GET current_api_key); generated on first request */
    apiKey: text('api_key'),
    /** highlighted_sermons audioType (randomsource, newest, randompick, newestpick, sermon_id, event_type) */
    highlightedAudioType: text('highlighted_audio_type'),
    /** argon2id hash of the legacy broadcaster password (POST node/users/login); null = no legacy sign-in */
    legacyPasswordHash: text('legacy_password_hash'),
  },
  (t) => [
    index('broadcasters_display_name_idx').on(t.displayName),
    index('broadcasters_country_idx').on(t.countryIsoCode),
    index('broadcasters_joined_idx').on(t.joinedAt),
  ],
);

export const speakers = pgTable(
  'speakers',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    displayName: text('display_name').notNull(),
    sortName: text('sort_name').notNull(),
    bio: text('bio'),
    groups: text('groups').array().notNull().default(sql`'{}'::text[]`),
    createdAt: epoch('created_at').notNull(),
    // ---- dashboard (issue 5) ----
    /** the broadcaster that created the speaker and may edit it; null = shared, only site admins edit */
    broadcasterLock: text('broadcaster_lock').references(() => broadcasters.id, { onDelete: 'set null' }),
    /** image generations: each upload adds one (max); rollback_image picks which one is live */
    imageLiveGeneration: integer('image_live_generation').notNull().default(0),
    imageMaxGeneration: integer('image_max_generation').notNull().default(0),
  },
  (t) => [
    uniqueIndex('speakers_display_name_lower_idx').on(sql`lower(${t.displayName})`),
    index('speakers_sort_name_idx').on(t.sortName),
  ],
);

export const series = pgTable(
  'series',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    broadcasterId: text('broadcaster_id')
      .notNull()
      .references(() => broadcasters.id),
    title: text('title').notNull(),
    description: text('description'),
    podcastEnabled: boolean('podcast_enabled').notNull().default(false),
    createdAt: epoch('created_at').notNull(),
    updatedAt: epoch('updated_at').notNull(),
    // ---- dashboard (issue 5) ----
    podcastEmail: text('podcast_email'),
    podcastSpeaker: text('podcast_speaker'),
    defaultSortBy: text('default_sort_by'),
    imageKey: text('image_key'),
  },
  (t) => [index('series_broadcaster_idx').on(t.broadcasterId), index('series_updated_idx').on(t.updatedAt, t.id)],
);

export const sermons = pgTable(
  'sermons',
  {
    /** the public sermonID, a string of digits */
    id: text('id').primaryKey(),
    broadcasterId: text('broadcaster_id')
      .notNull()
      .references(() => broadcasters.id),
    speakerId: integer('speaker_id')
      .notNull()
      .references(() => speakers.id),
    seriesId: integer('series_id').references(() => series.id),
    fullTitle: text('full_title').notNull(),
    displayTitle: text('display_title').notNull(),
    subtitle: text('subtitle'),
    bibleText: text('bible_text'),
    moreInfoText: text('more_info_text'),
    eventType: text('event_type').notNull(),
    languageCode: text('language_code').notNull(),
    languageCode3: text('language_code3').notNull(),
    preachDate: date('preach_date', { mode: 'string' }).notNull(),
    /** null = draft, future = scheduled, past = published */
    publishTimestamp: epoch('publish_timestamp'),
    keywords: text('keywords'),
    downloadCount: integer('download_count').notNull().default(0),
    videoDownloadCount: integer('video_download_count').notNull().default(0),
    documentDownloadCount: integer('document_download_count').notNull().default(0),
    commentCount: integer('comment_count').notNull().default(0),
    pickDate: date('pick_date', { mode: 'string' }),
    lastFeatureDate: date('last_feature_date', { mode: 'string' }),
    externalLink: text('external_link'),
    archivedWebcastId: integer('archived_webcast_id'),
    hasAudio: boolean('has_audio').notNull().default(false),
    hasVideo: boolean('has_video').notNull().default(false),
    hasPdf: boolean('has_pdf').notNull().default(false),
    audioDurationSeconds: integer('audio_duration_seconds'),
    videoDurationSeconds: integer('video_duration_seconds'),
    lastAudioAccessAt: epoch('last_audio_access_at'),
    lastVideoAccessAt: epoch('last_video_access_at'),
    /** sermons sharing a translation group are translations of one another (GET node/sermons/{id}/languages) */
    translationGroup: text('translation_group'),
    /** canonical position of the first Bible reference (book * 1e6 + chapter * 1e3 + verse), for sortBy=bible */
    scriptureOrder: integer('scripture_order'),
    // ---- dashboard and media pipeline (issue 5) ----
    acceptCopyright: boolean('accept_copyright').notNull().default(true),
    /** videoTrimStart, audioTrimStart, fadeIn, fadeOut, normalizeAudio, videoThumbPosition (PATCH encoding_options) */
    encodingOptions: jsonb('encoding_options').notNull().default(sql`'{}'::jsonb`),
    /** [{platform, message, title?, privacy?, useVideoClip?}] */
    socialSharing: jsonb('social_sharing').notNull().default(sql`'[]'::jsonb`),
    /** working | twostep | error | ready, or null when there is no such media */
    audioMediaStatus: text('audio_media_status'),
    videoMediaStatus: text('video_media_status'),
    showCc: boolean('show_cc').notNull().default(true),
    newsInFocus: boolean('news_in_focus').notNull().default(false),
    createdAt: epoch('created_at').notNull(),
    updatedAt: epoch('updated_at').notNull(),
    search: tsvector('search').generatedAlwaysAs(
      sql`setweight(to_tsvector('sermon_en'::regconfig, coalesce(full_title, '') || ' ' || coalesce(subtitle, '')), 'A') || setweight(to_tsvector('sermon_en'::regconfig, coalesce(keywords, '') || ' ' || coalesce(bible_text, '')), 'B') || setweight(to_tsvector('sermon_en'::regconfig, coalesce(more_info_text, '')), 'C')`,
    ),
  },
  (t) => [
    // Plain ascending indexes: a backward scan serves ORDER BY ... DESC (drizzle's .desc() would emit
    // DESC NULLS LAST, which the planner cannot use for DESC; see backend-stack notes §1.6).
    index('sermons_preach_date_idx').on(t.preachDate, t.id),
    index('sermons_publish_idx').on(t.publishTimestamp, t.id),
    index('sermons_created_idx').on(t.createdAt, t.id),
    index('sermons_updated_idx').on(t.updatedAt, t.id),
    index('sermons_downloads_idx').on(t.downloadCount, t.id),
    index('sermons_broadcaster_idx').on(t.broadcasterId, t.preachDate),
    index('sermons_speaker_idx').on(t.speakerId, t.preachDate),
    index('sermons_series_idx').on(t.seriesId, t.preachDate),
    index('sermons_event_type_idx').on(t.eventType),
    index('sermons_language_idx').on(t.languageCode),
    index('sermons_pick_date_idx').on(t.pickDate),
    index('sermons_translation_group_idx').on(t.translationGroup),
    index('sermons_search_idx').using('gin', t.search),
  ],
);

/** One stored rendition of a sermon's media (audio-high, video-low, video-thumbnail, pdf, ...). */
export const sermonMedia = pgTable(
  'sermon_media',
  {
    id: serial('id').primaryKey(),
    sermonId: text('sermon_id')
      .notNull()
      .references(() => sermons.id, { onDelete: 'cascade' }),
    /** audio | video | text | caption | thumbnail */
    kind: text('kind').notNull(),
    encoding: text('encoding').notNull(),
    mediaType: text('media_type').notNull(),
    /** path under the media root, served at /media/<storageKey> */
    storageKey: text('storage_key').notNull(),
    contentType: text('content_type').notNull(),
    bitrateKbps: integer('bitrate_kbps'),
    fileSizeBytes: bigint('file_size_bytes', { mode: 'number' }),
    durationSeconds: integer('duration_seconds'),
    audioCodec: text('audio_codec'),
    videoCodec: text('video_codec'),
    language: text('language'),
  },
  // storage_key: a media request counts a play for the sermon whose file it is
  (t) => [index('sermon_media_sermon_idx').on(t.sermonId), index('sermon_media_storage_key_idx').on(t.storageKey)],
);

/** Bible references parsed from bible_text, for the book/chapter/verse filters. */
export const sermonScripture = pgTable(
  'sermon_scripture',
  {
    id: serial('id').primaryKey(),
    sermonId: text('sermon_id')
      .notNull()
      .references(() => sermons.id, { onDelete: 'cascade' }),
    /** OSIS abbreviation, e.g. 'Rom' */
    book: text('book').notNull(),
    /** chapter * 1000 + verse (verse 0 = whole chapter start) */
    startPos: integer('start_pos').notNull(),
    /** chapter * 1000 + verse (verse 999 = to the end of the chapter) */
    endPos: integer('end_pos').notNull(),
  },
  (t) => [index('sermon_scripture_book_idx').on(t.book, t.startPos), index('sermon_scripture_sermon_idx').on(t.sermonId)],
);

// ---- Accounts, sessions and what signed-in listeners keep (issue 3) ----

export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    /** argon2id PHC string */
    passwordHash: text('password_hash').notNull(),
    displayName: text('display_name'),
    displayLocation: text('display_location'),
    /** Storage key of the 400x400 JPEG; the generation in the name busts caches */
    profilePictureKey: text('profile_picture_key'),
    churchLeader: boolean('church_leader').notNull().default(false),
    gender: text('gender'),
    newsletterOptIn: boolean('newsletter_opt_in').notNull().default(false),
    birthYear: integer('birth_year'),
    notifyEmail: boolean('notify_email').notNull().default(true),
    notifyMobile: boolean('notify_mobile').notNull().default(false),
    myChurchBroadcasterId: text('my_church_broadcaster_id').references(() => broadcasters.id, { onDelete: 'set null' }),
    /** sanitized JSON text */
    webPreferences: text('web_preferences').notNull().default('{}'),
    verified: boolean('verified').notNull().default(false),
    disabled: boolean('disabled').notNull().default(false),
    createdAt: epoch('created_at').notNull(),
    lastLoginAt: epoch('last_login_at'),
  },
  (t) => [
    uniqueIndex('users_username_lower_idx').on(sql`lower(${t.username})`),
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
  ],
);

/** Site roles (Translate 1, Admin 2, VideoWall 3), one row per role held. */
export const userSiteRoles = pgTable(
  'user_site_roles',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: integer('role').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.role] })],
);

/** Broadcaster roles (Admin 2, Uploader 3, Biller 4), one row per role held for a broadcaster. */
export const broadcasterRoles = pgTable(
  'broadcaster_roles',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    broadcasterId: text('broadcaster_id')
      .notNull()
      .references(() => broadcasters.id, { onDelete: 'cascade' }),
    role: integer('role').notNull(),
    grantedAt: epoch('granted_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.broadcasterId, t.role] }), index('broadcaster_roles_broadcaster_idx').on(t.broadcasterId)],
);

/**
 * Refresh tokens, stored as sha-256 hashes. Every login starts a family; each refresh marks the used token
 * (usedAt) and adds its successor to the family, so presenting a used token again revokes the whole family.
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyId: text('family_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    createdAt: epoch('created_at').notNull(),
    expiresAt: epoch('expires_at').notNull(),
    usedAt: epoch('used_at'),
    revokedAt: epoch('revoked_at'),
  },
  (t) => [
    uniqueIndex('refresh_tokens_hash_idx').on(t.tokenHash),
    index('refresh_tokens_user_idx').on(t.userId),
    index('refresh_tokens_family_idx').on(t.familyId),
  ],
);

/** One-time codes sent by e-mail: 'activation' (verify the address) and 'reset' (password), stored hashed. */
export const emailCodes = pgTable(
  'email_codes',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    /** the address the code was sent to: an activation verifies exactly that address */
    email: text('email').notNull(),
    createdAt: epoch('created_at').notNull(),
    expiresAt: epoch('expires_at').notNull(),
    usedAt: epoch('used_at'),
  },
  (t) => [uniqueIndex('email_codes_hash_idx').on(t.codeHash), index('email_codes_user_idx').on(t.userId, t.purpose)],
);

/** TV sign-in by code: the TV holds device_code (stored hashed), a signed-in user approves user_code. */
export const deviceCodes = pgTable(
  'device_codes',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    deviceCodeHash: text('device_code_hash').notNull(),
    userCode: text('user_code').notNull(),
    createdAt: epoch('created_at').notNull(),
    expiresAt: epoch('expires_at').notNull(),
    approvedUserId: integer('approved_user_id').references(() => users.id, { onDelete: 'cascade' }),
    approvedAt: epoch('approved_at'),
    consumedAt: epoch('consumed_at'),
    lastPolledAt: epoch('last_polled_at'),
  },
  (t) => [uniqueIndex('device_codes_hash_idx').on(t.deviceCodeHash), index('device_codes_user_code_idx').on(t.userCode)],
);

/** Login and reset attempts, per account and per address, for rate limiting across server instances. */
export const authAttempts = pgTable(
  'auth_attempts',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /** e.g. 'login:account:<user id>', 'login:address:<ip>' */
    bucket: text('bucket').notNull(),
    /** epoch milliseconds */
    at: bigint('at', { mode: 'number' }).notNull(),
    failed: boolean('failed').notNull().default(true),
  },
  (t) => [index('auth_attempts_bucket_idx').on(t.bucket, t.at)],
);

/** Follows of broadcasters, speakers, series, and favourite sermons; target ids kept as text (they compare as strings). */
export const follows = pgTable(
  'follows',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    createdAt: epoch('created_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.targetType, t.targetId] }),
    index('follows_user_type_created_idx').on(t.userId, t.targetType, t.createdAt),
    index('follows_target_idx').on(t.targetType, t.targetId),
  ],
);

/** Where each user stopped in each sermon. */
export const listeningHistory = pgTable(
  'listening_history',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sermonId: text('sermon_id')
      .notNull()
      .references(() => sermons.id, { onDelete: 'cascade' }),
    playPosition: doublePrecision('play_position').notNull(),
    updatedAt: epoch('updated_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.sermonId] }), index('listening_history_user_updated_idx').on(t.userId, t.updatedAt)],
);

export const sermonComments = pgTable(
  'sermon_comments',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    sermonId: text('sermon_id')
      .notNull()
      .references(() => sermons.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    createdAt: epoch('created_at').notNull(),
  },
  (t) => [
    index('sermon_comments_sermon_idx').on(t.sermonId, t.createdAt),
    index('sermon_comments_user_idx').on(t.userId, t.createdAt),
    index('sermon_comments_created_idx').on(t.createdAt),
  ],
);

/**
 * Every e-mail the platform sends. With no mail server configured this table is the outbox a newcomer reads at
 * /mail/outbox; with SMTP it is the queue the sender drains (sentAt set once delivered), so no mail is lost on a crash.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    createdAt: epoch('created_at').notNull(),
    sentAt: epoch('sent_at'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /**
     * epoch milliseconds: until then the message is being sent by the sender that claimed it, or waits out the
     * backoff after a failed attempt; every sender on the database leaves it alone meanwhile
     */
    claimedUntil: epoch('claimed_until'),
  },
  (t) => [index('mail_outbox_created_idx').on(t.createdAt), index('mail_outbox_unsent_idx').on(t.sentAt, t.id)],
);

/** Server-wide secrets generated on first start (the JWT signing key), shared by every instance on this database. */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: epoch('created_at').notNull(),
});

// ---- Broadcaster dashboard and the media pipeline (issue 5) ----

/** Articles, blog posts and news of a broadcaster; created as drafts, then patched. */
export const articles = pgTable(
  'articles',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    broadcasterId: text('broadcaster_id')
      .notNull()
      .references(() => broadcasters.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    /** article | blog | news */
    type: text('type').notNull().default('article'),
    title: text('title').notNull(),
    /** sanitised HTML */
    content: text('content').notNull().default(''),
    articleDate: date('article_date', { mode: 'string' }).notNull(),
    draft: boolean('draft').notNull().default(true),
    categories: text('categories').array().notNull().default(sql`'{}'::text[]`),
    bannerImageKey: text('banner_image_key'),
    createdAt: epoch('created_at').notNull(),
    updatedAt: epoch('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('articles_broadcaster_slug_idx').on(t.broadcasterId, t.slug),
    index('articles_date_idx').on(t.articleDate, t.id),
  ],
);

/** Notices a broadcaster sends to its followers (feed item broadcaster_notice). */
export const broadcasterNotices = pgTable(
  'broadcaster_notices',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    broadcasterId: text('broadcaster_id')
      .notNull()
      .references(() => broadcasters.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    text: text('text').notNull(),
    sentByUserId: integer('sent_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: epoch('created_at').notNull(),
  },
  (t) => [index('broadcaster_notices_broadcaster_idx').on(t.broadcasterId, t.createdAt)],
);

/**
 * Manager invitations by e-mail. The invitee gets the roles once an account with that address exists and accepts
 * (the token, stored hashed, comes in the mail); resend refreshes the token.
 */
export const userInvites = pgTable(
  'user_invites',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    broadcasterId: text('broadcaster_id')
      .notNull()
      .references(() => broadcasters.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    /** broadcaster role ids (Admin 2, Uploader 3, Biller 4); at least one */
    roles: integer('roles').array().notNull(),
    tokenHash: text('token_hash').notNull(),
    invitedByUserId: integer('invited_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: epoch('created_at').notNull(),
    lastSentAt: epoch('last_sent_at').notNull(),
    acceptedAt: epoch('accepted_at'),
    acceptedByUserId: integer('accepted_by_user_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('user_invites_broadcaster_idx').on(t.broadcasterId),
    uniqueIndex('user_invites_token_idx').on(t.tokenHash),
  ],
);

/** Bills of a broadcaster's plan (GET next_bill reads the earliest unpaid one). */
export const broadcasterBills = pgTable(
  'broadcaster_bills',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    broadcasterId: text('broadcaster_id')
      .notNull()
      .references(() => broadcasters.id, { onDelete: 'cascade' }),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('USD'),
    description: text('description').notNull(),
    paidAt: epoch('paid_at'),
  },
  (t) => [index('broadcaster_bills_broadcaster_idx').on(t.broadcasterId, t.dueDate)],
);

/** Coupons: broadcaster sign-up coupons now (signup_params/coupon/{code}); ad coupons later. */
export const coupons = pgTable('coupons', {
  code: text('code').primaryKey(),
  /** one of the spec's coupon types: signup, free-signup, signup-referral, sermon, text, ... */
  couponType: text('coupon_type').notNull(),
  description: text('description').notNull().default(''),
  /** the broadcaster that issued it (referral coupons) */
  broadcasterId: text('broadcaster_id').references(() => broadcasters.id, { onDelete: 'cascade' }),
  customMessage: text('custom_message'),
  discountCents: integer('discount_cents').notNull().default(0),
  freeMonths: integer('free_months').notNull().default(0),
  createdAt: epoch('created_at').notNull(),
  expiresAt: epoch('expires_at'),
  usedAt: epoch('used_at'),
  usedByBroadcasterId: text('used_by_broadcaster_id').references(() => broadcasters.id, { onDelete: 'set null' }),
});

/**
 * The durable job queue (encoding, waveforms, thumbnails, captions, mail-like work). A worker claims a job by
 * leasing it (lockedUntil); a crash lets the lease lapse and another worker (or the restarted server) takes it
 * again. Failures are retried with backoff (runAfter) up to maxAttempts, then kept as failed with the error.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /** e.g. 'analyze-original', 'encode-audio', 'encode-video', 'video-to-audio', 'waveform', 'thumbnail', 'caption-import', 'transcript-source' */
    queue: text('queue').notNull(),
    payload: jsonb('payload').notNull(),
    /** queued | active | done | failed | cancelled */
    state: text('state').notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(3),
    /** epoch ms: not before */
    runAfter: epoch('run_after').notNull(),
    /** epoch ms: the claiming worker holds it until then (it renews the lease while working) */
    lockedUntil: epoch('locked_until'),
    /** 0..1 while active */
    progress: doublePrecision('progress').notNull().default(0),
    lastError: text('last_error'),
    /** sermon the job works for, so the media tracker finds its jobs */
    sermonId: text('sermon_id').references(() => sermons.id, { onDelete: 'cascade' }),
    createdAt: epoch('created_at').notNull(),
    startedAt: epoch('started_at'),
    finishedAt: epoch('finished_at'),
  },
  (t) => [index('jobs_claim_idx').on(t.state, t.runAfter), index('jobs_sermon_idx').on(t.sermonId, t.createdAt)],
);

/** Uploads started by POST media: the ticket (guid) the upload URL carries, and what happens when it completes. */
export const mediaUploads = pgTable(
  'media_uploads',
  {
    guid: text('guid').primaryKey(),
    sermonId: text('sermon_id').references(() => sermons.id, { onDelete: 'cascade' }),
    /** original-audio | original-video | text | original-thumbnail | caption | video-thumbnail, or an image kind */
    uploadType: text('upload_type').notNull(),
    /** owner of an image upload that is not a sermon's: speaker id, series id, article id, broadcaster id */
    targetId: text('target_id'),
    language: text('language'),
    twoStep: boolean('two_step').notNull().default(false),
    destFilename: text('dest_filename'),
    originalFilename: text('original_filename'),
    /** pending | received | waiting-continue | processing | done | failed */
    state: text('state').notNull().default('pending'),
    sizeBytes: bigint('size_bytes', { mode: 'number' }),
    storageKey: text('storage_key'),
    createdByUserId: integer('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: epoch('created_at').notNull(),
    completedAt: epoch('completed_at'),
    error: text('error'),
  },
  (t) => [index('media_uploads_sermon_idx').on(t.sermonId, t.createdAt)],
);

/** Pipeline events of a sermon's media (spec: upload-received, original-analyzed, high-encoded, waveform, ...). */
export const pipelineEvents = pgTable(
  'pipeline_events',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    sermonId: text('sermon_id')
      .notNull()
      .references(() => sermons.id, { onDelete: 'cascade' }),
    event: text('event').notNull(),
    /** audio | video | text | caption | thumbnail */
    mediaKind: text('media_kind'),
    language: text('language'),
    detail: jsonb('detail'),
    /** epoch ms */
    at: epoch('at').notNull(),
  },
  (t) => [index('pipeline_events_sermon_idx').on(t.sermonId, t.at)],
);
