// Upload tickets: POST media (a sermon's audio, video, PDF, captions, thumbnails) and the image calls hand out an
// upload URL that names a media_uploads row. The URL's random guid is the only credential the upload needs, since
// API clients send the bytes without a user token (api-shapes §2.2: PL sends only its X-API-Key).
import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { BROADCASTER_ROLES } from '@sermon/shared-contracts/constants/accounts';
import {
  IMAGE_MIN_SIZE,
  SERMON_UPLOAD_TYPES,
  UPLOAD_ERROR_CODES,
  UPLOAD_MAX_BYTES,
  UPLOAD_MESSAGES,
  formatByteLimit,
  isSermonUploadType,
  type ImageUploadKind,
  type SermonUploadType,
} from '@sermon/shared-contracts/constants/uploads';
import { NOT_FOUND_MESSAGES, formatMessage } from '@sermon/shared-contracts/errors/messages';
import { canActForBroadcaster, isSiteAdmin } from '@sermon/shared-contracts/rules/roles';
import { findSermonLanguage } from '@sermon/shared-contracts/rules/sermon-validation';
import type { AppContext } from '../../app-context';
import { articles, broadcasters, mediaUploads, series, sermons, speakers } from '../../db/schema';
import { BadRequestError, HttpError, NotFoundError } from '../../http/api-errors';
import type { BodyFields } from '../../http/body-fields';
import { urlBuilderFor } from '../../http/public-url';
import { requireBroadcasterRole, forbiddenFor } from '../dashboard-access/broadcaster-access';

export const UPLOAD_URL_PREFIX = '/v2/media/upload/';

export type UploadRow = typeof mediaUploads.$inferSelect;

export function newUploadGuid(): string {
  return randomBytes(16).toString('hex');
}

export function uploadUrlFor(ctx: Pick<AppContext, 'config'>, request: FastifyRequest, guid: string): string {
  return urlBuilderFor(request, ctx.config.publicBaseUrl)(`${UPLOAD_URL_PREFIX}${guid}`);
}

/** The most a file of this upload may weigh. */
export function maxBytesOf(uploadType: string): number {
  return isSermonUploadType(uploadType) ? UPLOAD_MAX_BYTES[uploadType] : UPLOAD_MAX_BYTES.image;
}

export function conflict(message: string): HttpError {
  return new HttpError(409, message, UPLOAD_ERROR_CODES.conflict);
}

function text(fields: BodyFields, ...names: string[]): string | undefined {
  for (const name of names) {
    const raw = fields[name];
    const value = Array.isArray(raw) ? raw[raw.length - 1] : raw;
    if (typeof value === 'string' && value.trim() !== '') return value.trim();
    if (typeof value === 'number') return String(value);
  }
  return undefined;
}

function truthy(fields: BodyFields, name: string): boolean {
  const value = fields[name];
  return value === true || (typeof value === 'string' && ['true', '1', 'yes', 'on'].includes(value.trim().toLowerCase()));
}

/** A file name as the client calls it, without any folder (browsers on Windows sent C:\fakepath\...). */
function fileName(value: string | undefined): string | null {
  if (!value) return null;
  const name = value.split(/[\\/]/).pop()!.slice(0, 255);
  return name || null;
}

/** An optional declared size (fileSize or sizeBytes): refuses a zero or too large file before a byte is sent. */
function checkDeclaredSize(fields: BodyFields, uploadType: string): number | null {
  const raw = text(fields, 'fileSize', 'sizeBytes');
  if (raw === undefined) return null;
  if (!/^\d{1,15}$/.test(raw)) throw new BadRequestError({ fileSize: 'Must be a whole number of bytes.' });
  const size = Number(raw);
  if (size === 0) throw new HttpError(400, UPLOAD_MESSAGES.emptyFile, UPLOAD_ERROR_CODES.empty);
  const limit = maxBytesOf(uploadType);
  if (size > limit) {
    throw new HttpError(413, formatMessage(UPLOAD_MESSAGES.fileTooLarge, { limit: formatByteLimit(limit) }), UPLOAD_ERROR_CODES.tooLarge);
  }
  return size;
}

type SermonMediaState = Pick<
  typeof sermons.$inferSelect,
  'id' | 'broadcasterId' | 'hasAudio' | 'hasVideo' | 'audioMediaStatus' | 'videoMediaStatus'
>;

/**
 * Does the sermon have audio of its own (uploaded as audio, not taken from its video)? Audio made from a video goes
 * with the video; audio uploaded as audio has to be removed before a video may come (spec doc 1 §5). Without any
 * upload on record (demo and imported sermons) audio beside no video counts as its own.
 */
export async function hasOwnAudio(ctx: Pick<AppContext, 'db'>, sermon: SermonMediaState): Promise<boolean> {
  if (!sermon.hasAudio && sermon.audioMediaStatus === null) return false;
  const [latest] = await ctx.db
    .select({ uploadType: mediaUploads.uploadType })
    .from(mediaUploads)
    .where(
      and(
        eq(mediaUploads.sermonId, sermon.id),
        inArray(mediaUploads.uploadType, ['original-audio', 'original-video']),
        inArray(mediaUploads.state, ['received', 'waiting-continue', 'processing', 'done']),
      ),
    )
    .orderBy(desc(mediaUploads.createdAt))
    .limit(1);
  if (latest) return latest.uploadType === 'original-audio';
  return !hasVideo(sermon);
}

export function hasVideo(sermon: Pick<SermonMediaState, 'hasVideo' | 'videoMediaStatus'>): boolean {
  return sermon.hasVideo || sermon.videoMediaStatus !== null;
}

function hasMedia(sermon: SermonMediaState): boolean {
  return sermon.hasAudio || sermon.hasVideo || sermon.audioMediaStatus !== null || sermon.videoMediaStatus !== null;
}

/** POST media: checks who asks and what for, and records the ticket. */
export async function createSermonUploadTicket(
  ctx: AppContext,
  request: FastifyRequest,
  fields: BodyFields,
): Promise<{ guid: string; uploadURL: string }> {
  const sermonID = text(fields, 'sermonID', 'sermonId', 'sermon_id');
  const uploadType = text(fields, 'uploadType', 'upload_type');
  const problems: Record<string, string> = {};
  if (!sermonID) problems.sermonID = UPLOAD_MESSAGES.sermonRequired;
  if (!isSermonUploadType(uploadType)) {
    problems.uploadType = formatMessage(UPLOAD_MESSAGES.uploadTypeUnknown, { types: SERMON_UPLOAD_TYPES.join(', ') });
  }
  if (Object.keys(problems).length) {
    // a signed-in check first: an anonymous caller learns nothing about what a good request looks like
    await ctx.auth.requireUser(request);
    throw new BadRequestError(problems);
  }
  const type = uploadType as SermonUploadType;
  const [sermon] = await ctx.db
    .select({
      id: sermons.id,
      broadcasterId: sermons.broadcasterId,
      hasAudio: sermons.hasAudio,
      hasVideo: sermons.hasVideo,
      audioMediaStatus: sermons.audioMediaStatus,
      videoMediaStatus: sermons.videoMediaStatus,
      languageCode: sermons.languageCode,
    })
    .from(sermons)
    .where(eq(sermons.id, sermonID!))
    .limit(1);
  if (!sermon) {
    await ctx.auth.requireUser(request);
    throw new NotFoundError(NOT_FOUND_MESSAGES.sermon);
  }
  const access = await requireBroadcasterRole(ctx, request, sermon.broadcasterId, BROADCASTER_ROLES.Uploader);

  let language: string | null = null;
  if (type === 'caption') {
    const found = findSermonLanguage(text(fields, 'language', 'languageCode'));
    if (!found) throw new BadRequestError({ language: UPLOAD_MESSAGES.captionLanguageRequired });
    language = found.code;
    if (!hasMedia(sermon)) throw conflict(UPLOAD_MESSAGES.captionsNeedMedia);
  }
  if (type === 'original-video' && (await hasOwnAudio(ctx, sermon))) throw conflict(UPLOAD_MESSAGES.removeAudioFirst);
  if (type === 'original-audio' && hasVideo(sermon)) throw conflict(UPLOAD_MESSAGES.removeVideoFirst);
  const declaredSize = checkDeclaredSize(fields, type);

  const guid = newUploadGuid();
  await ctx.db.insert(mediaUploads).values({
    guid,
    sermonId: sermon.id,
    uploadType: type,
    language,
    twoStep: truthy(fields, 'twoStep'),
    destFilename: fileName(text(fields, 'destFilename')),
    originalFilename: fileName(text(fields, 'originalFilename', 'filename')),
    state: 'pending',
    sizeBytes: declaredSize,
    createdByUserId: access.caller.id,
    createdAt: Date.now(),
  });
  return { guid, uploadURL: uploadUrlFor(ctx, request, guid) };
}

/** width and height of an image ticket: both or neither (spec doc 1 §5), and not below the kind's minimum. */
function checkImageDimensions(fields: BodyFields, kind: ImageUploadKind): void {
  const width = text(fields, 'width');
  const height = text(fields, 'height');
  if (width === undefined && height === undefined) return;
  if (width === undefined || height === undefined) {
    throw new HttpError(400, UPLOAD_MESSAGES.imageDimensionsTogether, UPLOAD_ERROR_CODES.invalid, {
      [width === undefined ? 'width' : 'height']: UPLOAD_MESSAGES.imageDimensionsTogether,
    });
  }
  const problems: Record<string, string> = {};
  for (const [name, value] of [['width', width], ['height', height]] as const) {
    if (!/^\d{1,6}$/.test(value) || Number(value) === 0) problems[name] = 'Must be a whole number of pixels.';
  }
  if (Object.keys(problems).length) throw new BadRequestError(problems);
  const min = IMAGE_MIN_SIZE[kind];
  if (Number(width) < min.width || Number(height) < min.height) {
    throw new HttpError(
      422,
      formatMessage(UPLOAD_MESSAGES.imageTooSmall, { width: min.width, height: min.height, actualWidth: width, actualHeight: height }),
      UPLOAD_ERROR_CODES.imageTooSmall,
    );
  }
}

/** Who may change a speaker's image: a site admin, or an Uploader of the broadcaster the speaker is locked to. */
async function requireSpeakerEditor(ctx: AppContext, request: FastifyRequest, speakerId: number): Promise<number> {
  const [row] = await ctx.db
    .select({ id: speakers.id, broadcasterLock: speakers.broadcasterLock })
    .from(speakers)
    .where(eq(speakers.id, speakerId))
    .limit(1);
  if (!row) {
    await ctx.auth.requireUser(request);
    throw new NotFoundError(NOT_FOUND_MESSAGES.speaker);
  }
  const caller = await ctx.auth.requireUser(request);
  if (isSiteAdmin(caller)) return caller.id;
  if (row.broadcasterLock && canActForBroadcaster(caller, row.broadcasterLock, BROADCASTER_ROLES.Uploader)) return caller.id;
  let ownerName = 'this speaker';
  if (row.broadcasterLock) {
    const [owner] = await ctx.db.select({ name: broadcasters.displayName }).from(broadcasters).where(eq(broadcasters.id, row.broadcasterLock));
    ownerName = owner?.name ?? row.broadcasterLock;
  }
  throw forbiddenFor(ownerName);
}

function numericId(raw: string | undefined, notFound: string): number {
  if (!raw || !/^\d{1,9}$/.test(raw)) throw new NotFoundError(notFound);
  return Number(raw);
}

/** The image's owner row exists and the caller may change it; answers the caller's user id and the owner's id. */
export async function authorizeImageOwner(
  ctx: AppContext,
  request: FastifyRequest,
  kind: ImageUploadKind,
  rawId: string | undefined,
): Promise<{ userId: number; targetId: string }> {
  switch (kind) {
    case 'speaker': {
      const id = numericId(rawId, NOT_FOUND_MESSAGES.speaker);
      return { userId: await requireSpeakerEditor(ctx, request, id), targetId: String(id) };
    }
    case 'series': {
      const id = numericId(rawId, NOT_FOUND_MESSAGES.series);
      const [row] = await ctx.db.select({ broadcasterId: series.broadcasterId }).from(series).where(eq(series.id, id));
      if (!row) throw new NotFoundError(NOT_FOUND_MESSAGES.series);
      const access = await requireBroadcasterRole(ctx, request, row.broadcasterId, BROADCASTER_ROLES.Uploader);
      return { userId: access.caller.id, targetId: String(id) };
    }
    case 'article-banner': {
      const id = numericId(rawId, NOT_FOUND_MESSAGES.article);
      const [row] = await ctx.db.select({ broadcasterId: articles.broadcasterId }).from(articles).where(eq(articles.id, id));
      if (!row) throw new NotFoundError(NOT_FOUND_MESSAGES.article);
      const access = await requireBroadcasterRole(ctx, request, row.broadcasterId, BROADCASTER_ROLES.Uploader);
      return { userId: access.caller.id, targetId: String(id) };
    }
    case 'broadcaster-banner':
    case 'broadcaster-profile': {
      if (!rawId) throw new BadRequestError({ broadcasterID: 'This field is required.' });
      // the broadcaster's own look is the settings' business: Admin, as for PATCH node/broadcasters/{id}
      const access = await requireBroadcasterRole(ctx, request, rawId, BROADCASTER_ROLES.Admin);
      return { userId: access.caller.id, targetId: access.broadcaster.id };
    }
  }
}

/** POST media/images/...: a ticket for one image of one owner. */
export async function createImageUploadTicket(
  ctx: AppContext,
  request: FastifyRequest,
  kind: ImageUploadKind,
  rawId: string | undefined,
  fields: BodyFields,
): Promise<{ guid: string; uploadURL: string }> {
  const { userId, targetId } = await authorizeImageOwner(ctx, request, kind, rawId);
  checkImageDimensions(fields, kind);
  checkDeclaredSize(fields, kind);
  const guid = newUploadGuid();
  await ctx.db.insert(mediaUploads).values({
    guid,
    uploadType: kind,
    targetId,
    originalFilename: fileName(text(fields, 'originalFilename', 'filename')),
    state: 'pending',
    createdByUserId: userId,
    createdAt: Date.now(),
  });
  return { guid, uploadURL: uploadUrlFor(ctx, request, guid) };
}

export async function findUpload(ctx: Pick<AppContext, 'db'>, guid: string): Promise<UploadRow | null> {
  if (!/^[0-9a-f]{32}$/.test(guid)) return null;
  const [row] = await ctx.db.select().from(mediaUploads).where(eq(mediaUploads.guid, guid)).limit(1);
  return row ?? null;
}

/** Fields of a write call from JSON, form or query string (clients use all three). */
export function uploadFields(body: unknown, query: unknown): BodyFields {
  const fromQuery = typeof query === 'object' && query !== null ? (query as BodyFields) : {};
  const fromBody = typeof body === 'object' && body !== null && !Array.isArray(body) && !Buffer.isBuffer(body) ? (body as BodyFields) : {};
  return { ...fromQuery, ...fromBody };
}

export function notFoundUpload(): HttpError {
  return new HttpError(404, UPLOAD_MESSAGES.uploadNotFound, UPLOAD_ERROR_CODES.notFound);
}
