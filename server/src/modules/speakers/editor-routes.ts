// Dashboard calls for speakers: create by name, edit (only the broadcaster that owns the speaker, or a site
// admin), roll the portrait back to an earlier upload, and the dashboard's speaker lists.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { and, eq, or, sql } from 'drizzle-orm';
import { BROADCASTER_ROLES } from '@sermon/shared-contracts/constants/accounts';
import { CONTENT_LIMITS } from '@sermon/shared-contracts/constants/content-limits';
import { PAGE_SIZES } from '@sermon/shared-contracts/constants/page-sizes';
import type { Speaker } from '@sermon/shared-contracts/entities/speaker';
import { NOT_FOUND_MESSAGES, formatMessage } from '@sermon/shared-contracts/errors/messages';
import { broadcastersOf, canActForBroadcaster, isSiteAdmin } from '@sermon/shared-contracts/rules/roles';
import {
  DUPLICATE_SPEAKER_TEXT,
  PLACEHOLDER_SPEAKER_TEXT,
  defaultSortName,
  isPlaceholderSpeakerName,
  normalizeSpeakerName,
} from '@sermon/shared-contracts/rules/speaker-name';
import type { AppContext } from '../../app-context';
import { broadcasters, sermons, speakers } from '../../db/schema';
import { BadRequestError, HttpError, NotFoundError } from '../../http/api-errors';
import { acceptFormFields, fieldsOf, readInt, readText, type BodyFields } from '../../http/body-fields';
import { nextPageLink, nodeList } from '../../http/node-list';
import { urlBuilderFor } from '../../http/public-url';
import { intParam, parseQuery, textParam } from '../../http/query-params';
import { FieldProblems } from '../accounts/request-body';
import { requireBroadcasterRole, forbiddenFor } from '../dashboard-access/broadcaster-access';
import type { SignedInCaller } from '../auth/request-auth';
import { nowSeconds, publishedAt } from '../sermons/visibility';
import { presentSpeaker, type SpeakerRow } from './present-speaker';
import { findSpeaker, speakerStats } from './repo';
import { z } from 'zod';

const BODY_LIMIT = 64 * 1024;
export const DUPLICATE_CODE = 'DUPLICATE';

const dashboardListQuery = z.object({
  page: intParam(1, 10_000),
  pageSize: intParam(1, 100),
  query: textParam(),
});

function duplicateName(name: string): HttpError {
  return new HttpError(409, formatMessage(DUPLICATE_SPEAKER_TEXT, { text: name }), DUPLICATE_CODE, {
    displayName: formatMessage(DUPLICATE_SPEAKER_TEXT, { text: name }),
  });
}

/** Reads and checks a speaker name field; placeholders ('Various Speakers', 'Unknown Speaker') are refused. */
function readName(fields: BodyFields, field: string, problems: FieldProblems, required: boolean): string | undefined {
  const raw = readText(fields, field, problems, { max: CONTENT_LIMITS.speakerName, required });
  if (raw === undefined || raw === null || raw === '') {
    if (raw === '' || raw === null) problems.add(field, 'This field is required.');
    return undefined;
  }
  const name = normalizeSpeakerName(raw);
  if (isPlaceholderSpeakerName(name)) {
    problems.add(field, formatMessage(PLACEHOLDER_SPEAKER_TEXT, { text: name }));
    return undefined;
  }
  return name;
}

/**
 * A speaker may be edited by a site admin, or by an Uploader/Admin of the broadcaster it is locked to; a shared
 * speaker (no lock) only by site admins, since every broadcaster's sermons show it.
 */
async function requireSpeakerEditor(ctx: AppContext, request: FastifyRequest, row: SpeakerRow): Promise<SignedInCaller> {
  const caller = await ctx.auth.requireUser(request);
  if (isSiteAdmin(caller)) return caller;
  if (row.broadcasterLock && canActForBroadcaster(caller, row.broadcasterLock, BROADCASTER_ROLES.Uploader)) return caller;
  let ownerName = row.broadcasterLock ?? '';
  if (row.broadcasterLock) {
    const [owner] = await ctx.db.select({ name: broadcasters.displayName }).from(broadcasters).where(eq(broadcasters.id, row.broadcasterLock));
    ownerName = owner?.name ?? row.broadcasterLock;
  }
  throw forbiddenFor(ownerName || 'this speaker');
}

async function speakerById(ctx: AppContext, raw: unknown): Promise<SpeakerRow> {
  const id = typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw.trim() : '';
  if (!/^\d{1,9}$/.test(id)) throw new NotFoundError(NOT_FOUND_MESSAGES.speaker);
  const row = await findSpeaker(ctx.db, id);
  if (!row) throw new NotFoundError(NOT_FOUND_MESSAGES.speaker);
  return row;
}

async function present(ctx: AppContext, request: FastifyRequest, row: SpeakerRow): Promise<Speaker> {
  const stats = await speakerStats(ctx.db, [row.id], nowSeconds());
  return presentSpeaker(row, stats.get(row.id), urlBuilderFor(request, ctx.config.publicBaseUrl));
}

/** The broadcaster a new speaker is locked to: the one named, else the caller's only broadcaster. */
async function lockFor(ctx: AppContext, request: FastifyRequest, caller: SignedInCaller, fields: BodyFields): Promise<string | null> {
  const named = typeof fields.broadcasterID === 'string' ? fields.broadcasterID.trim() : '';
  if (named) {
    await requireBroadcasterRole(ctx, request, named, BROADCASTER_ROLES.Uploader);
    return named;
  }
  const mine = broadcastersOf(caller).filter((id) => canActForBroadcaster(caller, id, BROADCASTER_ROLES.Uploader));
  if (mine.length === 1) return mine[0]!;
  if (isSiteAdmin(caller)) return null;
  if (mine.length === 0) throw forbiddenFor('a broadcaster');
  throw new BadRequestError({ broadcasterID: 'This field is required.' });
}

export async function speakerEditorRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  acceptFormFields(app, BODY_LIMIT);
  const options = { bodyLimit: BODY_LIMIT };
  const { db } = ctx;

  // Creating a name that exists answers the existing speaker (200), so the sermon editor can attach it.
  app.post('/v2/node/speakers', options, async (request, reply) => {
    const caller = await ctx.auth.requireUser(request);
    const fields = fieldsOf(request.body, request.query);
    const problems = new FieldProblems();
    const field = fields.speakerName !== undefined ? 'speakerName' : 'displayName';
    const name = readName(fields, field, problems, true);
    problems.throwIfAny();
    const lock = await lockFor(ctx, request, caller, fields);
    const existing = await findSpeaker(db, name!);
    if (existing) return reply.code(200).send(await present(ctx, request, existing));
    const [row] = await db
      .insert(speakers)
      .values({ displayName: name!, sortName: defaultSortName(name!), broadcasterLock: lock, createdAt: nowSeconds() })
      .onConflictDoNothing()
      .returning();
    // lost a race with the same name: answer the winner
    const created = row ?? (await findSpeaker(db, name!));
    return reply.code(row ? 201 : 200).send(await present(ctx, request, created!));
  });

  app.patch<{ Params: { speakerID: string } }>('/v2/node/speakers/:speakerID', options, async (request) => {
    const row = await speakerById(ctx, request.params.speakerID);
    await requireSpeakerEditor(ctx, request, row);
    const fields = fieldsOf(request.body, request.query);
    const problems = new FieldProblems();
    const displayName = readName(fields, 'displayName', problems, false);
    const sortName = readText(fields, 'sortName', problems, { max: CONTENT_LIMITS.speakerName, nullable: true });
    const bio = readText(fields, 'bio', problems, { max: CONTENT_LIMITS.speakerBio, nullable: true });
    problems.throwIfAny();
    const changes: Partial<typeof speakers.$inferInsert> = {};
    if (displayName !== undefined && displayName !== row.displayName) {
      const clash = await findSpeaker(db, displayName);
      if (clash && clash.id !== row.id) throw duplicateName(displayName);
      changes.displayName = displayName;
    }
    // an emptied sort name is derived again from the (new) display name
    if (sortName !== undefined) changes.sortName = sortName ? normalizeSpeakerName(sortName) : defaultSortName(displayName ?? row.displayName);
    if (bio !== undefined) changes.bio = bio || null;
    if (Object.keys(changes).length > 0) {
      try {
        await db.update(speakers).set(changes).where(eq(speakers.id, row.id));
      } catch (error) {
        if (changes.displayName && /unique|duplicate/i.test(String((error as Error).message))) throw duplicateName(changes.displayName);
        throw error;
      }
    }
    return present(ctx, request, (await findSpeaker(db, String(row.id)))!);
  });

  // generation 0 takes the portrait back to none (the generated artwork)
  app.post('/v2/node/speakers/rollback_image', options, async (request) => {
    const fields = fieldsOf(request.body, request.query);
    const row = await speakerById(ctx, fields.speakerID);
    await requireSpeakerEditor(ctx, request, row);
    const problems = new FieldProblems();
    const generation = readInt(fields, 'generation', problems, { min: 0, max: row.imageMaxGeneration }) ?? 0;
    problems.throwIfAny();
    await db.update(speakers).set({ imageLiveGeneration: generation }).where(eq(speakers.id, row.id));
    return present(ctx, request, { ...row, imageLiveGeneration: generation });
  });

  // every speaker the broadcaster uses (any publish state) or owns, with its sermon count at this broadcaster
  app.get<{ Params: { broadcasterID: string } }>('/v2/node/broadcasters/:broadcasterID/dashboard_speakers', async (request) => {
    const { broadcaster } = await requireBroadcasterRole(ctx, request, request.params.broadcasterID, null);
    const query = parseQuery(dashboardListQuery, request.query);
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? PAGE_SIZES.speakers;
    const counts = db
      .select({
        speakerId: sermons.speakerId,
        sermonCount: sql<number>`count(*)::int`.as('sermon_count'),
        latest: sql<string | null>`max(${sermons.preachDate})::text`.as('latest'),
      })
      .from(sermons)
      .where(eq(sermons.broadcasterId, broadcaster.id))
      .groupBy(sermons.speakerId)
      .as('counts');
    const conditions = [or(sql`${counts.sermonCount} > 0`, eq(speakers.broadcasterLock, broadcaster.id))!];
    if (query.query) conditions.push(sql`${speakers.displayName} ilike ${'%' + query.query.replace(/[\\%_]/g, '\\$&') + '%'}`);
    const where = and(...conditions);
    const rows = await db
      .select({ speaker: speakers, sermonCount: counts.sermonCount, latest: counts.latest })
      .from(speakers)
      .leftJoin(counts, eq(counts.speakerId, speakers.id))
      .where(where)
      .orderBy(sql`lower(${speakers.sortName})`, speakers.id)
      .limit(pageSize)
      .offset((page - 1) * pageSize);
    const [total] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(speakers)
      .leftJoin(counts, eq(counts.speakerId, speakers.id))
      .where(where);
    const url = urlBuilderFor(request, ctx.config.publicBaseUrl);
    const results = rows.map((r) =>
      presentSpeaker(r.speaker, { sermonCount: r.sermonCount ?? 0, mostRecentPreachDate: r.latest ?? null }, url),
    );
    const totalCount = total?.n ?? 0;
    return nodeList('dashboard_speakers', 'Speakers', results, totalCount, nextPageLink(request, page, pageSize, totalCount));
  });

  // published sermons per speaker at one broadcaster: [{count, speaker}] (api-shapes SermonCountForSpeaker)
  app.get<{ Params: { broadcasterID: string } }>('/v2/node/broadcasters/:broadcasterID/speakers/sermon_counts', async (request) => {
    const [broadcaster] = await db.select({ id: broadcasters.id }).from(broadcasters).where(eq(broadcasters.id, request.params.broadcasterID));
    if (!broadcaster) throw new NotFoundError(NOT_FOUND_MESSAGES.broadcaster);
    const rows = await db
      .select({ speaker: speakers.displayName, count: sql<number>`count(*)::int` })
      .from(sermons)
      .innerJoin(speakers, eq(speakers.id, sermons.speakerId))
      .where(and(eq(sermons.broadcasterId, broadcaster.id), publishedAt(nowSeconds())))
      .groupBy(speakers.displayName)
      .orderBy(sql`count(*) desc`, speakers.displayName);
    return nodeList('sermon_counts_for_speakers', 'Sermon counts', rows.map((r) => ({ count: r.count, speaker: r.speaker })), rows.length, null);
  });
}


