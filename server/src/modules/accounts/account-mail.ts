// Sends the account e-mails: creates the one-time code, builds the absolute link on this site, queues the mail.
// Used by sign-up and resend here, and by the e-mail change of PATCH site/users (user data).
import type { FastifyRequest } from 'fastify';
import { displayNameOf } from '@sermon/shared-contracts/rules/account-validation';
import type { AppContext } from '../../app-context';
import { urlBuilderFor } from '../../http/public-url';
import { activationMail, emailChangeMail, passwordResetMail } from '../../mail/templates';
import { createEmailCode } from './email-codes';

export interface MailUser {
  id: number;
  username: string;
  email: string;
  displayName: string | null;
}

/** Pages of the web app the links open (mf-public routes). */
export const VERIFY_PAGE = '/user/verify';
export const RESET_PAGE = '/user/reset-password';

type MailContext = Pick<AppContext, 'db' | 'mailer' | 'config'>;

function recipient(user: MailUser) {
  return { email: user.email, name: displayNameOf({ username: user.username, display_name: user.displayName }) };
}

function linkTo(ctx: MailContext, request: FastifyRequest, page: string, code: string): string {
  return urlBuilderFor(request, ctx.config.publicBaseUrl)(`${page}?code=${encodeURIComponent(code)}`);
}

/** The verify mail after sign-up ('sign-up') or after the address changed ('email-change'), sent to user.email. */
export async function sendActivationMail(
  ctx: MailContext,
  request: FastifyRequest,
  user: MailUser,
  reason: 'sign-up' | 'email-change' = 'sign-up',
): Promise<void> {
  const code = await createEmailCode(ctx.db, user.id, 'activation', user.email);
  const link = linkTo(ctx, request, VERIFY_PAGE, code);
  await ctx.mailer.send(reason === 'sign-up' ? activationMail(recipient(user), link) : emailChangeMail(recipient(user), link));
}

export async function sendPasswordResetMail(ctx: MailContext, request: FastifyRequest, user: MailUser): Promise<void> {
  const code = await createEmailCode(ctx.db, user.id, 'reset', user.email);
  await ctx.mailer.send(passwordResetMail(recipient(user), linkTo(ctx, request, RESET_PAGE, code)));
}
