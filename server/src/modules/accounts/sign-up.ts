// Sign-up and availability: rules from shared-contracts, uniqueness regardless of case, the activation mail.
// Signing up does not sign in: the client signs in with the password afterwards.
import type { FastifyRequest } from 'fastify';
import type { User } from '@sermon/shared-contracts/entities/user';
import { isValidEmail, usernameProblems } from '@sermon/shared-contracts/rules/account-validation';
import type { AppContext } from '../../app-context';
import { users } from '../../db/schema';
import { BadRequestError } from '../../http/api-errors';
import { urlBuilderFor } from '../../http/public-url';
import { hashPassword } from '../auth/passwords';
import { presentUser } from '../users/present-user';
import { sendActivationMail } from './account-mail';
import {
  emailExists,
  emailTaken,
  isReservedUsername,
  uniqueViolationAsConflict,
  usernameExists,
  usernameTaken,
} from './account-repo';
import { displayNameText, emailText, passwordText, usernameText } from './field-texts';
import { bodyOf, FieldProblems, optionalBoolean, optionalText, requiredText } from './request-body';

/** GET site/users/available: a malformed name or address is not available (it could never be registered). */
export async function isAvailable(ctx: Pick<AppContext, 'db'>, query: { username?: unknown; email?: unknown }): Promise<boolean> {
  const username = typeof query.username === 'string' ? query.username.trim() : undefined;
  const email = typeof query.email === 'string' ? query.email.trim() : undefined;
  if (username !== undefined && username !== '') {
    if (usernameProblems(username).length > 0 || isReservedUsername(username)) return false;
    return !(await usernameExists(ctx.db, username));
  }
  if (email !== undefined && email !== '') {
    if (!isValidEmail(email)) return false;
    return !(await emailExists(ctx.db, email));
  }
  throw new BadRequestError({ username: 'Send a username or an email to check.' });
}

export async function signUp(ctx: AppContext, request: FastifyRequest, username: string, rawBody: unknown): Promise<User> {
  const body = bodyOf(rawBody);
  const problems = new FieldProblems();
  problems.add('username', usernameText(username));
  const email = requiredText(body, 'email', problems).trim();
  if (!problems.has('email')) problems.add('email', emailText(email));
  const password = requiredText(body, 'password', problems);
  if (!problems.has('password')) problems.add('password', passwordText(password));
  const displayName = optionalText(body, 'display_name', problems)?.trim();
  if (displayName) problems.add('display_name', displayNameText(displayName));
  const newsletterOptIn = optionalBoolean(body, 'newsletter_opt_in', problems) ?? false;
  problems.throwIfAny();

  if (isReservedUsername(username) || (await usernameExists(ctx.db, username))) throw usernameTaken();
  if (await emailExists(ctx.db, email)) throw emailTaken();

  const passwordHash = await hashPassword(password);
  let row;
  try {
    [row] = await ctx.db
      .insert(users)
      .values({
        username,
        email,
        passwordHash,
        displayName: displayName || null,
        newsletterOptIn,
        createdAt: Math.floor(Date.now() / 1000),
      })
      .returning();
  } catch (error) {
    throw uniqueViolationAsConflict(error);
  }
  await sendActivationMail(ctx, request, { id: row!.id, username: row!.username, email: row!.email, displayName: row!.displayName });
  return presentUser(row!, { roles: [], broadcasterRoles: [] }, urlBuilderFor(request, ctx.config.publicBaseUrl));
}
