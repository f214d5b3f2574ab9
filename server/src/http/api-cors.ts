// CORS for /v2/: a remote developed on its own dev server (another port) calls this API with
// credentials, so the caller's origin is echoed rather than '*', and preflights are answered.
import type { FastifyInstance } from 'fastify';

// the Upload-* and Tus-* headers: resumable uploads (tus 1.0) to /v2/media/upload/<guid>
const ALLOWED_HEADERS =
  'Accept, Accept-Language, Content-Type, Authorization, X-API-Key, X-Timestamp, X-Show-All-Languages, Tus-Resumable, Upload-Offset, Upload-Length, Upload-Defer-Length, Upload-Metadata';

export function registerApiCors(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/v2/')) return;
    const origin = request.headers.origin;
    if (!origin) return;
    reply
      .header('Access-Control-Allow-Origin', origin)
      .header('Access-Control-Allow-Credentials', 'true')
      .header('Vary', 'Origin');
    if (request.method === 'OPTIONS') {
      return reply
        .code(204)
        .header('Access-Control-Allow-Methods', 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS')
        .header('Access-Control-Allow-Headers', ALLOWED_HEADERS)
        .header('Access-Control-Max-Age', '600')
        .send();
    }
  });
}
