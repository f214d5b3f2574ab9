// The profile picture calls: POST site/users/upload_profile_picture (a signed URL), PUT <that URL> with the raw
// image bytes, POST site/users/delete_profile_picture. The PUT lives in its own plugin scope so that its body
// parser (raw bytes of any type, size checked as they arrive) applies to it alone.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { IncomingMessage } from 'node:http';
import { ACCOUNT_ERROR_CODES, ACCOUNT_MESSAGES, PROFILE_PICTURE_MAX_BYTES } from '@sermon/shared-contracts/constants/accounts';
import type { AppContext } from '../../../app-context';
import { HttpError } from '../../../http/api-errors';
import { subjectUserId } from '../subject-user';
import { unsupportedImage } from './convert-picture';
import { isAcceptedUploadType } from './image-kind';
import { issueUploadUrl, removeProfilePicture, storeUploadedPicture } from './picture-service';
import { UPLOAD_PATH_PREFIX, UploadTokens } from './upload-tokens';

function imageTooLarge(): HttpError {
  return new HttpError(413, ACCOUNT_MESSAGES.imageTooLarge, ACCOUNT_ERROR_CODES.imageTooLarge);
}

/**
 * Collects the body up to PROFILE_PICTURE_MAX_BYTES. A declared Content-Length over the limit is refused before
 * reading; an undeclared (chunked) body is refused as soon as it passes the limit. Either way the answer is the
 * contract's 413, not fastify's generic one.
 */
function readPictureBody(request: FastifyRequest, payload: IncomingMessage, done: (error: Error | null, body?: Buffer) => void): void {
  if (!isAcceptedUploadType(request.headers['content-type'])) {
    done(unsupportedImage());
    return;
  }
  const declared = Number(request.headers['content-length']);
  if (Number.isFinite(declared) && declared > PROFILE_PICTURE_MAX_BYTES) {
    done(imageTooLarge());
    return;
  }
  const chunks: Buffer[] = [];
  let size = 0;
  let finished = false;
  const finish = (error: Error | null, body?: Buffer) => {
    if (finished) return;
    finished = true;
    done(error, body);
  };
  payload.on('data', (chunk: Buffer) => {
    size += chunk.length;
    if (size > PROFILE_PICTURE_MAX_BYTES) {
      payload.removeAllListeners('data');
      payload.resume();
      finish(imageTooLarge());
      return;
    }
    chunks.push(chunk);
  });
  payload.on('end', () => finish(null, Buffer.concat(chunks)));
  payload.on('error', (error) => finish(error));
}

export async function profilePictureRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { db, auth } = ctx;
  const uploadTokens = new UploadTokens(db);

  app.post('/v2/site/users/upload_profile_picture', async (request, reply) => {
    const caller = await auth.requireUser(request);
    const userId = await subjectUserId(db, request, caller);
    reply.header('Cache-Control', 'private, no-store');
    return { uploadURL: await issueUploadUrl(ctx, uploadTokens, userId) };
  });

  app.post('/v2/site/users/delete_profile_picture', async (request, reply) => {
    const caller = await auth.requireUser(request);
    await removeProfilePicture(ctx, await subjectUserId(db, request, caller));
    return reply.code(204).send();
  });

  await app.register(async (uploads) => {
    uploads.removeAllContentTypeParsers();
    uploads.addContentTypeParser('*', readPictureBody);
    uploads.put<{ Params: { token: string } }>(
      `${UPLOAD_PATH_PREFIX}:token`,
      // the parser enforces the picture limit itself; fastify's own limit only has to be above it
      { bodyLimit: PROFILE_PICTURE_MAX_BYTES + 64 * 1024 },
      async (request) => {
        const bytes = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        if (bytes.length === 0) throw unsupportedImage();
        return { user: await storeUploadedPicture(ctx, uploadTokens, request, request.params.token, bytes) };
      },
    );
  });
}
