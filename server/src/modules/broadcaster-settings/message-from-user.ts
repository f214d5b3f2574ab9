// POST node/broadcasters/{id}/message_from_user: a signed-in listener with a verified e-mail writes to a broadcaster
// (spec doc 1 §6 "Contacting a broadcaster ... need a verified email"). The mail goes to the broadcaster's
// notification address (e-mail settings) or its contact e-mail, with the sender's address to answer to.
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { NOT_FOUND_MESSAGES } from '@sermon/shared-contracts/errors/messages';
import { displayNameOf } from '@sermon/shared-contracts/rules/account-validation';
import type { AppContext } from '../../app-context';
import { broadcasters, users } from '../../db/schema';
import { BadRequestError, HttpError, NotFoundError } from '../../http/api-errors';
import { escapeHtml } from '../../mail/html-escape';
import { SITE_NAME } from '../../mail/templates';
import { bodyOf } from '../accounts/request-body';
import { RateLimiter, type RateRule } from '../auth/rate-limiter';
import { emailSettingsOf } from './settings-presenter';

export const MESSAGE_LIMITS = { min: 5, max: 5000, subjectMax: 150 } as const;
/** A listener writes a few messages an hour; more is a script. */
const MESSAGES_PER_USER: RateRule = { name: 'message-from-user:user', limit: 10, windowMs: 60 * 60_000 };

export const MESSAGE_TEXTS = {
  verifyFirst: 'Please verify your e-mail address before contacting a broadcaster.',
  noRecipient: 'This broadcaster does not receive messages.',
  tooShort: `Write at least ${MESSAGE_LIMITS.min} characters.`,
  tooLong: `Write at most ${MESSAGE_LIMITS.max} characters.`,
} as const;

export function registerMessageFromUser(app: FastifyInstance, ctx: AppContext): void {
  const limiter = new RateLimiter(ctx.db);
  app.post<{ Params: { broadcasterID: string } }>('/v2/node/broadcasters/:broadcasterID/message_from_user', async (request, reply) => {
    const caller = await ctx.auth.requireUser(request);
    if (!caller.verified) throw new HttpError(403, MESSAGE_TEXTS.verifyFirst, 'EMAIL_NOT_VERIFIED');
    const body = bodyOf(request.body);
    const message = typeof body.message === 'string' ? body.message.trim() : '';
    const subject = typeof body.subject === 'string' ? body.subject.trim().slice(0, MESSAGE_LIMITS.subjectMax) : '';
    if (message.length < MESSAGE_LIMITS.min) throw new BadRequestError({ message: MESSAGE_TEXTS.tooShort });
    if (message.length > MESSAGE_LIMITS.max) throw new BadRequestError({ message: MESSAGE_TEXTS.tooLong });

    const [row] = await ctx.db.select().from(broadcasters).where(eq(broadcasters.id, request.params.broadcasterID));
    if (!row || row.disabled) throw new NotFoundError(NOT_FOUND_MESSAGES.broadcaster);
    const settings = emailSettingsOf(row);
    const to = settings.notificationEmail ?? row.email;
    if (!to || !settings.listenerMessage) throw new HttpError(409, MESSAGE_TEXTS.noRecipient, 'CONFLICT');
    await limiter.take(MESSAGES_PER_USER, caller.id);

    const [sender] = await ctx.db.select({ displayName: users.displayName }).from(users).where(eq(users.id, caller.id));
    const name = displayNameOf({ username: caller.username, display_name: sender?.displayName ?? null });
    const title = subject || `Message from ${name}`;
    const intro = `${name} (${caller.email}) wrote to ${row.displayName} through ${SITE_NAME}:`;
    const outro = `Reply to ${caller.email} to answer.`;
    await ctx.mailer.send({
      to,
      subject: `[${SITE_NAME}] ${title}`,
      text: [intro, '', message, '', '—', outro].join('\n'),
      html: [
        '<!doctype html><html><body style="font-family: system-ui, sans-serif; line-height: 1.5; color: #1f2933; max-width: 36rem">',
        `<p>${escapeHtml(intro)}</p>`,
        `<blockquote style="white-space: pre-wrap; border-left: 3px solid #cbd2d9; margin: 0; padding-left: 1rem">${escapeHtml(message)}</blockquote>`,
        `<p>${escapeHtml(outro)}</p>`,
        '</body></html>',
      ].join('\n'),
    });
    return reply.code(204).send();
  });
}
