// The database schema (drizzle). Migrations in ./migrations are generated from it with drizzle-kit,
// except 0000, which is hand-written: extensions and the unaccenting text search configuration.
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
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
    /** canonical position of the first Bible reference (book * 1e6 + chapter * 1e3 + verse), for sortBy=bible */
    scriptureOrder: integer('scripture_order'),
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
  (t) => [index('sermon_media_sermon_idx').on(t.sermonId)],
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
