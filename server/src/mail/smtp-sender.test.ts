import assert from 'node:assert/strict';
import net from 'node:net';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { mailOutbox } from '../db/schema';
import { startTestApp, type TestApp } from '../testing/test-app';
import { createQueuedMailer } from './mailer';
import { SEND_LEASE_MS, SmtpSender, smtpTransport, type MailTransport } from './smtp-sender';

/**
 * Just enough of an SMTP server (RFC 5321) to receive a message: greeting, EHLO, MAIL, RCPT, DATA, QUIT.
 * `rejectRecipients` answers RCPT with 550, like a server refusing a mailbox.
 */
class TinySmtpServer {
  readonly received: Array<{ from: string; to: string[]; data: string }> = [];
  rejectRecipients = false;
  private readonly server = net.createServer((socket) => this.converse(socket));

  async listen(): Promise<number> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return (this.server.address() as net.AddressInfo).port;
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  private converse(socket: net.Socket): void {
    let buffer = '';
    let inData = false;
    let envelope = { from: '', to: [] as string[], data: '' };
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply('220 tiny.test ESMTP ready');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          envelope.data = buffer.slice(0, end);
          buffer = buffer.slice(end + 5);
          inData = false;
          this.received.push(envelope);
          envelope = { from: '', to: [], data: '' };
          reply('250 2.0.0 queued');
          continue;
        }
        const lineEnd = buffer.indexOf('\r\n');
        if (lineEnd < 0) return;
        const line = buffer.slice(0, lineEnd);
        buffer = buffer.slice(lineEnd + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') reply('250 tiny.test');
        else if (verb === 'MAIL') {
          envelope.from = line.slice(line.indexOf(':') + 1).trim();
          reply('250 2.1.0 ok');
        } else if (verb === 'RCPT') {
          if (this.rejectRecipients) reply('550 5.1.1 mailbox unavailable');
          else {
            envelope.to.push(line.slice(line.indexOf(':') + 1).trim());
            reply('250 2.1.5 ok');
          }
        } else if (verb === 'DATA') {
          inData = true;
          reply('354 end with <CRLF>.<CRLF>');
        } else if (verb === 'RSET') reply('250 ok');
        else if (verb === 'QUIT') {
          reply('221 bye');
          socket.end();
        } else reply('502 command not implemented');
      }
    });
    socket.on('error', () => {});
  }
}

let t: TestApp;
let smtp: TinySmtpServer;
let smtpUrl: string;
before(async () => {
  t = await startTestApp();
  smtp = new TinySmtpServer();
  smtpUrl = `smtp://127.0.0.1:${await smtp.listen()}`;
});
after(async () => {
  await smtp.close();
  await t.close();
});

const FROM = 'SermonHub <no-reply@sermonhub.test>';

async function queue(to: string, subject: string): Promise<number> {
  await createQueuedMailer(t.database.db, 'smtp').send({ to, subject, text: `Text of ${subject}`, html: `<p>HTML of ${subject}</p>` });
  const [row] = await t.database.db.select({ id: mailOutbox.id }).from(mailOutbox).where(eq(mailOutbox.subject, subject));
  return row!.id;
}

async function rowOf(id: number) {
  const [row] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
  return row!;
}

describe('SmtpSender', () => {
  it('delivers queued mail over SMTP with nodemailer and marks it sent', async () => {
    const id = await queue('deliver@example.org', 'Delivered message');
    const transport = smtpTransport(smtpUrl);
    const sender = new SmtpSender({ db: t.database.db, transport, from: FROM });
    const result = await sender.drainOnce();
    transport.close?.();
    assert.equal(result.sent, 1);
    const message = smtp.received.at(-1)!;
    assert.equal(message.from, '<no-reply@sermonhub.test>');
    assert.deepEqual(message.to, ['<deliver@example.org>']);
    assert.match(message.data, /Subject: Delivered message/);
    assert.match(message.data, /Text of Delivered message/);
    assert.match(message.data, /HTML of Delivered message/);
    const row = await rowOf(id);
    assert.ok(row.sentAt !== null);
    assert.equal(row.attempts, 1);
    assert.equal(row.lastError, null);
    // a second pass sends nothing again
    assert.deepEqual(await new SmtpSender({ db: t.database.db, transport: smtpTransport(smtpUrl), from: FROM }).drainOnce(), { sent: 0, failed: 0 });
  });

  it('records a refused delivery, waits with backoff, and delivers on a later attempt (also after a restart)', async () => {
    const id = await queue('refused@example.org', 'Retried message');
    let now = 1_000_000;
    smtp.rejectRecipients = true;
    const logs: string[] = [];
    const transport = smtpTransport(smtpUrl);
    const sender = new SmtpSender({ db: t.database.db, transport, from: FROM, now: () => now, log: (line) => logs.push(line) });
    assert.deepEqual(await sender.drainOnce(), { sent: 0, failed: 1 });
    let row = await rowOf(id);
    assert.equal(row.sentAt, null);
    assert.equal(row.attempts, 1);
    assert.match(row.lastError ?? '', /550/);
    assert.match(logs.join('\n'), /attempt 1 failed/);

    smtp.rejectRecipients = false;
    assert.deepEqual(await sender.drainOnce(), { sent: 0, failed: 0 }, 'still backing off');
    now += 31_000;
    assert.deepEqual(await sender.drainOnce(), { sent: 1, failed: 0 });
    transport.close?.();
    row = await rowOf(id);
    assert.ok(row.sentAt !== null);
    assert.equal(row.attempts, 2);
    assert.equal(row.lastError, null);
  });

  it('keeps unsent rows across a restart: a new sender picks them up once the backoff has passed', async () => {
    const id = await queue('restart@example.org', 'Survives restart');
    const broken = new SmtpSender({
      db: t.database.db,
      transport: { sendMail: async () => Promise.reject(new Error('connection refused')) },
      from: FROM,
    });
    assert.equal((await broken.drainOnce()).failed, 1);
    // "restart": a new sender on the same database; the backoff is kept on the row, so it waits it out too
    const transport = smtpTransport(smtpUrl);
    const early = new SmtpSender({ db: t.database.db, transport, from: FROM });
    assert.equal((await early.drainOnce()).sent, 0);
    const fresh = new SmtpSender({ db: t.database.db, transport, from: FROM, now: () => Date.now() + 31_000 });
    assert.equal((await fresh.drainOnce()).sent, 1);
    transport.close?.();
    assert.ok((await rowOf(id)).sentAt !== null);
    assert.ok(smtp.received.some((message) => message.to.includes('<restart@example.org>')));
  });

  it('gives up after the maximum number of attempts', async () => {
    const id = await queue('hopeless@example.org', 'Never delivered');
    const sender = new SmtpSender({
      db: t.database.db,
      transport: { sendMail: async () => Promise.reject(new Error('mailbox full')) },
      from: FROM,
      maxAttempts: 3,
      backoffMs: () => 0,
    });
    for (let i = 0; i < 5; i++) await sender.drainOnce();
    const row = await rowOf(id);
    assert.equal(row.attempts, 3);
    assert.equal(row.sentAt, null);
    assert.equal(row.lastError, 'mailbox full');
  });

  it('two senders on one database deliver each message once', async () => {
    await queue('once@example.org', 'Exactly once');
    const before = smtp.received.filter((message) => message.to.includes('<once@example.org>')).length;
    const transports = [smtpTransport(smtpUrl), smtpTransport(smtpUrl)];
    await Promise.all(transports.map((transport) => new SmtpSender({ db: t.database.db, transport, from: FROM }).drainOnce()));
    for (const transport of transports) transport.close?.();
    const after = smtp.received.filter((message) => message.to.includes('<once@example.org>')).length;
    assert.equal(after - before, 1);
  });

  it('leaves a message another sender is still sending alone, and takes it over when that sender died', async () => {
    await queue('in-flight@example.org', 'In flight');
    const sentTo = () => smtp.received.filter((message) => message.to.includes('<in-flight@example.org>')).length;
    let holding = false;
    let release: () => void = () => {};
    const slow: MailTransport = {
      sendMail: () =>
        new Promise((resolve) => {
          holding = true;
          release = () => resolve(undefined);
        }),
    };
    const first = new SmtpSender({ db: t.database.db, transport: slow, from: FROM }).drainOnce();
    // wait until the first sender holds the message
    const deadline = Date.now() + 5000;
    while (!holding && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 10));
    const transport = smtpTransport(smtpUrl);
    assert.equal((await new SmtpSender({ db: t.database.db, transport, from: FROM }).drainOnce()).sent, 0, 'in flight elsewhere');
    // a sender that never finished (crashed) gives the message up when its lease runs out
    const later = new SmtpSender({ db: t.database.db, transport, from: FROM, now: () => Date.now() + SEND_LEASE_MS + 1000 });
    assert.equal((await later.drainOnce()).sent, 1);
    transport.close?.();
    release();
    await first;
    assert.equal(sentTo(), 1);
  });

  it('never mails out what the outbox mailer kept (switching to SMTP later sends no old links)', async () => {
    await createQueuedMailer(t.database.db, 'outbox').send({ to: 'outbox-only@example.org', subject: 'Kept in the outbox', text: 't', html: 'h' });
    const transport = smtpTransport(smtpUrl);
    await new SmtpSender({ db: t.database.db, transport, from: FROM }).drainOnce();
    transport.close?.();
    assert.ok(!smtp.received.some((message) => message.to.includes('<outbox-only@example.org>')));
  });

  it('start() polls the queue until stopped', async () => {
    const id = await queue('polled@example.org', 'Polled message');
    const stop = new SmtpSender({ db: t.database.db, transport: smtpTransport(smtpUrl), from: FROM, pollMs: 20 }).start();
    const deadline = Date.now() + 5000;
    while ((await rowOf(id)).sentAt === null && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
    await stop();
    assert.ok((await rowOf(id)).sentAt !== null);
  });
});
