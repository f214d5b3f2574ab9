// Dashboard writes for series: create, change, delete (the sermons stay and lose the series), and the editor's read
// with the private podcast e-mail. Every call needs the broadcaster's Uploader role (or Admin).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { and, eq, sql } from 'drizzle-orm';
import { BROADCASTER_ROLES } from '@sermon/shared-contracts/constants/accounts';
import { CONTENT_LIMITS } from '@sermon/shared-contracts/constants/content-limits';
import { SERMON_SORT_OPTIONS } from '@sermon/shared-contracts/constants/sermon-sort';
import type { SermonSeries } from '@sermon/shared-contracts/entities/sermon-series';
import { NOT_FOUND_MESSAGES } from '@sermon/shared-contracts/errors/messages';
import { isValidEmail } from '@sermon/shared-contracts/rules/account-validation';
import type { AppContext } from '../../app-context';
import { series, sermons } from '../../db/schema';
import { BadRequestError, NotFoundError } from '../../http/api-errors';
import { acceptFormFields, fieldsOf, readBoolean, readText, type BodyFields } from '../../http/body-fields';
import { urlBuilderFor } from '../../http/public-url';
import { FieldProblems } from '../accounts/request-body';
import { presentLiteBroadcaster } from '../broadcasters/present-broadcaster';
import { requireBroadcasterRole } from '../dashboard-access/broadcaster-access';
import { nowSeconds } from '../sermons/visibility';
import { presentSeries } from './present-series';
import { findSeries, seriesStats } from './repo';

const BODY_LIMIT = 64 * 1024;

type SeriesChanges = Partial<Pick<typeof series.$inferInsert, 'title' | 'description' | 'podcastEnabled' | 'podcastEmail' | 'podcastSpeaker' | 'defaultSortBy'>>;

/** The editable fields present in a body; `title` is required when creating. */
export function readSeriesFields(fields: BodyFields, creating: boolean): SeriesChanges {
  const problems = new FieldProblems();
  const changes: SeriesChanges = {};
  // the legacy calls name the title series_name / new_series_name
  const titleField = fields.title !== undefined ? 'title' : fields.series_name !== undefined ? 'series_name' : 'new_series_name';
  const title = readText(fields, titleField, problems, { max: CONTENT_LIMITS.seriesTitle, required: creating });
  if (title === '' || title === null) problems.add('title', 'This field is required.');
  else if (title !== undefined) changes.title = title;
  const description = readText(fields, 'description', problems, { max: CONTENT_LIMITS.seriesDescription, nullable: true });
  if (description !== undefined) changes.description = description || null;
  const podcastEnabled = readBoolean(fields, 'podcastEnabled', problems);
  if (podcastEnabled !== undefined) changes.podcastEnabled = podcastEnabled;
  const podcastEmail = readText(fields, 'podcastEmail', problems, { max: 254, nullable: true });
  if (podcastEmail && !isValidEmail(podcastEmail)) problems.add('podcastEmail', 'Enter a valid e-mail address.');
  else if (podcastEmail !== undefined) changes.podcastEmail = podcastEmail || null;
  const podcastSpeaker = readText(fields, 'podcastSpeaker', problems, { max: CONTENT_LIMITS.speakerName, nullable: true });
  if (podcastSpeaker !== undefined) changes.podcastSpeaker = podcastSpeaker || null;
  const sortBy = readText(fields, 'defaultSortBy', problems, { max: 40, nullable: true });
  if (sortBy && !(SERMON_SORT_OPTIONS as readonly string[]).includes(sortBy)) {
    problems.add('defaultSortBy', `Use one of: ${SERMON_SORT_OPTIONS.filter(Boolean).join(', ')}.`);
  } else if (sortBy !== undefined) changes.defaultSortBy = sortBy || null;
  problems.throwIfAny();
  return changes;
}

/** The series answer with the manager-only podcast e-mail. */
async function presentForEditor(ctx: AppContext, request: FastifyRequest, id: number): Promise<SermonSeries> {
  const found = await findSeries(ctx.db, String(id));
  if (!found) throw new NotFoundError(NOT_FOUND_MESSAGES.series);
  const url = urlBuilderFor(request, ctx.config.publicBaseUrl);
  const stats = await seriesStats(ctx.db, [id], nowSeconds());
  return {
    ...presentSeries(found.series, stats.get(id), presentLiteBroadcaster(found.broadcaster, url), url),
    podcastEmail: found.series.podcastEmail ?? null,
  };
}

/** The series by its numeric id, after checking the caller may edit it (404 first, then 403). */
async function editableSeries(ctx: AppContext, request: FastifyRequest, rawId: string) {
  if (!/^\d{1,9}$/.test(rawId)) throw new NotFoundError(NOT_FOUND_MESSAGES.series);
  const [row] = await ctx.db.select().from(series).where(eq(series.id, Number(rawId))).limit(1);
  if (!row) throw new NotFoundError(NOT_FOUND_MESSAGES.series);
  await requireBroadcasterRole(ctx, request, row.broadcasterId, BROADCASTER_ROLES.Uploader);
  return row;
}

/** A broadcaster's series by id or title (the legacy calls), after the role check. */
async function legacySeries(ctx: AppContext, request: FastifyRequest, broadcasterID: string, idOrTitle: string) {
  await requireBroadcasterRole(ctx, request, broadcasterID, BROADCASTER_ROLES.Uploader);
  const found = await findSeries(ctx.db, idOrTitle, broadcasterID);
  if (!found) throw new NotFoundError(NOT_FOUND_MESSAGES.series);
  return found.series;
}

async function createSeries(ctx: AppContext, request: FastifyRequest, broadcasterID: string, fields: BodyFields) {
  await requireBroadcasterRole(ctx, request, broadcasterID, BROADCASTER_ROLES.Uploader);
  const changes = readSeriesFields(fields, true);
  const now = nowSeconds();
  const [row] = await ctx.db
    .insert(series)
    .values({ ...changes, title: changes.title!, broadcasterId: broadcasterID, createdAt: now, updatedAt: now })
    .returning({ id: series.id });
  return presentForEditor(ctx, request, row!.id);
}

async function updateSeries(ctx: AppContext, request: FastifyRequest, rawId: string, fields: BodyFields) {
  const row = await editableSeries(ctx, request, rawId);
  const changes = readSeriesFields(fields, false);
  await ctx.db.transaction(async (tx) => {
    await tx.update(series).set({ ...changes, updatedAt: nowSeconds() }).where(eq(series.id, row.id));
    // a sermon's subtitle mirrors its series title (api-shapes §1.1), so a rename carries over
    if (changes.title && changes.title !== row.title) {
      await tx
        .update(sermons)
        .set({ subtitle: changes.title })
        .where(and(eq(sermons.seriesId, row.id), sql`${sermons.subtitle} is not distinct from ${row.title}`));
    }
  });
  return presentForEditor(ctx, request, row.id);
}

async function deleteSeries(ctx: AppContext, request: FastifyRequest, rawId: string) {
  const row = await editableSeries(ctx, request, rawId);
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(sermons)
      .set({ seriesId: null, subtitle: sql`case when ${sermons.subtitle} = ${row.title} then null else ${sermons.subtitle} end` })
      .where(eq(sermons.seriesId, row.id));
    await tx.delete(series).where(eq(series.id, row.id));
  });
}

export async function seriesEditorRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  acceptFormFields(app, BODY_LIMIT);
  const options = { bodyLimit: BODY_LIMIT };

  app.post('/v2/node/series', options, async (request, reply) => {
    const fields = fieldsOf(request.body, request.query);
    const broadcasterID = typeof fields.broadcasterID === 'string' ? fields.broadcasterID.trim() : '';
    if (!broadcasterID) throw new BadRequestError({ broadcasterID: 'This field is required.' });
    return reply.code(201).send(await createSeries(ctx, request, broadcasterID, fields));
  });

  // legacy form call: POST node/broadcasters/{id}/series with series_name. The param has its own name so the
  // reply check of the GET list on the same path (response-checks.ts keys by route URL) does not apply to it.
  app.post<{ Params: { id: string } }>('/v2/node/broadcasters/:id/series', options, async (request, reply) => {
    const fields = fieldsOf(request.body, request.query);
    return reply.code(201).send(await createSeries(ctx, request, request.params.id, fields));
  });

  // legacy: PATCH node/broadcasters/{id}/series/{idOrTitle} renames (new_series_name); a name another series of the
  // broadcaster already has merges this one into it (its sermons move over, this series goes)
  app.patch<{ Params: { id: string; series: string } }>('/v2/node/broadcasters/:id/series/:series', options, async (request, reply) => {
    const row = await legacySeries(ctx, request, request.params.id, request.params.series);
    const fields = fieldsOf(request.body, request.query);
    const newName = typeof fields.new_series_name === 'string' ? fields.new_series_name.trim() : '';
    if (newName) {
      const [target] = await ctx.db
        .select()
        .from(series)
        .where(and(eq(series.broadcasterId, row.broadcasterId), sql`lower(${series.title}) = lower(${newName})`, sql`${series.id} <> ${row.id}`))
        .limit(1);
      if (target) {
        await ctx.db.transaction(async (tx) => {
          await tx.update(sermons).set({ seriesId: target.id, subtitle: target.title }).where(eq(sermons.seriesId, row.id));
          await tx.update(series).set({ updatedAt: nowSeconds() }).where(eq(series.id, target.id));
          await tx.delete(series).where(eq(series.id, row.id));
        });
        return reply.send(await presentForEditor(ctx, request, target.id));
      }
    }
    return reply.send(await updateSeries(ctx, request, String(row.id), fields));
  });

  app.delete<{ Params: { id: string; series: string } }>('/v2/node/broadcasters/:id/series/:series', async (request, reply) => {
    const row = await legacySeries(ctx, request, request.params.id, request.params.series);
    await deleteSeries(ctx, request, String(row.id));
    return reply.code(204).send();
  });

  app.get<{ Params: { seriesID: string } }>('/v2/node/series/:seriesID/editor', async (request) => {
    const row = await editableSeries(ctx, request, request.params.seriesID);
    return presentForEditor(ctx, request, row.id);
  });

  app.patch<{ Params: { seriesID: string } }>('/v2/node/series/:seriesID', options, async (request) =>
    updateSeries(ctx, request, request.params.seriesID, fieldsOf(request.body, request.query)),
  );

  app.delete<{ Params: { seriesID: string } }>('/v2/node/series/:seriesID', async (request, reply) => {
    await deleteSeries(ctx, request, request.params.seriesID);
    return reply.code(204).send();
  });
}
