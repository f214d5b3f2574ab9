// Profile picture use cases: issue an upload URL, store an uploaded picture, remove the picture.
import type { FastifyRequest } from 'fastify';
import type { User } from '@sermon/shared-contracts/entities/user';
import type { AppContext } from '../../../app-context';
import { unauthorized } from '../../auth/access-tokens';
import { presentAccount } from '../account-service';
import { findUserRow, swapProfilePicture } from '../repo';
import { convertProfilePicture, unsupportedImage } from './convert-picture';
import { pictureKindOf } from './image-kind';
import { UPLOAD_PATH_PREFIX, type UploadTokens } from './upload-tokens';

type PictureContext = Pick<AppContext, 'db' | 'storage' | 'config' | 'tokens' | 'mailer'>;

/**
 * users/<id>/profile-<n>.jpg with n the upload time in ms (above the previous n): every upload gets a name never
 * used before, so a cached copy of an older picture (media is cached for a day) never shows for the new one.
 */
export function nextPictureKey(userId: number, currentKey: string | null, nowMs = Date.now()): string {
  const previous = currentKey ? Number(/profile-(\d+)\.jpg$/.exec(currentKey)?.[1] ?? 0) : 0;
  return `users/${userId}/profile-${Math.max(nowMs, previous + 1)}.jpg`;
}

export async function issueUploadUrl(ctx: PictureContext, uploadTokens: UploadTokens, userId: number): Promise<string> {
  const row = await findUserRow(ctx.db, userId);
  if (!row) throw unauthorized();
  const token = await uploadTokens.sign({ userId, currentPicture: row.profilePictureKey ?? '' });
  return `${UPLOAD_PATH_PREFIX}${token}`;
}

/** Checks, converts and stores the picture sent to an upload URL; answers the updated user. */
export async function storeUploadedPicture(
  ctx: PictureContext,
  uploadTokens: UploadTokens,
  request: FastifyRequest,
  token: string,
  bytes: Buffer,
): Promise<User> {
  const grant = await uploadTokens.verify(token);
  const row = grant ? await findUserRow(ctx.db, grant.userId) : undefined;
  // an expired, tampered or already used URL, or one of a deleted or disabled account
  if (!grant || !row || row.disabled || (row.profilePictureKey ?? '') !== grant.currentPicture) throw unauthorized();

  const kind = pictureKindOf(bytes);
  if (!kind) throw unsupportedImage();
  const jpeg = await convertProfilePicture(bytes, kind);

  const key = nextPictureKey(row.id, row.profilePictureKey);
  await ctx.storage.put(key, jpeg);
  const updated = await swapProfilePicture(ctx.db, row.id, row.profilePictureKey, key);
  if (!updated) {
    // the URL was used meanwhile by another request: keep theirs
    await ctx.storage.delete(key).catch(() => undefined);
    throw unauthorized();
  }
  if (row.profilePictureKey) await ctx.storage.delete(row.profilePictureKey).catch(() => undefined);
  return presentAccount(ctx, request, updated);
}

export async function removeProfilePicture(ctx: PictureContext, userId: number): Promise<void> {
  const row = await findUserRow(ctx.db, userId);
  if (!row?.profilePictureKey) return;
  const updated = await swapProfilePicture(ctx.db, userId, row.profilePictureKey, null);
  if (updated) await ctx.storage.delete(row.profilePictureKey).catch(() => undefined);
}
