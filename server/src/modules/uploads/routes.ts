// Uploads (issue 5): POST media and the image calls hand out an upload URL; the URL takes the file either in one
// request (POST/PUT of the whole body: API clients) or by tus 1.0 (resumable: the dashboard), and the completed
// file goes on to the pipeline (complete-upload.ts). PUT media/{guid}/continue starts a two-step upload's work.
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { BROADCASTER_ROLES } from '@sermon/shared-contracts/constants/accounts';
import {
  TUS_VERSION,
  UPLOAD_ERROR_CODES,
  UPLOAD_MESSAGES,
  formatByteLimit,
  type ImageUploadKind,
} from '@sermon/shared-contracts/constants/uploads';
import { NOT_FOUND_MESSAGES, formatMessage } from '@sermon/shared-contracts/errors/messages';
import type { AppContext } from '../../app-context';
import { mediaUploads, sermons } from '../../db/schema';
import { BadRequestError, HttpError, NotFoundError } from '../../http/api-errors';
import { acceptFormFields } from '../../http/body-fields';
import { urlBuilderFor } from '../../http/public-url';
import { requireBroadcasterRole } from '../dashboard-access/broadcaster-access';
import { completeUpload, continueTwoStep } from './complete-upload';
import { removeImage } from './image-store';
import { OffsetMismatchError, PartialFiles, UploadLimitError, WriterPreemptedError } from './partial-files';
import { sweepPartials } from './partial-sweep';
import {
  UPLOAD_URL_PREFIX,
  authorizeImageOwner,
  conflict,
  createImageUploadTicket,
  createSermonUploadTicket,
  findUpload,
  maxBytesOf,
  notFoundUpload,
  uploadFields,
  type UploadRow,
} from './upload-tickets';

const TICKET_BODY_LIMIT = 64 * 1024;
const TUS_EXTENSIONS = 'creation,creation-defer-length,creation-with-upload,termination';
/** headers a page on another origin (a remote's dev server) must be able to read from tus answers */
const EXPOSED_HEADERS = 'Upload-Offset, Upload-Length, Location, Tus-Resumable, Tus-Version, Tus-Extension, Tus-Max-Size';

function emptyFile(): HttpError {
  return new HttpError(400, UPLOAD_MESSAGES.emptyFile, UPLOAD_ERROR_CODES.empty);
}

function tooLarge(limit: number): HttpError {
  return new HttpError(413, formatMessage(UPLOAD_MESSAGES.fileTooLarge, { limit: formatByteLimit(limit) }), UPLOAD_ERROR_CODES.tooLarge);
}

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/** A tus number header (Upload-Offset, Upload-Length): digits only, else 400. */
function byteHeader(request: FastifyRequest, name: string): number | undefined {
  const value = header(request, name);
  if (value === undefined) return undefined;
  if (!/^\d{1,16}$/.test(value.trim())) throw new BadRequestError({ [name]: 'Must be a whole number of bytes.' });
  return Number(value.trim());
}

function tusHeaders(reply: FastifyReply): FastifyReply {
  return reply.header('Tus-Resumable', TUS_VERSION).header('Access-Control-Expose-Headers', EXPOSED_HEADERS).header('Cache-Control', 'no-store');
}

export async function uploadRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const partials = new PartialFiles(path.join(ctx.config.dataDir, 'uploads', 'partial'));
  // not awaited: the app may start while old partial files are looked at
  sweepPartials(ctx.db, partials).catch((error: unknown) => app.log.warn({ err: error }, 'sweeping partial uploads failed'));

  // ---- tickets and the second step (JSON, form or query string) ----
  await app.register(async (tickets) => {
    acceptFormFields(tickets, TICKET_BODY_LIMIT);

    tickets.post('/v2/media', { bodyLimit: TICKET_BODY_LIMIT }, async (request, reply) => {
      const { uploadURL } = await createSermonUploadTicket(ctx, request, uploadFields(request.body, request.query));
      return reply.code(201).header('Cache-Control', 'private, no-store').send({ uploadURL });
    });

    const continueUploads = async (request: FastifyRequest, rows: UploadRow[]) => {
      const sermonId = rows[0]?.sermonId;
      if (!sermonId) throw notFoundUpload();
      const [sermon] = await ctx.db.select({ broadcasterId: sermons.broadcasterId }).from(sermons).where(eq(sermons.id, sermonId));
      if (!sermon) throw new NotFoundError(NOT_FOUND_MESSAGES.sermon);
      await requireBroadcasterRole(ctx, request, sermon.broadcasterId, BROADCASTER_ROLES.Uploader);
      const waiting = rows.filter((row) => row.state === 'waiting-continue');
      if (waiting.length === 0) throw conflict(rows.length === 1 && !rows[0]!.twoStep ? UPLOAD_MESSAGES.notTwoStep : UPLOAD_MESSAGES.nothingToContinue);
      for (const row of waiting) await continueTwoStep(ctx, row);
      return { continued: waiting.map((row) => row.guid) };
    };

    tickets.put<{ Params: { guid: string } }>('/v2/media/:guid/continue', async (request) => {
      const row = await findUpload(ctx, request.params.guid);
      if (!row) {
        await ctx.auth.requireUser(request);
        throw notFoundUpload();
      }
      return continueUploads(request, [row]);
    });

    // the older form names the upload (guid) or the sermon (every upload of it waiting for its second step)
    tickets.put('/v2/media/continue', async (request) => {
      const fields = uploadFields(request.body, request.query);
      const guid = typeof fields.guid === 'string' ? fields.guid : undefined;
      const sermonID = typeof fields.sermonID === 'string' || typeof fields.sermonID === 'number' ? String(fields.sermonID) : undefined;
      let rows: UploadRow[] = [];
      if (guid) {
        const row = await findUpload(ctx, guid);
        rows = row ? [row] : [];
      } else if (sermonID) {
        rows = await ctx.db
          .select()
          .from(mediaUploads)
          .where(and(eq(mediaUploads.sermonId, sermonID), eq(mediaUploads.twoStep, true)));
      } else {
        await ctx.auth.requireUser(request);
        throw new BadRequestError({ guid: 'Give the guid of the upload or the sermonID.' });
      }
      if (rows.length === 0) {
        await ctx.auth.requireUser(request);
        throw guid ? notFoundUpload() : conflict(UPLOAD_MESSAGES.nothingToContinue);
      }
      return continueUploads(request, rows);
    });

    // images; the spec names them both with and without the /v2 prefix
    for (const prefix of ['/v2', '']) {
      const ticket = (kind: ImageUploadKind, idOf: (request: FastifyRequest) => string | undefined) =>
        async (request: FastifyRequest, reply: FastifyReply) => {
          const fields = uploadFields(request.body, request.query);
          const { uploadURL } = await createImageUploadTicket(ctx, request, kind, idOf(request), fields);
          return reply.code(201).header('Cache-Control', 'private, no-store').send({ uploadURL });
        };
      const remove = (kind: Exclude<ImageUploadKind, 'speaker'>, idOf: (request: FastifyRequest) => string | undefined) =>
        async (request: FastifyRequest, reply: FastifyReply) => {
          const { targetId } = await authorizeImageOwner(ctx, request, kind, idOf(request));
          await removeImage(ctx, kind, targetId);
          return reply.code(204).send();
        };
      const param = (name: string) => (request: FastifyRequest) => (request.params as Record<string, string>)[name];
      const field = (...names: string[]) => (request: FastifyRequest) => {
        const fields = uploadFields(request.body, request.query);
        for (const name of names) {
          const value = fields[name];
          if (typeof value === 'string' || typeof value === 'number') return String(value).trim();
        }
        return undefined;
      };
      tickets.post(`${prefix}/media/images/speaker`, ticket('speaker', field('speaker_id', 'speakerID', 'speakerId')));
      tickets.post(`${prefix}/media/images/series/:id`, ticket('series', param('id')));
      tickets.delete(`${prefix}/media/images/series/:id`, remove('series', param('id')));
      tickets.post(`${prefix}/media/images/broadcaster_banner`, ticket('broadcaster-banner', field('broadcasterID', 'broadcaster_id')));
      tickets.post(`${prefix}/media/images/broadcaster_profile`, ticket('broadcaster-profile', field('broadcasterID', 'broadcaster_id')));
      tickets.post(`${prefix}/media/images/articles/:id/banner`, ticket('article-banner', param('id')));
      tickets.delete(`${prefix}/media/images/articles/:id/banner`, remove('article-banner', param('id')));
    }
  });

  // A shutdown does not wait for uploads that may take hours: their connections are cut, the bytes received so far
  // stay on disk, and the clients resume (tus) once the server is back.
  const receiving = new Set<import('node:http').IncomingMessage>();
  app.addHook('preClose', async () => {
    for (const raw of receiving) raw.socket?.destroy();
  });

  // ---- the upload URL: raw bytes, whole or by tus ----
  await app.register(async (receiver) => {
    // the handlers read the body stream themselves (it may be gigabytes); no parser buffers it
    receiver.removeAllContentTypeParsers();
    receiver.addContentTypeParser('*', (_request, _payload, done) => done(null));
    const url = `${UPLOAD_URL_PREFIX}:guid`;
    type GuidRequest = FastifyRequest<{ Params: { guid: string } }>;

    const pendingUpload = async (request: GuidRequest): Promise<UploadRow> => {
      const row = await findUpload(ctx, request.params.guid);
      if (!row) throw notFoundUpload();
      if (row.state !== 'pending') throw conflict(UPLOAD_MESSAGES.uploadFinished);
      return row;
    };

    /** Answers a complete upload: runs the completion steps and reports what became of it. */
    const finish = async (request: FastifyRequest, row: UploadRow, size: number) => {
      if (size === 0) {
        await partials.remove(row.guid);
        throw emptyFile();
      }
      let done;
      try {
        done = await completeUpload(ctx, row, partials.pathOf(row.guid), size);
      } finally {
        // stored (moved away) or refused: either way these bytes are of no more use
        await partials.remove(row.guid);
      }
      const url = urlBuilderFor(request, ctx.config.publicBaseUrl);
      return { guid: done.guid, state: done.state, sizeBytes: size, imageURL: done.storageKey ? url(`/media/${done.storageKey}`) : null };
    };

    /** Streams the body onto the partial file; limit and broken connections become the protocol's answers. */
    const receive = async (request: FastifyRequest, row: UploadRow, options: { maxTotal: number; restart?: boolean; expectedOffset?: number }) => {
      receiving.add(request.raw);
      try {
        return await partials.append(row.guid, request.raw, options);
      } catch (error) {
        if (error instanceof UploadLimitError) {
          if (options.restart) await partials.remove(row.guid);
          throw tooLarge(Math.min(error.limit, maxBytesOf(row.uploadType)));
        }
        if (error instanceof OffsetMismatchError) {
          throw conflict(formatMessage(UPLOAD_MESSAGES.offsetMismatch, { offset: error.offset, sent: error.sent }));
        }
        if (error instanceof WriterPreemptedError) throw new HttpError(409, UPLOAD_MESSAGES.uploadBusy, UPLOAD_ERROR_CODES.conflict);
        throw error;
      } finally {
        receiving.delete(request.raw);
      }
    };

    /** The declared length of a tus upload; once set, it cannot change (but may be set again while nothing arrived). */
    const setLength = async (row: UploadRow, length: number): Promise<UploadRow> => {
      if (length === 0) throw emptyFile();
      const limit = maxBytesOf(row.uploadType);
      if (length > limit) throw tooLarge(limit);
      if (row.sizeBytes === length) return row;
      if (row.sizeBytes !== null && (await partials.offset(row.guid)) > 0) {
        throw new BadRequestError({ 'Upload-Length': formatMessage(UPLOAD_MESSAGES.lengthMismatch, { length: row.sizeBytes }) });
      }
      await ctx.db.update(mediaUploads).set({ sizeBytes: length }).where(eq(mediaUploads.guid, row.guid));
      return { ...row, sizeBytes: length };
    };

    const isTusBody = (request: FastifyRequest) =>
      (header(request, 'content-type') ?? '').split(';')[0]!.trim().toLowerCase() === 'application/offset+octet-stream';

    /** tus PATCH (and a creation request that carries data): appends at Upload-Offset. */
    const tusAppend = async (request: GuidRequest, reply: FastifyReply, row: UploadRow, created: boolean) => {
      const offset = byteHeader(request, 'upload-offset') ?? (created ? 0 : undefined);
      if (offset === undefined) throw new BadRequestError({ 'Upload-Offset': 'This header is required.' });
      const length = byteHeader(request, 'upload-length');
      if (length !== undefined) row = await setLength(row, length);
      const limit = maxBytesOf(row.uploadType);
      const newOffset = await receive(request, row, { maxTotal: row.sizeBytes ?? limit, expectedOffset: offset });
      tusHeaders(reply).header('Upload-Offset', String(newOffset));
      if (row.sizeBytes !== null && newOffset === row.sizeBytes) {
        const body = await finish(request, row, newOffset);
        if (created) return reply.code(201).header('Location', uploadUrlOf(request)).send(body);
        // tus answers 204 without a body; the guid is known to the client already
        void body;
        return reply.code(204).send();
      }
      return created ? reply.code(201).header('Location', uploadUrlOf(request)).send() : reply.code(204).send();
    };

    const uploadUrlOf = (request: GuidRequest) => urlBuilderFor(request, ctx.config.publicBaseUrl)(`${UPLOAD_URL_PREFIX}${request.params.guid}`);

    /** Whole-body POST/PUT: the file in one request; an earlier partial attempt is dropped. */
    const wholeBody = async (request: GuidRequest, reply: FastifyReply) => {
      const row = await pendingUpload(request);
      const limit = maxBytesOf(row.uploadType);
      const declared = Number(header(request, 'content-length'));
      if (Number.isFinite(declared) && declared > limit) throw tooLarge(limit);
      if (declared === 0) throw emptyFile();
      const size = await receive(request, row, { maxTotal: limit, restart: true });
      return reply.code(201).header('Cache-Control', 'no-store').send(await finish(request, row, size));
    };

    receiver.options(url, async (_request, reply) =>
      tusHeaders(reply)
        .header('Tus-Version', TUS_VERSION)
        .header('Tus-Extension', TUS_EXTENSIONS)
        .header('Tus-Max-Size', String(maxBytesOf('original-video')))
        .code(204)
        .send(),
    );

    receiver.head<{ Params: { guid: string } }>(url, async (request, reply) => {
      const row = await findUpload(ctx, request.params.guid);
      tusHeaders(reply);
      if (!row) return reply.code(404).send();
      // refused at completion (a damaged image, storage trouble): nothing to resume, the tracker shows why
      if (row.state === 'failed') return reply.code(410).send();
      if (row.state !== 'pending') {
        // complete: offset = length tells a client whose last answer got lost that nothing is left to send
        const size = String(row.sizeBytes ?? 0);
        return reply.code(200).header('Upload-Offset', size).header('Upload-Length', size).send();
      }
      // a HEAD comes from a client resuming: a request of its that the server still thinks alive is over
      await partials.takeOver(row.guid);
      reply.header('Upload-Offset', String(await partials.offset(row.guid)));
      if (row.sizeBytes !== null) reply.header('Upload-Length', String(row.sizeBytes));
      else reply.header('Upload-Defer-Length', '1');
      return reply.code(200).send();
    });

    receiver.patch<{ Params: { guid: string } }>(url, async (request, reply) => {
      const row = await pendingUpload(request);
      if (!isTusBody(request)) {
        throw new HttpError(415, 'A PATCH carries Content-Type: application/offset+octet-stream (tus 1.0).', UPLOAD_ERROR_CODES.invalid);
      }
      return tusAppend(request, reply, row, false);
    });

    receiver.post<{ Params: { guid: string } }>(url, async (request, reply) => {
      const length = byteHeader(request, 'upload-length');
      const deferred = header(request, 'upload-defer-length') === '1';
      if (length === undefined && !deferred) return wholeBody(request, reply);
      // tus creation: the ticket exists already, so this only sets the length (and may carry the first bytes)
      let row = await pendingUpload(request);
      if (length !== undefined) row = await setLength(row, length);
      if (isTusBody(request)) return tusAppend(request, reply, row, true);
      return tusHeaders(reply)
        .code(201)
        .header('Location', uploadUrlOf(request))
        .header('Upload-Offset', String(await partials.offset(row.guid)))
        .send();
    });

    receiver.put<{ Params: { guid: string } }>(url, wholeBody);

    // tus termination: the client gave up (Cancel); the ticket goes with the bytes
    receiver.delete<{ Params: { guid: string } }>(url, async (request, reply) => {
      const row = await pendingUpload(request);
      await partials.remove(row.guid);
      await ctx.db.delete(mediaUploads).where(and(eq(mediaUploads.guid, row.guid), eq(mediaUploads.state, 'pending')));
      return tusHeaders(reply).code(204).send();
    });
  });
}
