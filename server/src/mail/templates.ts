// The account e-mails (activation, password reset, e-mail change), each as plain text and simple HTML with the
// absolute link the reader follows. Links are built by the caller from the site origin (PUBLIC_BASE_URL or the
// request's host), so they point at the platform that sent them.
import { ACTIVATION_CODE_SECONDS, RESET_CODE_SECONDS } from '@sermon/shared-contracts/constants/accounts';
import type { MailMessage } from './mailer';
import { escapeHtml } from './html-escape';

export const SITE_NAME = 'SermonHub';

interface MailContent {
  subject: string;
  greeting: string;
  paragraphs: string[];
  action: { label: string; url: string };
  closing: string;
}

function hours(seconds: number): number {
  return Math.round(seconds / 3600);
}

function render(to: string, content: MailContent): MailMessage {
  const text = [
    content.greeting,
    '',
    ...content.paragraphs.flatMap((paragraph) => [paragraph, '']),
    `${content.action.label}: ${content.action.url}`,
    '',
    content.closing,
    '',
    `— ${SITE_NAME}`,
  ].join('\n');
  const html = [
    '<!doctype html>',
    '<html><body style="font-family: system-ui, sans-serif; line-height: 1.5; color: #1f2933; max-width: 36rem">',
    `<p>${escapeHtml(content.greeting)}</p>`,
    ...content.paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
    `<p><a href="${escapeHtml(content.action.url)}" style="display: inline-block; padding: 0.5rem 1rem; background: #1d4ed8; color: #fff; ` +
      `border-radius: 4px; text-decoration: none">${escapeHtml(content.action.label)}</a></p>`,
    `<p style="font-size: 0.9em; color: #52606d">${escapeHtml('If the button does not work, open this address:')}<br>` +
      `<a href="${escapeHtml(content.action.url)}">${escapeHtml(content.action.url)}</a></p>`,
    `<p>${escapeHtml(content.closing)}</p>`,
    `<p>— ${escapeHtml(SITE_NAME)}</p>`,
    '</body></html>',
  ].join('\n');
  return { to, subject: content.subject, text, html };
}

export interface Recipient {
  email: string;
  /** display name, or the username when it is empty */
  name: string;
}

export function activationMail(to: Recipient, link: string): MailMessage {
  return render(to.email, {
    subject: `Verify your e-mail address for ${SITE_NAME}`,
    greeting: `Hello ${to.name},`,
    paragraphs: [
      `Thank you for signing up for ${SITE_NAME}. Please confirm that this is your e-mail address.`,
      `The link works for ${hours(ACTIVATION_CODE_SECONDS) / 24} days and only once.`,
    ],
    action: { label: 'Verify my e-mail address', url: link },
    closing: 'If you did not sign up, you can ignore this message.',
  });
}

export function passwordResetMail(to: Recipient, link: string): MailMessage {
  return render(to.email, {
    subject: `Reset your ${SITE_NAME} password`,
    greeting: `Hello ${to.name},`,
    paragraphs: [
      'Someone asked to reset the password of your account. Choose a new password with the link below.',
      `The link works for ${hours(RESET_CODE_SECONDS)} hour and only once. Resetting the password signs you out everywhere.`,
    ],
    action: { label: 'Choose a new password', url: link },
    closing: 'If you did not ask for this, you can ignore this message: your password stays as it is.',
  });
}

export function emailChangeMail(to: Recipient, link: string): MailMessage {
  return render(to.email, {
    subject: `Confirm your new e-mail address for ${SITE_NAME}`,
    greeting: `Hello ${to.name},`,
    paragraphs: [
      `The e-mail address of your ${SITE_NAME} account was changed to this one. Please confirm it.`,
      `The link works for ${hours(ACTIVATION_CODE_SECONDS) / 24} days and only once.`,
    ],
    action: { label: 'Confirm my new e-mail address', url: link },
    closing: 'If you did not change it, sign in and change your password.',
  });
}
