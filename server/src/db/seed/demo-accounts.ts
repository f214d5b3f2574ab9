// The demo accounts of the embedded demo, so a newcomer can try every role at once: `listener` (follows,
// favourites and half-heard sermons), `broadcaster` (Admin of a demo broadcaster with sermons, series and
// speakers) and `admin` (site Admin). Created only when config.demoAccounts is on and no account exists yet.
import { and, count, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { BROADCASTER_ROLES, SITE_ROLES } from '@sermon/shared-contracts/constants/accounts';
import type { Db } from '../client';
import { broadcasterRoles, follows, listeningHistory, series, sermonMedia, sermons, userSiteRoles, users } from '../schema';
import { hashPassword } from '../../modules/auth/passwords';

export const DEMO_PASSWORD = 'sermons-demo-1';
export const DEMO_EMAIL_DOMAIN = 'demo.sermonhub.local';
export const DEMO_USERNAMES = ['listener', 'broadcaster', 'admin'] as const;
export type DemoUsername = (typeof DEMO_USERNAMES)[number];

/** Where the listener stopped in the sermons of their history. */
const HISTORY_FRACTION = 0.4;

export interface DemoAccount {
  username: DemoUsername;
  email: string;
  password: string;
  /** what the account shows off */
  role: string;
}

function demoEmail(username: DemoUsername): string {
  return `${username}@${DEMO_EMAIL_DOMAIN}`;
}

function published(now: number) {
  return and(isNotNull(sermons.publishTimestamp), sql`${sermons.publishTimestamp} <= ${now}`);
}

/** The broadcaster with the most published sermons among those that have a series: a dashboard worth seeing. */
async function pickDemoBroadcaster(db: Db, now: number): Promise<string | null> {
  const [row] = await db
    .select({ id: sermons.broadcasterId, n: count() })
    .from(sermons)
    .where(and(published(now), sql`exists (select 1 from ${series} where ${series.broadcasterId} = ${sermons.broadcasterId})`))
    .groupBy(sermons.broadcasterId)
    .orderBy(desc(count()), sermons.broadcasterId)
    .limit(1);
  return row?.id ?? null;
}

interface ListenerPicks {
  broadcasterId: string;
  speakerIds: number[];
  seriesId: number | null;
  favouriteIds: string[];
  history: Array<{ sermonId: string; position: number }>;
}

async function pickListenerData(db: Db, broadcasterId: string, now: number): Promise<ListenerPicks> {
  const speakerRows = await db
    .select({ id: sermons.speakerId, n: count() })
    .from(sermons)
    .where(and(published(now), eq(sermons.broadcasterId, broadcasterId)))
    .groupBy(sermons.speakerId)
    .orderBy(desc(count()), sermons.speakerId)
    .limit(2);
  let speakerIds = speakerRows.map((row) => row.id);
  if (speakerIds.length < 2) {
    // A one-speaker broadcaster: the second followed speaker comes from the whole catalogue.
    const more = await db
      .select({ id: sermons.speakerId, n: count() })
      .from(sermons)
      .where(published(now))
      .groupBy(sermons.speakerId)
      .orderBy(desc(count()), sermons.speakerId)
      .limit(3);
    speakerIds = [...new Set([...speakerIds, ...more.map((row) => row.id)])].slice(0, 2);
  }
  const [seriesRow] = await db
    .select({ id: sermons.seriesId, n: count() })
    .from(sermons)
    .where(and(published(now), eq(sermons.broadcasterId, broadcasterId), isNotNull(sermons.seriesId)))
    .groupBy(sermons.seriesId)
    .orderBy(desc(count()), sermons.seriesId)
    .limit(1);
  // Favourites: the two newest sermons. History: two sermons with a known length, others than the favourites
  // when the catalogue has enough of them.
  const newest = await db
    .select({ id: sermons.id })
    .from(sermons)
    .where(published(now))
    .orderBy(desc(sermons.publishTimestamp), sermons.id)
    .limit(2);
  const favouriteIds = newest.map((row) => row.id);
  const withLength = await db
    .select({ id: sermons.id, audio: sermons.audioDurationSeconds, video: sermons.videoDurationSeconds })
    .from(sermons)
    .where(
      and(
        published(now),
        sql`coalesce(${sermons.audioDurationSeconds}, ${sermons.videoDurationSeconds}, 0) > 0`,
        // playable, so Resume can be tried
        sql`exists (select 1 from ${sermonMedia} where ${sermonMedia.sermonId} = ${sermons.id} and ${sermonMedia.kind} in ('audio', 'video'))`,
      ),
    )
    .orderBy(desc(sermons.publishTimestamp), sermons.id)
    .limit(4);
  const historyRows = [
    ...withLength.filter((row) => !favouriteIds.includes(row.id)),
    ...withLength.filter((row) => favouriteIds.includes(row.id)),
  ].slice(0, 2);
  const history = historyRows.map((row) => ({
    sermonId: row.id,
    position: Math.round((row.audio || row.video || 0) * HISTORY_FRACTION),
  }));
  return {
    broadcasterId,
    speakerIds,
    seriesId: seriesRow?.id ?? null,
    favouriteIds,
    history,
  };
}

/** The three accounts as they exist in the database (for printing at start); empty when there are none. */
export async function existingDemoAccounts(db: Db): Promise<DemoAccount[]> {
  const rows = await db
    .select({ username: users.username, email: users.email })
    .from(users)
    .where(inArray(users.email, DEMO_USERNAMES.map(demoEmail)));
  const roles: Record<DemoUsername, string> = {
    listener: 'listener with follows, favourites and history',
    broadcaster: 'Admin of a demo broadcaster',
    admin: 'site Admin',
  };
  return DEMO_USERNAMES.filter((name) => rows.some((row) => row.username === name)).map((username) => ({
    username,
    email: demoEmail(username),
    password: DEMO_PASSWORD,
    role: roles[username],
  }));
}

/**
 * Creates the demo accounts when `enabled` and the users table is empty (a fresh demo, or a demo catalogue
 * seeded before accounts existed). Never touches a database that has any account. Returns whether it created them.
 */
export async function ensureDemoAccounts(
  db: Db,
  enabled: boolean,
  log: (line: string) => void,
  nowSeconds = Math.floor(Date.now() / 1000),
): Promise<boolean> {
  if (!enabled) return false;
  const [existing] = await db.select({ n: count() }).from(users);
  if ((existing?.n ?? 0) > 0) return false;
  const broadcasterId = await pickDemoBroadcaster(db, nowSeconds);
  if (!broadcasterId) {
    log('demo accounts: the catalogue has no broadcaster with series; skipped');
    return false;
  }
  const picks = await pickListenerData(db, broadcasterId, nowSeconds);
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const now = nowSeconds;

  try {
    await db.transaction(async (tx) => {
      const created = await tx
        .insert(users)
        .values(
          DEMO_USERNAMES.map((username) => ({
            username,
            email: demoEmail(username),
            passwordHash,
            displayName: `Demo ${username[0]!.toUpperCase()}${username.slice(1)}`,
            verified: true,
            createdAt: now,
          })),
        )
        .returning({ id: users.id, username: users.username });
      const idOf = (name: DemoUsername) => created.find((row) => row.username === name)!.id;

      await tx.insert(userSiteRoles).values({ userId: idOf('admin'), role: SITE_ROLES.Admin });
      await tx.insert(broadcasterRoles).values({ userId: idOf('broadcaster'), broadcasterId, role: BROADCASTER_ROLES.Admin, grantedAt: now });

      const listener = idOf('listener');
      // Distinct times so "newest follow first" has a stable order.
      let step = 0;
      const followed = (targetType: string, targetId: string | number) => ({
        userId: listener,
        targetType,
        targetId: String(targetId),
        createdAt: now - 3600 * ++step,
      });
      await tx.insert(follows).values([
        ...picks.speakerIds.map((id) => followed('speaker', id)),
        followed('broadcaster', picks.broadcasterId),
        ...(picks.seriesId !== null ? [followed('series', picks.seriesId)] : []),
        ...picks.favouriteIds.map((id) => followed('sermon', id)),
      ]);
      if (picks.history.length) {
        await tx
          .insert(listeningHistory)
          .values(picks.history.map((entry, i) => ({ userId: listener, sermonId: entry.sermonId, playPosition: entry.position, updatedAt: now - 600 * (i + 1) })));
      }
    });
  } catch (error) {
    // Another instance created them at the same moment (the unique indexes decide); nothing to do.
    if ((await existingDemoAccounts(db)).length === DEMO_USERNAMES.length) return false;
    throw error;
  }
  log(`demo accounts: listener, broadcaster (Admin of ${broadcasterId}) and admin, password ${DEMO_PASSWORD}`);
  return true;
}
