// GET node/sermons/{id}/media_tracker, POST jobs/encode, POST jobs/delete, PATCH node/sermons/{id}/encoding_options
// (spec doc 2 §7, key=broadcaster). Every call needs the Uploader role (or Admin) for the sermon's broadcaster.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { BROADCASTER_ROLES } from '@sermon/shared-contracts/constants/accounts';
import {
  ENCODE_JOB_NAMES,
  ENCODING_OPTION_LIMITS,
  MEDIA_DELETE_TARGETS,
  type EncodeJobName,
  type EncodingOptions,
  type MediaDeleteTarget,
} from '@sermon/shared-contracts/entities/media-tracker';
import { NOT_FOUND_MESSAGES } from '@sermon/shared-contracts/errors/messages';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import { sermons } from '../../db/schema';
import { BadRequestError, NotFoundError } from '../../http/api-errors';
import { acceptFormFields, fieldsOf, readBoolean, readText, type BodyFields } from '../../http/body-fields';
import { FieldProblems } from '../accounts/request-body';
import { requireBroadcasterRole } from '../dashboard-access/broadcaster-access';
import { applyEncodingOptions, deleteMedia, requeueAudioEncode } from './media-actions';
import { findTrackedSermon, loadMediaTracker, type TrackedSermon } from './tracker-repo';

const SERMON_ID = /^\d{1,30}$/;
const BODY_LIMIT = 16 * 1024;

export async function mediaTrackerRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  acceptFormFields(app, BODY_LIMIT);

  /** The sermon (404 'Sermon not found' when missing) once the caller may upload for its broadcaster. */
  async function editableSermon(request: FastifyRequest, sermonID: unknown): Promise<TrackedSermon> {
    const id = typeof sermonID === 'string' || typeof sermonID === 'number' ? String(sermonID).trim() : '';
    const sermon = SERMON_ID.test(id) ? await findTrackedSermon(ctx.db, id) : undefined;
    if (!sermon) {
      // still 401 for a signed-out caller, so the sermon's existence is not told to strangers
      await ctx.auth.requireUser(request);
      throw new NotFoundError(NOT_FOUND_MESSAGES.sermon);
    }
    await requireBroadcasterRole(ctx, request, sermon.broadcasterId, BROADCASTER_ROLES.Uploader);
    return sermon;
  }

  app.get<{ Params: { sermonID: string } }>('/v2/node/sermons/:sermonID/media_tracker', async (request, reply) => {
    const sermon = await editableSermon(request, request.params.sermonID);
    reply.header('cache-control', 'no-store');
    return loadMediaTracker(ctx.db, sermon);
  });

  app.post('/v2/jobs/encode', async (request, reply) => {
    const fields = fieldsOf(request.body, request.query);
    const sermon = await editableSermon(request, fields.sermonID);
    const problems = new FieldProblems();
    const job = readText(fields, 'job', problems, { max: 40, required: true });
    if (job && !ENCODE_JOB_NAMES.includes(job as EncodeJobName)) problems.add('job', `Must be one of ${ENCODE_JOB_NAMES.join(', ')}.`);
    const excludeAudioSources = readBoolean(fields, 'excludeAudioSources', problems) ?? false;
    problems.throwIfAny();
    const jobID = await requeueAudioEncode(ctx, sermon.id, job as EncodeJobName, excludeAudioSources);
    if (jobID === null) throw new BadRequestError({ sermonID: 'The sermon has no audio or video to encode.' });
    reply.code(202);
    return { jobID };
  });

  app.post('/v2/jobs/delete', async (request, reply) => {
    const fields = fieldsOf(request.body, request.query);
    const sermon = await editableSermon(request, fields.sermonID);
    const problems = new FieldProblems();
    const target = readText(fields, 'target', problems, { max: 20, required: true });
    if (target && !MEDIA_DELETE_TARGETS.includes(target as MediaDeleteTarget)) problems.add('target', `Must be one of ${MEDIA_DELETE_TARGETS.join(', ')}.`);
    const language = readText(fields, 'language', problems, { max: 10 }) || undefined;
    problems.throwIfAny();
    const [row] = await ctx.db.select({ languageCode3: sermons.languageCode3 }).from(sermons).where(eq(sermons.id, sermon.id));
    await deleteMedia(ctx, sermon.id, target as MediaDeleteTarget, language, row?.languageCode3 ?? 'eng');
    reply.code(204);
  });

  app.patch<{ Params: { sermonID: string } }>('/v2/node/sermons/:sermonID/encoding_options', async (request) => {
    const sermon = await editableSermon(request, request.params.sermonID);
    const patch = readEncodingOptionsPatch(fieldsOf(request.body, request.query));
    return applyEncodingOptions(ctx, sermon.id, sermon.encodingOptions, patch);
  });
}

/** Seconds (fractions allowed) within bounds, and the normalise flag; one 400 names every bad field. */
export function readEncodingOptionsPatch(fields: BodyFields): Partial<EncodingOptions> {
  const problems = new FieldProblems();
  const patch: Partial<EncodingOptions> = {};
  const seconds = (name: 'videoTrimStart' | 'audioTrimStart' | 'fadeIn' | 'fadeOut' | 'videoThumbPosition', max: number) => {
    const raw = fields[name];
    if (raw === undefined || raw === '' || raw === null) return;
    const value = typeof raw === 'number' ? raw : typeof raw === 'string' && /^\s*\d+(\.\d+)?\s*$/.test(raw) ? Number(raw) : NaN;
    if (!Number.isFinite(value) || value < 0 || value > max) problems.add(name, `Must be a number of seconds between 0 and ${max}.`);
    else patch[name] = Math.round(value * 1000) / 1000;
  };
  seconds('videoTrimStart', ENCODING_OPTION_LIMITS.maxOffsetSeconds);
  seconds('audioTrimStart', ENCODING_OPTION_LIMITS.maxOffsetSeconds);
  seconds('videoThumbPosition', ENCODING_OPTION_LIMITS.maxOffsetSeconds);
  seconds('fadeIn', ENCODING_OPTION_LIMITS.maxFadeSeconds);
  seconds('fadeOut', ENCODING_OPTION_LIMITS.maxFadeSeconds);
  const normalize = readBoolean(fields, 'normalizeAudio', problems);
  if (normalize !== undefined) patch.normalizeAudio = normalize;
  problems.throwIfAny();
  return patch;
}
