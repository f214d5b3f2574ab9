// Delivers queued mail over SMTP (when SMTP_URL is set). The rows of mail_outbox are the queue, so a message
// written before a crash or while the mail server was down is sent after the restart. Each attempt is counted
// and its error kept on the row; failures wait with exponential backoff, and give up after MAX_ATTEMPTS.
import nodemailer from 'nodemailer';
import { and, asc, eq, isNull, lt, lte, or } from 'drizzle-orm';
import type { Db } from '../db/client';
import { mailOutbox } from '../db/schema';

/** What the sender needs of a nodemailer transport (tests inject their own). */
export interface MailTransport {
  sendMail(message: { from: string; to: string; subject: string; text: string; html: string }): Promise<unknown>;
  close?(): void;
}

export interface SmtpSenderOptions {
  db: Db;
  transport: MailTransport;
  from: string;
  log?: (line: string) => void;
  /** how often the queue is looked at */
  pollMs?: number;
  maxAttempts?: number;
  /** wait before the attempt after `attempts` failures */
  backoffMs?: (attempts: number) => number;
  now?: () => number;
}

export const DEFAULT_MAX_ATTEMPTS = 8;
const BATCH = 20;
/** How long a claimed message is left to its sender; a sender that dies mid-send releases it when this runs out. */
export const SEND_LEASE_MS = 2 * 60_000;

/** 30 s, 1 min, 2 min, ... capped at an hour: 8 attempts span about an hour and a half. */
export function defaultBackoffMs(attempts: number): number {
  return Math.min(60 * 60_000, 30_000 * 2 ** Math.max(0, attempts - 1));
}

export function smtpTransport(smtpUrl: string): MailTransport {
  return nodemailer.createTransport(smtpUrl);
}

export class SmtpSender {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<unknown> | null = null;
  private readonly maxAttempts: number;
  private readonly backoffMs: (attempts: number) => number;
  private readonly now: () => number;
  private readonly log: (line: string) => void;

  constructor(private readonly options: SmtpSenderOptions) {
    this.maxAttempts = options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS;
    this.backoffMs = options.backoffMs ?? defaultBackoffMs;
    this.now = options.now ?? (() => Date.now());
    this.log = options.log ?? (() => {});
  }

  /**
   * One pass over the unsent rows that are due. A row is claimed by raising its attempt count from the value
   * read and leasing it (a conditional UPDATE), so two senders on one database never both take the same attempt,
   * and a row another sender is still sending (or that waits out its backoff) is not due for anyone.
   */
  async drainOnce(): Promise<{ sent: number; failed: number }> {
    const { db } = this.options;
    let sent = 0;
    let failed = 0;
    const now = this.now();
    const due = or(isNull(mailOutbox.claimedUntil), lte(mailOutbox.claimedUntil, now));
    const rows = await db
      .select()
      .from(mailOutbox)
      .where(and(isNull(mailOutbox.sentAt), lt(mailOutbox.attempts, this.maxAttempts), due))
      .orderBy(asc(mailOutbox.id))
      .limit(BATCH);
    for (const row of rows) {
      const [claimed] = await db
        .update(mailOutbox)
        .set({ attempts: row.attempts + 1, claimedUntil: this.now() + SEND_LEASE_MS })
        .where(
          and(
            eq(mailOutbox.id, row.id),
            isNull(mailOutbox.sentAt),
            eq(mailOutbox.attempts, row.attempts),
            or(isNull(mailOutbox.claimedUntil), lte(mailOutbox.claimedUntil, this.now())),
          ),
        )
        .returning({ id: mailOutbox.id });
      if (!claimed) continue;
      try {
        await this.options.transport.sendMail({
          from: this.options.from,
          to: row.toAddress,
          subject: row.subject,
          text: row.textBody,
          html: row.htmlBody,
        });
        await db
          .update(mailOutbox)
          .set({ sentAt: Math.floor(this.now() / 1000), lastError: null, claimedUntil: null })
          .where(eq(mailOutbox.id, row.id));
        sent++;
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        const attempts = row.attempts + 1;
        // The backoff lives on the row, so every sender on the database waits it out, not only this one.
        await db
          .update(mailOutbox)
          .set({ lastError: message.slice(0, 1000), claimedUntil: this.now() + this.backoffMs(attempts) })
          .where(eq(mailOutbox.id, row.id));
        this.log(
          attempts >= this.maxAttempts
            ? `mail ${row.id} to ${row.toAddress}: giving up after ${attempts} attempts: ${message}`
            : `mail ${row.id} to ${row.toAddress}: attempt ${attempts} failed, retrying later: ${message}`,
        );
        failed++;
      }
    }
    return { sent, failed };
  }

  /** Polls until stop(); a pass never overlaps the previous one. */
  start(): () => Promise<void> {
    const tick = () => {
      this.running = this.drainOnce()
        .catch((error: unknown) => this.log(`mail sender: ${error instanceof Error ? error.message : String(error)}`))
        .finally(() => {
          this.running = null;
          if (this.timer) this.timer = setTimeout(tick, this.options.pollMs ?? 3000).unref();
        });
    };
    this.timer = setTimeout(tick, 0).unref();
    return async () => {
      if (this.timer) clearTimeout(this.timer);
      this.timer = null;
      await this.running;
      this.options.transport.close?.();
    };
  }
}
