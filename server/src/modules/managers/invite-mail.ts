// The invitation mail of the managers page: who invites, for which broadcaster, the accept link, and — when no
// account uses the address yet — that the reader signs up with this very address first.
import type { MailMessage } from '../../mail/mailer';
import { escapeHtml } from '../../mail/html-escape';
import { SITE_NAME } from '../../mail/templates';

export interface InviteMailInput {
  to: string;
  broadcasterName: string;
  inviterName: string;
  permissions: string[];
  acceptUrl: string;
  signUpUrl: string;
  accountExists: boolean;
  validDays: number;
}

export function inviteMail(input: InviteMailInput): MailMessage {
  const subject = `${input.inviterName} invited you to manage ${input.broadcasterName} on ${SITE_NAME}`;
  const paragraphs = [
    `${input.inviterName} invited you to help manage ${input.broadcasterName} on ${SITE_NAME} with these permissions: ${input.permissions.join(', ')}.`,
    ...(input.accountExists
      ? ['Sign in with the account that uses this e-mail address, then accept the invitation.']
      : [
          `There is no ${SITE_NAME} account with this e-mail address yet. Create one with this address first (${input.signUpUrl}), verify it, then open the invitation link again.`,
        ]),
    `The invitation works for ${input.validDays} days.`,
  ];
  const text = ['Hello,', '', ...paragraphs.flatMap((p) => [p, '']), `Accept the invitation: ${input.acceptUrl}`, '', `— ${SITE_NAME}`].join('\n');
  const html = [
    '<!doctype html>',
    '<html><body style="font-family: system-ui, sans-serif; line-height: 1.5; color: #1f2933; max-width: 36rem">',
    '<p>Hello,</p>',
    ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    `<p><a href="${escapeHtml(input.acceptUrl)}" style="display: inline-block; padding: 0.5rem 1rem; background: #1d4ed8; color: #fff; ` +
      `border-radius: 4px; text-decoration: none">Accept the invitation</a></p>`,
    `<p style="font-size: 0.9em; color: #52606d">If the button does not work, open this address:<br>` +
      `<a href="${escapeHtml(input.acceptUrl)}">${escapeHtml(input.acceptUrl)}</a></p>`,
    `<p>— ${escapeHtml(SITE_NAME)}</p>`,
    '</body></html>',
  ].join('\n');
  return { to: input.to, subject, text, html };
}
