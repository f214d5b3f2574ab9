// The signed-in user's own account: read it, change it (profile, preferences, My Church, e-mail, password), delete it.
import type { FastifyRequest } from 'fastify';
import { ACCOUNT_ERROR_CODES, ACCOUNT_MESSAGES } from '@sermon/shared-contracts/constants/accounts';
import type { LoginTokens, User } from '@sermon/shared-contracts/entities/user';
import { NOT_FOUND_MESSAGES } from '@sermon/shared-contracts/errors/messages';
import { normalizeIdentifier } from '@sermon/shared-contracts/rules/account-validation';
import { mergeWebPreferences } from '@sermon/shared-contracts/rules/web-preferences';
import type { AppContext } from '../../app-context';
import { HttpError, NotFoundError } from '../../http/api-errors';
import { urlBuilderFor } from '../../http/public-url';
import { sendActivationMail } from '../accounts/account-mail';
import { retireEmailCodes } from '../accounts/email-codes';
import { forbidden, unauthorized } from '../auth/access-tokens';
import { loadRoles } from '../auth/auth-user';
import { startSession } from '../auth/login-tokens';
import { hashPassword } from '../auth/passwords';
import { revokeAllRefreshTokens } from '../auth/refresh-tokens';
import type { SignedInCaller } from '../auth/request-auth';
import { findBroadcaster } from '../broadcasters/repo';
import { confirmPassword, currentPasswordRequired } from './password-confirmation';
import { presentUser, type UserRow } from './present-user';
import { deleteUserRow, emailInUseByOther, findUserRow, updateUserRow, type UserUpdate } from './repo';
import { readUserPatch } from './schemas';

type AccountContext = Pick<AppContext, 'db' | 'storage' | 'config' | 'tokens' | 'mailer'>;

function noUser(): HttpError {
  return new HttpError(404, ACCOUNT_MESSAGES.noUser, ACCOUNT_ERROR_CODES.userNotFound);
}

function emailTaken(): HttpError {
  return new HttpError(409, ACCOUNT_MESSAGES.emailTaken, ACCOUNT_ERROR_CODES.emailTaken, { email: ACCOUNT_MESSAGES.emailTaken });
}

/** A unique-index violation on users' e-mail (another account took the address in the meantime). */
function isEmailConflict(error: unknown): boolean {
  const pgError = (error as { cause?: { code?: string; constraint?: string }; code?: string; constraint?: string }) ?? {};
  const source = pgError.code ? pgError : (pgError.cause ?? {});
  return source.code === '23505' && (source.constraint ?? '').includes('email');
}

export async function presentAccount(ctx: AccountContext, request: FastifyRequest, row: UserRow): Promise<User> {
  return presentUser(row, await loadRoles(ctx.db, row.id), urlBuilderFor(request, ctx.config.publicBaseUrl));
}

export async function readAccount(ctx: AccountContext, request: FastifyRequest, userId: number): Promise<User> {
  const row = await findUserRow(ctx.db, userId);
  if (!row) throw noUser();
  return presentAccount(ctx, request, row);
}

export async function patchAccount(
  ctx: AccountContext,
  request: FastifyRequest,
  caller: SignedInCaller,
  userId: number,
): Promise<{ user: User; tokens?: LoginTokens }> {
  const patch = readUserPatch(request.body, new Date().getUTCFullYear());
  const current = await findUserRow(ctx.db, userId);
  if (!current) throw noUser();

  const changes: UserUpdate = {};
  const { profile } = patch;
  if (profile.displayName !== undefined) changes.displayName = profile.displayName;
  if (profile.displayLocation !== undefined) changes.displayLocation = profile.displayLocation;
  if (profile.churchLeader !== undefined) changes.churchLeader = profile.churchLeader;
  if (profile.gender !== undefined) changes.gender = profile.gender;
  if (profile.newsletterOptIn !== undefined) changes.newsletterOptIn = profile.newsletterOptIn;
  if (profile.birthYear !== undefined) changes.birthYear = profile.birthYear;
  if (profile.notifyEmail !== undefined) changes.notifyEmail = profile.notifyEmail;
  if (profile.notifyMobile !== undefined) changes.notifyMobile = profile.notifyMobile;
  if (profile.webPreferences !== undefined) changes.webPreferences = mergeWebPreferences(current.webPreferences, profile.webPreferences);
  if (profile.myChurchBroadcasterId !== undefined) {
    if (profile.myChurchBroadcasterId === null) changes.myChurchBroadcasterId = null;
    else {
      const broadcaster = await findBroadcaster(ctx.db, profile.myChurchBroadcasterId);
      if (!broadcaster) throw new NotFoundError(NOT_FOUND_MESSAGES.broadcaster);
      changes.myChurchBroadcasterId = broadcaster.id;
    }
  }

  const emailChanges = patch.email !== undefined && normalizeIdentifier(patch.email) !== normalizeIdentifier(current.email);
  const passwordChanges = patch.password !== undefined;
  if (emailChanges || passwordChanges) {
    // Credentials are changed by their owner only, who proves it with the current password.
    if (userId !== caller.id) throw forbidden();
    if (patch.currentPassword === undefined) throw currentPasswordRequired();
    await confirmPassword(ctx.db, userId, patch.currentPassword);
  }
  if (emailChanges) {
    if (await emailInUseByOther(ctx.db, patch.email!, userId)) throw emailTaken();
    changes.email = patch.email!;
    changes.verified = false;
  } else if (patch.email !== undefined && patch.email !== current.email) {
    // the same address in other letter case: still verified, nothing to confirm
    changes.email = patch.email;
  }
  if (passwordChanges) changes.passwordHash = await hashPassword(patch.password!);

  let updated: UserRow | undefined;
  try {
    updated = await updateUserRow(ctx.db, userId, changes);
  } catch (error) {
    if (isEmailConflict(error)) throw emailTaken();
    throw error;
  }
  if (!updated) throw noUser();

  if (emailChanges) {
    // Codes sent to the old address must not verify the new one.
    await retireEmailCodes(ctx.db, userId, 'activation');
    await sendActivationMail(ctx, request, updated, 'email-change');
  }
  let tokens: LoginTokens | undefined;
  if (passwordChanges) {
    // Every session (this one included) ends; the caller continues with the new pair.
    await revokeAllRefreshTokens(ctx.db, userId);
    tokens = await startSession(ctx.db, ctx.tokens, userId);
  }
  const user = await presentAccount(ctx, request, updated);
  return tokens ? { user, tokens } : { user };
}

/** Deletes the account after the caller confirmed with their own password (a site admin may delete another). */
export async function deleteAccount(ctx: AccountContext, caller: SignedInCaller, userId: number, password: string): Promise<void> {
  await confirmPassword(ctx.db, caller.id, password, 'password');
  const removed = await deleteUserRow(ctx.db, userId);
  if (!removed) {
    if (userId === caller.id) throw unauthorized();
    throw noUser();
  }
  if (removed.profilePictureKey) await ctx.storage.delete(removed.profilePictureKey).catch(() => undefined);
}
