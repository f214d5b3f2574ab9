import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import Fastify from 'fastify';
import type { AppContext } from '../app-context';
import { requestJson } from '../testing/auth-helpers';
import { startTestApp, type TestApp } from '../testing/test-app';
import { createQueuedMailer } from './mailer';
import { mailOutboxRoutes } from './outbox-routes';

let t: TestApp;
before(async () => {
  t = await startTestApp();
});
after(() => t.close());

describe('GET /mail/outbox and /mail/outbox.json', () => {
  it('shows what the platform sent, newest first, as a page and as JSON', async () => {
    await requestJson(t.app, 'POST', '/v2/site/users/OutboxReader', { body: { email: 'reader@example.org', password: 'Outbox-2-reader' } });
    await requestJson(t.app, 'POST', '/v2/site/users/OutboxReader/requestreset');

    const json = await requestJson(t.app, 'GET', '/mail/outbox.json');
    assert.equal(json.status, 200);
    assert.equal(json.headers['cache-control'], 'no-store');
    const [newest, older] = json.body.messages;
    assert.match(newest.subject, /Reset your SermonHub password/);
    assert.match(older.subject, /Verify your e-mail address/);
    assert.equal(newest.to, 'reader@example.org');
    assert.deepEqual(Object.keys(newest).sort(), ['created', 'html', 'id', 'subject', 'text', 'to']);

    const page = await t.app.inject({ method: 'GET', url: '/mail/outbox' });
    assert.equal(page.statusCode, 200);
    assert.match(String(page.headers['content-type']), /^text\/html/);
    assert.match(String(page.headers['content-security-policy']), /default-src 'none'/);
    assert.ok(page.body.indexOf('Reset your SermonHub password') < page.body.indexOf('Verify your e-mail address'));
    assert.match(page.body, /<a href="http:\/\/localhost:80\/user\/verify\?code=[A-Za-z0-9_-]+">/);
    assert.match(page.body, /<a href="http:\/\/localhost:80\/user\/reset-password\?code=[A-Za-z0-9_-]+">/);
  });

  it('narrows the JSON to one recipient with ?to=, regardless of case', async () => {
    await requestJson(t.app, 'POST', '/v2/site/users/OtherReader', { body: { email: 'other-reader@example.org', password: 'Outbox-2-reader' } });
    const json = await requestJson(t.app, 'GET', '/mail/outbox.json?to=OTHER-READER@example.org');
    assert.equal(json.body.messages.length, 1);
    assert.equal(json.body.messages[0].to, 'other-reader@example.org');
  });
});

describe('attacks', () => {
  it('escapes what a user typed into the outbox page (display name, address)', async () => {
    await requestJson(t.app, 'POST', '/v2/site/users/ScriptName', {
      body: { email: 'script@example.org', password: 'Outbox-2-reader', display_name: '<script>alert(1)</script>' },
    });
    const page = await t.app.inject({ method: 'GET', url: '/mail/outbox' });
    assert.ok(!page.body.includes('<script>alert(1)</script>'));
    assert.ok(page.body.includes('Hello &lt;script&gt;alert(1)&lt;/script&gt;,'));
  });

  it('is not served when mail goes out by SMTP, nor outside the demo to other machines', async () => {
    const smtpCtx = { db: t.database.db, config: t.config, mailer: createQueuedMailer(t.database.db, 'smtp') } as AppContext;
    const smtpApp = Fastify();
    await smtpApp.register(mailOutboxRoutes, smtpCtx);
    assert.equal((await smtpApp.inject({ method: 'GET', url: '/mail/outbox' })).statusCode, 404);
    assert.equal((await smtpApp.inject({ method: 'GET', url: '/mail/outbox.json' })).statusCode, 404);
    await smtpApp.close();

    const productionCtx = { ...smtpCtx, config: { ...t.config, demoAccounts: false }, mailer: createQueuedMailer(t.database.db, 'outbox') } as AppContext;
    const productionApp = Fastify({ trustProxy: true });
    await productionApp.register(mailOutboxRoutes, productionCtx);
    const remote = await productionApp.inject({ method: 'GET', url: '/mail/outbox', remoteAddress: '203.0.113.5' });
    assert.equal(remote.statusCode, 404);
    const spoofed = await productionApp.inject({
      method: 'GET',
      url: '/mail/outbox.json',
      remoteAddress: '203.0.113.5',
      headers: { 'x-forwarded-for': '127.0.0.1' },
    });
    assert.equal(spoofed.statusCode, 404, 'X-Forwarded-For cannot claim to be local');
    assert.equal((await productionApp.inject({ method: 'GET', url: '/mail/outbox', remoteAddress: '127.0.0.1' })).statusCode, 200);
    await productionApp.close();
  });
});
