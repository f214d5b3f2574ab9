// Sending e-mail. Every message is first written to the mail_outbox table (so nothing is lost when the server
// stops or the mail server is down); with SMTP configured a sender delivers the unsent rows, without it the table
// is the outbox a newcomer reads at /mail/outbox.
import type { Db } from '../db/client';
import { mailOutbox } from '../db/schema';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  /** 'outbox': kept for reading at /mail/outbox; 'smtp': delivered by the SMTP sender */
  readonly kind: 'outbox' | 'smtp';
  send(message: MailMessage): Promise<void>;
}

/** Queues the message in mail_outbox; returns once it is stored. */
export function createQueuedMailer(db: Db, kind: Mailer['kind']): Mailer {
  return {
    kind,
    async send(message) {
      const now = Math.floor(Date.now() / 1000);
      await db.insert(mailOutbox).values({
        toAddress: message.to,
        subject: message.subject,
        textBody: message.text,
        htmlBody: message.html,
        createdAt: now,
        // In the outbox the message has arrived where it is read. Marked sent, it is never mailed out later when
        // SMTP is configured afterwards (old activation and reset links would surprise their readers).
        sentAt: kind === 'outbox' ? now : null,
      });
    },
  };
}
