import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { linkifyText, outboxPage } from './outbox-page';
import { activationMail, emailChangeMail, passwordResetMail } from './templates';

const LINK = 'https://sermons.example.org/user/verify?code=abc_DEF-123&x=1';

describe('account mail templates', () => {
  it('carry the absolute link in the text and the HTML part, with the name escaped in HTML', () => {
    for (const build of [activationMail, passwordResetMail, emailChangeMail]) {
      const mail = build({ email: 'ruth@example.org', name: 'Ruth <script>alert(1)</script>' }, LINK);
      assert.equal(mail.to, 'ruth@example.org');
      assert.ok(mail.subject.length > 0);
      assert.ok(mail.text.includes(LINK));
      assert.ok(mail.text.includes('Hello Ruth <script>alert(1)</script>,'));
      assert.ok(mail.html.includes('href="https://sermons.example.org/user/verify?code=abc_DEF-123&amp;x=1"'));
      assert.ok(!mail.html.includes('<script>'));
      assert.ok(mail.html.includes('Ruth &lt;script&gt;'));
    }
  });

  it('say what each mail is for', () => {
    const to = { email: 'a@example.org', name: 'A' };
    assert.match(activationMail(to, LINK).subject, /Verify your e-mail address/);
    assert.match(passwordResetMail(to, LINK).text, /works for 1 hour/);
    assert.match(emailChangeMail(to, LINK).subject, /Confirm your new e-mail address/);
  });
});

describe('outbox page', () => {
  it('turns http(s) links into anchors and escapes everything else', () => {
    assert.equal(
      linkifyText('Open https://x.example/a?b=1&c=2. <b>bold</b> javascript:alert(1)'),
      'Open <a href="https://x.example/a?b=1&amp;c=2">https://x.example/a?b=1&amp;c=2</a>. &lt;b&gt;bold&lt;/b&gt; javascript:alert(1)',
    );
    assert.equal(linkifyText('"quoted" http://a.example/"onmouseover="x'), '&quot;quoted&quot; <a href="http://a.example/">http://a.example/</a>&quot;onmouseover=&quot;x');
  });

  it('lists subject, recipient, time and body of each message, escaped', () => {
    const html = outboxPage([
      { id: 2, to: 'eve<script>@example.org', subject: 'Hi <img src=x onerror=alert(1)>', text: 'Body & more', html: '<p>x</p>', created: 1_700_000_000 },
    ]);
    assert.ok(html.includes('Hi &lt;img src=x onerror=alert(1)&gt;'));
    assert.ok(html.includes('eve&lt;script&gt;@example.org'));
    assert.ok(html.includes('Body &amp; more'));
    assert.ok(html.includes('2023-11-14 22:13:20 UTC'));
    assert.ok(!html.includes('<img'));
    assert.ok(outboxPage([]).includes('No messages yet'));
  });
});
