// The dashboard overview's reads, shared by the REST calls (lifetime_stats, next_bill, highlighted_sermons) and
// the GraphQL broadcasterOverview query, so both answer the same numbers.
import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { LifetimeStats } from '@sermon/shared-contracts/api/get-lifetime-stats';
import type { NextBill } from '@sermon/shared-contracts/api/get-next-bill';
import type { OverviewSermon } from '@sermon/shared-contracts/api/get-broadcaster-overview';
import type { Db } from '../../db/client';
import { broadcasterBills, broadcasterNotices, follows, sermons, speakers } from '../../db/schema';
import { publishState } from '@sermon/shared-contracts/rules/publish-state';
import { publishedAt } from '../sermons/visibility';

export async function lifetimeStats(db: Db, broadcasterID: string, now: number): Promise<LifetimeStats> {
  const [totals] = await db
    .select({
      sermons: sql<number>`count(*)::int`,
      published: sql<number>`count(*) filter (where ${publishedAt(now)})::int`,
      scheduled: sql<number>`count(*) filter (where ${sermons.publishTimestamp} > ${now})::int`,
      drafts: sql<number>`count(*) filter (where ${sermons.publishTimestamp} is null)::int`,
      audioPlays: sql<number>`coalesce(sum(${sermons.downloadCount}), 0)::float8`,
      videoPlays: sql<number>`coalesce(sum(${sermons.videoDownloadCount}), 0)::float8`,
      comments: sql<number>`coalesce(sum(${sermons.commentCount}), 0)::float8`,
    })
    .from(sermons)
    .where(eq(sermons.broadcasterId, broadcasterID));
  const [followers] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(follows)
    .where(and(eq(follows.targetType, 'broadcaster'), eq(follows.targetId, broadcasterID)));
  const audioPlays = Number(totals?.audioPlays ?? 0);
  const videoPlays = Number(totals?.videoPlays ?? 0);
  return {
    broadcasterID,
    sermons: totals?.sermons ?? 0,
    publishedSermons: totals?.published ?? 0,
    scheduledSermons: totals?.scheduled ?? 0,
    draftSermons: totals?.drafts ?? 0,
    audioPlays,
    videoPlays,
    totalPlays: audioPlays + videoPlays,
    followers: followers?.n ?? 0,
    comments: Number(totals?.comments ?? 0),
  };
}

/** The earliest unpaid bill (by due date), or null when nothing is due. */
export async function nextBill(db: Db, broadcasterID: string): Promise<NextBill | null> {
  const [row] = await db
    .select()
    .from(broadcasterBills)
    .where(and(eq(broadcasterBills.broadcasterId, broadcasterID), isNull(broadcasterBills.paidAt)))
    .orderBy(asc(broadcasterBills.dueDate), asc(broadcasterBills.id))
    .limit(1);
  if (!row) return null;
  return { billID: row.id, dueDate: row.dueDate, amountCents: row.amountCents, currency: row.currency, description: row.description };
}

export async function latestNotices(db: Db, broadcasterID: string, limit: number) {
  const rows = await db
    .select()
    .from(broadcasterNotices)
    .where(eq(broadcasterNotices.broadcasterId, broadcasterID))
    .orderBy(desc(broadcasterNotices.createdAt), desc(broadcasterNotices.id))
    .limit(limit);
  return rows.map((row) => ({ noticeID: row.id, title: row.title, text: row.text, createdAt: row.createdAt }));
}

const sermonColumns = {
  id: sermons.id,
  title: sermons.fullTitle,
  speakerName: speakers.displayName,
  preachDate: sermons.preachDate,
  publishTimestamp: sermons.publishTimestamp,
  updatedAt: sermons.updatedAt,
  hasAudio: sermons.hasAudio,
  hasVideo: sermons.hasVideo,
};

type SermonSummaryRow = { id: string; title: string; speakerName: string; preachDate: string; publishTimestamp: number | null; updatedAt: number; hasAudio: boolean; hasVideo: boolean };

export function presentOverviewSermon(row: SermonSummaryRow, now: number): OverviewSermon {
  return {
    sermonID: row.id,
    title: row.title,
    speakerName: row.speakerName,
    preachDate: row.preachDate,
    publishState: publishState(row.publishTimestamp, now) as 0 | 1 | 2,
    publishTimestamp: row.publishTimestamp,
    updatedAt: row.updatedAt,
    hasAudio: row.hasAudio,
    hasVideo: row.hasVideo,
  };
}

/** The sermons changed most recently, drafts and scheduled ones included (the overview is for staff only). */
export async function recentSermons(db: Db, broadcasterID: string, limit: number, now: number): Promise<OverviewSermon[]> {
  const rows = await db
    .select(sermonColumns)
    .from(sermons)
    .innerJoin(speakers, eq(speakers.id, sermons.speakerId))
    .where(eq(sermons.broadcasterId, broadcasterID))
    .orderBy(desc(sermons.updatedAt), desc(sermons.id))
    .limit(limit);
  return rows.map((row) => presentOverviewSermon(row, now));
}

export async function overviewSermon(db: Db, sermonID: string, now: number): Promise<OverviewSermon | null> {
  const [row] = await db.select(sermonColumns).from(sermons).innerJoin(speakers, eq(speakers.id, sermons.speakerId)).where(eq(sermons.id, sermonID));
  return row ? presentOverviewSermon(row, now) : null;
}

