// The editor's reference data (dropdowns, config), the classic dashboard's compact sermon list, and play totals.
import { and, desc, eq, inArray, or, sql } from 'drizzle-orm';
import { DISPLAY_TITLE_MAX_LENGTH } from '@sermon/shared-contracts/constants/text-limits';
import { SERMON_EVENT_TYPES } from '@sermon/shared-contracts/constants/event-types';
import { SERMON_PUBLISH_STATE } from '@sermon/shared-contracts/constants/publish-state';
import {
  SERMON_BIBLE_REFERENCES_MAX,
  SERMON_BIBLE_TEXT_MAX_LENGTH,
  SERMON_DEFAULTS,
  SERMON_KEYWORD_MAX_LENGTH,
  SERMON_KEYWORDS_MAX,
  SERMON_LANGUAGES,
  SERMON_MORE_INFO_MAX_LENGTH,
  SERMON_SPEAKER_NAME_MAX_LENGTH,
  SERMON_SUBTITLE_MAX_LENGTH,
  SERMON_TITLE_MAX_LENGTH,
} from '@sermon/shared-contracts/constants/sermon-editor';
import type {
  EditorDropdownContents,
  EditorLanguage,
  LegacySermonList,
  SermonConfig,
  SermonStatTotals,
  SermonStatsAggregate,
} from '@sermon/shared-contracts/entities/sermon-editor';
import { publishState } from '@sermon/shared-contracts/rules/publish-state';
import type { Db } from '../../../db/client';
import { series, sermons, speakers } from '../../../db/schema';
import { englishName } from '../../reference/language-names';

export function editorLanguages(): EditorLanguage[] {
  return SERMON_LANGUAGES.map((l) => ({ languageCode: l.code, languageCode3: l.code3, languageName: englishName(l.code) })).sort((a, b) =>
    a.languageName.localeCompare(b.languageName, 'en'),
  );
}

export function sermonConfig(): SermonConfig {
  return {
    limits: {
      titleMaxLength: SERMON_TITLE_MAX_LENGTH,
      displayTitleMaxLength: DISPLAY_TITLE_MAX_LENGTH,
      subtitleMaxLength: SERMON_SUBTITLE_MAX_LENGTH,
      bibleTextMaxLength: SERMON_BIBLE_TEXT_MAX_LENGTH,
      bibleReferencesMax: SERMON_BIBLE_REFERENCES_MAX,
      moreInfoMaxLength: SERMON_MORE_INFO_MAX_LENGTH,
      speakerNameMaxLength: SERMON_SPEAKER_NAME_MAX_LENGTH,
      keywordsMax: SERMON_KEYWORDS_MAX,
      keywordMaxLength: SERMON_KEYWORD_MAX_LENGTH,
    },
    eventTypes: [...SERMON_EVENT_TYPES],
    languages: editorLanguages(),
    defaults: { ...SERMON_DEFAULTS, acceptCopyright: true },
    publishStates: { ...SERMON_PUBLISH_STATE },
  };
}

/**
 * Speakers the broadcaster may pick: those locked to it (it created them) and the shared ones its sermons already
 * use; any other speaker is one typed name away (the write creates or finds it).
 */
export async function editorDropdownContents(db: Db, broadcasterID: string): Promise<EditorDropdownContents> {
  const used = db.select({ id: sermons.speakerId }).from(sermons).where(eq(sermons.broadcasterId, broadcasterID));
  const speakerRows = await db
    .select({ speakerID: speakers.id, displayName: speakers.displayName, sortName: speakers.sortName, broadcasterLock: speakers.broadcasterLock })
    .from(speakers)
    .where(or(eq(speakers.broadcasterLock, broadcasterID), inArray(speakers.id, used)))
    .orderBy(sql`lower(${speakers.sortName})`);
  const seriesRows = await db
    .select({ seriesID: series.id, title: series.title })
    .from(series)
    .where(eq(series.broadcasterId, broadcasterID))
    .orderBy(sql`lower(${series.title})`);
  return { broadcasterID, speakers: speakerRows, series: seriesRows, eventTypes: [...SERMON_EVENT_TYPES], languages: editorLanguages() };
}

/** Every sermon of the broadcaster, drafts and scheduled ones too, newest preach date first. */
export async function legacySermonList(db: Db, broadcasterID: string, now: number): Promise<LegacySermonList> {
  const rows = await db
    .select({
      sermonID: sermons.id,
      fullTitle: sermons.fullTitle,
      speakerName: speakers.displayName,
      preachDate: sermons.preachDate,
      publishTimestamp: sermons.publishTimestamp,
      hasAudio: sermons.hasAudio,
      hasVideo: sermons.hasVideo,
      hasPDF: sermons.hasPdf,
    })
    .from(sermons)
    .innerJoin(speakers, eq(speakers.id, sermons.speakerId))
    .where(eq(sermons.broadcasterId, broadcasterID))
    .orderBy(desc(sermons.preachDate), desc(sermons.id));
  return {
    broadcasterID,
    totalCount: rows.length,
    results: rows.map((row) => ({ ...row, publishState: publishState(row.publishTimestamp, now) })),
  };
}

function totalsOf(audio: number, video: number, documents: number): SermonStatTotals {
  return { audioPlays: audio, videoPlays: video, documentDownloads: documents, totalPlays: audio + video };
}

/** Play totals per sermon and summed (doc 1: total play count = audio + video downloads). */
export async function sermonStatsAggregate(db: Db, scope: { sermonIDs: string[] } | { broadcasterID: string }): Promise<SermonStatsAggregate> {
  const rows = await db
    .select({ sermonID: sermons.id, audio: sermons.downloadCount, video: sermons.videoDownloadCount, documents: sermons.documentDownloadCount })
    .from(sermons)
    .where('sermonIDs' in scope ? inArray(sermons.id, scope.sermonIDs) : and(eq(sermons.broadcasterId, scope.broadcasterID)))
    .orderBy(desc(sermons.preachDate), desc(sermons.id));
  const perSermon = rows.map((r) => ({ sermonID: r.sermonID, ...totalsOf(r.audio, r.video, r.documents) }));
  const sum = (pick: (r: (typeof rows)[number]) => number) => rows.reduce((total, r) => total + pick(r), 0);
  return { totals: totalsOf(sum((r) => r.audio), sum((r) => r.video), sum((r) => r.documents)), sermons: perSermon };
}

/** Which broadcasters own these sermons (unknown ids are left out). */
export async function broadcastersOfSermons(db: Db, sermonIDs: string[]): Promise<string[]> {
  if (!sermonIDs.length) return [];
  const rows = await db.selectDistinct({ id: sermons.broadcasterId }).from(sermons).where(inArray(sermons.id, sermonIDs));
  return rows.map((r) => r.id);
}
