// The outbox of the embedded mailer: GET /mail/outbox (a page) and /mail/outbox.json. Only with no mail server
// configured; and because it shows every account's activation and reset links, outside the embedded demo
// (demo accounts off: a production-like configuration that forgot SMTP_URL) only to the machine itself.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { desc, sql } from 'drizzle-orm';
import type { AppContext } from '../app-context';
import { mailOutbox } from '../db/schema';
import { outboxPage, type OutboxMessage } from './outbox-page';

const PAGE_MESSAGES = 100;
const MAX_JSON_MESSAGES = 500;

function isLoopback(request: FastifyRequest): boolean {
  // The socket's own address: X-Forwarded-For must not be able to claim "local".
  const address = request.raw.socket.remoteAddress ?? '';
  return address === '127.0.0.1' || address === '::1' || address === '::ffff:127.0.0.1';
}

function notFound(reply: FastifyReply) {
  return reply.code(404).send({ message: 'Not found', errors: { code: 'NOT_FOUND' } });
}

export async function mailOutboxRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const readable = (request: FastifyRequest) => ctx.mailer.kind === 'outbox' && (ctx.config.demoAccounts || isLoopback(request));

  async function newest(limit: number, to?: string): Promise<OutboxMessage[]> {
    const rows = await ctx.db
      .select()
      .from(mailOutbox)
      .where(to ? sql`lower(${mailOutbox.toAddress}) = lower(${to})` : undefined)
      .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
      .limit(limit);
    return rows.map((row) => ({
      id: row.id,
      to: row.toAddress,
      subject: row.subject,
      text: row.textBody,
      html: row.htmlBody,
      created: row.createdAt,
    }));
  }

  app.get('/mail/outbox', async (request, reply) => {
    if (!readable(request)) return notFound(reply);
    return reply
      .header('Cache-Control', 'no-store')
      .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'")
      .header('X-Content-Type-Options', 'nosniff')
      .type('text/html; charset=utf-8')
      .send(outboxPage(await newest(PAGE_MESSAGES)));
  });

  /** `?to=` narrows to one recipient (what an end-to-end test looks for). */
  app.get<{ Querystring: { to?: unknown } }>('/mail/outbox.json', async (request, reply) => {
    if (!readable(request)) return notFound(reply);
    const to = typeof request.query.to === 'string' && request.query.to.length <= 254 ? request.query.to : undefined;
    return reply.header('Cache-Control', 'no-store').send({ messages: await newest(MAX_JSON_MESSAGES, to) });
  });
}
