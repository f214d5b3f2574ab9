// GET/HEAD /media/<storage key>: media files from Storage with HTTP Range (players seek with it).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context';
import { InvalidStorageKeyError } from '../../storage/storage';
import { parseRange } from './byte-range';
import { contentTypeFor } from './content-types';

function notFound(reply: FastifyReply) {
  return reply.code(404).type('application/json; charset=utf-8').send({ message: 'Media not found', errors: { code: 'NOT_FOUND' } });
}

export async function mediaRoutes(app: FastifyInstance, { storage }: AppContext): Promise<void> {
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
    const etag = `W/"${info.size.toString(16)}-${Math.floor(info.modifiedAt.getTime() / 1000).toString(16)}"`;
    reply
      .header('Accept-Ranges', 'bytes')
      .header('Content-Type', contentTypeFor(key))
      .header('Cache-Control', 'public, max-age=86400')
      .header('Last-Modified', info.modifiedAt.toUTCString())
      .header('ETag', etag)
      .header('Access-Control-Allow-Origin', '*');
    if (request.query.download !== undefined) {
      const fileName = key.split('/').pop() ?? 'media';
      reply.header('Content-Disposition', `attachment; filename="${fileName.replace(/"/g, '')}"`);
    }
    if (request.headers['if-none-match'] === etag && request.headers.range === undefined) {
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
      reply.code(206).header('Content-Range', `bytes ${start}-${end}/${info.size}`).header('Content-Length', String(end - start + 1));
      return request.method === 'HEAD' ? reply.send() : reply.send(storage.get(key, range.range));
    }
    reply.code(200).header('Content-Length', String(info.size));
    return request.method === 'HEAD' ? reply.send() : reply.send(storage.get(key));
  };
  app.route({ method: ['GET', 'HEAD'], url: '/media/*', exposeHeadRoute: false, handler });
}
