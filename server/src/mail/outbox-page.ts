// The outbox as a readable HTML page: newest first, each message's subject, recipient, time and its plain-text
// body with the links made clickable. Everything from the database is escaped; only http(s) links become anchors.
import { escapeHtml } from './html-escape';

export interface OutboxMessage {
  id: number;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** epoch seconds */
  created: number;
}

const LINK = /https?:\/\/[^\s<>"']+/g;

/** Plain text as HTML with its http(s) addresses as links; the text around them is escaped. */
export function linkifyText(text: string): string {
  let html = '';
  let last = 0;
  for (const match of text.matchAll(LINK)) {
    // A sentence's closing punctuation is not part of the address.
    const url = match[0].replace(/[.,;:!?)]+$/, '');
    const start = match.index;
    html += escapeHtml(text.slice(last, start));
    html += `<a href="${escapeHtml(url)}">${escapeHtml(url)}</a>`;
    last = start + url.length;
  }
  return html + escapeHtml(text.slice(last));
}

function isoTime(seconds: number): string {
  return new Date(seconds * 1000).toISOString().replace('T', ' ').replace(/\.\d+Z$/, ' UTC');
}

function messageHtml(message: OutboxMessage): string {
  return `<article class="message" id="message-${message.id}">
  <header>
    <h2>${escapeHtml(message.subject)}</h2>
    <dl>
      <dt>To</dt><dd class="to">${escapeHtml(message.to)}</dd>
      <dt>Sent</dt><dd><time datetime="${new Date(message.created * 1000).toISOString()}">${escapeHtml(isoTime(message.created))}</time></dd>
    </dl>
  </header>
  <pre class="body">${linkifyText(message.text)}</pre>
</article>`;
}

export function outboxPage(messages: OutboxMessage[]): string {
  const list = messages.length
    ? messages.map(messageHtml).join('\n')
    : '<p class="empty">No messages yet. Sign up or ask for a password reset, and the e-mail appears here.</p>';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Mail outbox · SermonHub</title>
<style>
  :root { color-scheme: light dark; --fg: #1f2933; --muted: #52606d; --bg: #f5f7fa; --card: #fff; --line: #d9e2ec; --link: #1d4ed8; }
  @media (prefers-color-scheme: dark) { :root { --fg: #e4e7eb; --muted: #9aa5b1; --bg: #111827; --card: #1f2937; --line: #374151; --link: #93c5fd; } }
  body { margin: 0; font: 16px/1.5 system-ui, sans-serif; color: var(--fg); background: var(--bg); }
  main { max-width: 48rem; margin: 0 auto; padding: 1.5rem 1rem 3rem; }
  h1 { font-size: 1.5rem; margin: 0 0 0.25rem; }
  .intro { color: var(--muted); margin: 0 0 1.5rem; }
  .message { background: var(--card); border: 1px solid var(--line); border-radius: 8px; padding: 1rem 1.25rem; margin-bottom: 1rem; }
  .message h2 { font-size: 1.1rem; margin: 0 0 0.5rem; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: 0 0.75rem; margin: 0 0 0.75rem; color: var(--muted); font-size: 0.9rem; }
  dt { font-weight: 600; } dd { margin: 0; overflow-wrap: anywhere; }
  .body { white-space: pre-wrap; overflow-wrap: anywhere; font: inherit; margin: 0; border-top: 1px solid var(--line); padding-top: 0.75rem; }
  a { color: var(--link); }
  .empty { color: var(--muted); }
</style>
</head>
<body>
<main>
  <h1>Mail outbox</h1>
  <p class="intro">No mail server is configured, so every e-mail the platform sends is kept here (newest first).
  Set <code>SMTP_URL</code> to deliver mail instead. <a href="">Refresh</a> · <a href="/mail/outbox.json">JSON</a></p>
  ${list}
</main>
</body>
</html>`;
}
