// GET/HEAD /media/<storage key>: media files from Storage with HTTP Range (players seek with it). A GET that
// starts a sermon's audio or video from its first byte counts a play (play-counting/). Transcript files need a
// signed-in caller (transcript-files.ts).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context';
import { InvalidStorageKeyError } from '../../storage/storage';
import { parseRange } from './byte-range';
import { fileAttachmentDisposition } from './content-disposition';
import { contentTypeFor } from './content-types';
import { PlayCounter } from './play-counting/play-counter';
import { isTranscriptFile } from './transcript-files';

function notFound(reply: FastifyReply) {
  return reply.code(404).type('application/json; charset=utf-8').send({ message: 'Media not found', errors: { code: 'NOT_FOUND' } });
}

/** No Range, or one whose first range starts at byte 0 (a seek or a tail probe for metadata is not a new play). */
function startsAtFirstByte(rangeHeader: string | undefined): boolean {
  return rangeHeader === undefined || rangeHeader.trim() === '' || /^\s*bytes\s*=\s*0+\s*-/i.test(rangeHeader);
}

export async function mediaRoutes(app: FastifyInstance, { storage, db, auth }: AppContext): Promise<void> {
  const plays = new PlayCounter(db, app.log);
  // Plays noted just before shutdown are still written before the database closes.
  app.addHook('onClose', () => plays.idle());

  const handler = async (request: FastifyRequest<{ Params: { '*': string }; Querystring: { download?: string } }>, reply: FastifyReply) => {
    const key = request.params['*'];
    let info;
    try {
      info = await storage.stat(key);
    } catch (error) {
      if (error instanceof InvalidStorageKeyError) return notFound(reply);
      throw error;
    }
    if (!info) return notFound(reply);
    // 401 (the API's JSON error) for anonymous or invalid tokens; a signed-in reader's copy is theirs alone to cache
    const signedInOnly = await isTranscriptFile(db, key);
    if (signedInOnly) await auth.requireUser(request);
    const etag = `W/"${info.size.toString(16)}-${Math.floor(info.modifiedAt.getTime() / 1000).toString(16)}"`;
    reply
      .header('Accept-Ranges', 'bytes')
      .header('Content-Type', contentTypeFor(key))
      .header('Cache-Control', signedInOnly ? 'private, no-cache' : 'public, max-age=86400')
      .header('Last-Modified', info.modifiedAt.toUTCString())
      .header('ETag', etag)
      .header('Access-Control-Allow-Origin', '*');
    if (request.query.download !== undefined) {
      reply.header('Content-Disposition', fileAttachmentDisposition(key.split('/').pop() ?? 'media'));
    }
    // A player starting from the top (no Range, or one from byte 0) starts a play; HEAD and seeks do not.
    const countPlay = () => {
      if (request.method === 'GET') plays.noteStart(key, request.ip);
    };
    if (request.headers['if-none-match'] === etag && request.headers.range === undefined) {
      countPlay(); // replaying a file the browser kept is a play too
      return reply.code(304).send();
    }
    // If-Range with a different validator means "send everything".
    const ifRange = request.headers['if-range'];
    const rangeHeader = ifRange && ifRange !== etag && ifRange !== info.modifiedAt.toUTCString() ? undefined : request.headers.range;
    const range = parseRange(rangeHeader, info.size);
    if (range.kind === 'unsatisfiable') {
      return reply.code(416).header('Content-Range', `bytes */${info.size}`).header('Content-Length', '0').send();
    }
    if (range.kind === 'partial') {
      const { start, end } = range.range;
      if (startsAtFirstByte(rangeHeader)) countPlay();
      reply.code(206).header('Content-Range', `bytes ${start}-${end}/${info.size}`).header('Content-Length', String(end - start + 1));
      return request.method === 'HEAD' ? reply.send() : reply.send(storage.get(key, range.range));
    }
    // several ranges are answered with the whole file, but only a request that asked for the start is a play
    if (startsAtFirstByte(rangeHeader)) countPlay();
    reply.code(200).header('Content-Length', String(info.size));
    return request.method === 'HEAD' ? reply.send() : reply.send(storage.get(key));
  };
  app.route({ method: ['GET', 'HEAD'], url: '/media/*', exposeHeadRoute: false, handler });
}
