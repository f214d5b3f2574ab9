import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { DEFAULT_CUSTOMIZATION } from '@sermon/shared-contracts/entities/broadcaster-settings';
import { DONATION_MESSAGES } from '@sermon/shared-contracts/rules/donation-options';
import { createSignedInUser, latestMailTo, type SignedInUser } from '../../testing/auth-helpers';
import { call } from '../../testing/inject-json';
import { signInTeam } from '../../testing/broadcaster-team';
import { startTestApp, type TestApp } from '../../testing/test-app';

const base = '/v2/node/broadcasters/gracechapel';

let t: TestApp;
let admin: SignedInUser;
let uploader: SignedInUser;
let biller: SignedInUser;
let otherAdmin: SignedInUser;
let siteAdmin: SignedInUser;

before(async () => {
  t = await startTestApp();
  ({ admin, uploader, biller, otherAdmin, siteAdmin } = await signInTeam(t, { admin: 'setadmin', uploader: 'setuploader', biller: 'setbiller', otherAdmin: 'setother', siteAdmin: 'setsite' }));
});
after(() => t.close());

describe('permissions of the settings calls', () => {
  const reads = ['private_data', 'keyinfo', 'current_api_key', 'webcast_metadata'];
  it('answer Admins (and site admins) only: Uploader, Biller and another broadcaster\'s Admin get 403, anonymous 401', async () => {
    for (const path of reads) {
      assert.equal((await call(t.app, 'GET', `${base}/${path}`, { token: admin.tokens })).status, 200, path);
      assert.equal((await call(t.app, 'GET', `${base}/${path}`, { token: siteAdmin.tokens })).status, 200, path);
      for (const who of [uploader, biller, otherAdmin]) {
        assert.equal((await call(t.app, 'GET', `${base}/${path}`, { token: who.tokens })).status, 403, `${path} ${who.username}`);
      }
      assert.equal((await call(t.app, 'GET', `${base}/${path}`)).status, 401, path);
    }
    assert.equal((await call(t.app, 'PATCH', base, { token: uploader.tokens, body: { displayName: 'Hijacked' } })).status, 403);
    assert.equal((await call(t.app, 'PATCH', base, { token: otherAdmin.tokens, body: { displayName: 'Hijacked' } })).status, 403);
  });
});

describe('PATCH node/broadcasters/{id}', () => {
  it('saves the settings page fields and the public broadcaster shows them', async () => {
    const patch = {
      displayName: 'Grace Chapel Springfield',
      addressMail: 'PO Box 1, Springfield',
      phone: '+1 555 0100',
      email: 'office@gracechapel.example.org',
      homePageURL: 'https://gracechapel.example.org/',
      churchSize: '250',
      listenLineNumber: '+1 555 0199',
      bibleVersion: 'ESV',
      twitterUsername: 'gracechapel',
      vacantPulpit: true,
      minister: '',
    };
    const { status, body: patched } = await call(t.app, 'PATCH', base, { token: admin.tokens, body: patch });
    assert.equal(status, 200);
    assert.equal(patched.type, 'broadcaster', 'the answer is the full broadcaster');
    const { body } = await call(t.app, 'GET', `${base}/private_data`, { token: admin.tokens });
    assert.equal(body.displayName, 'Grace Chapel Springfield');
    assert.equal(body.churchSize, 250);
    assert.equal(body.email, 'office@gracechapel.example.org');
    assert.equal(body.minister, null, 'an emptied optional field becomes null');
    const pub = await call(t.app, 'GET', `${base}?lite=false`);
    assert.equal(pub.status, 200);
    assert.equal(pub.body.displayName, 'Grace Chapel Springfield');
    assert.equal(pub.body.addressMail, 'PO Box 1, Springfield');
    assert.equal(pub.body.listenLineNumber, '+1 555 0199');
    assert.equal(pub.body.churchSize, 250);
    assert.equal(pub.body.vacantPulpit, true);
  });

  it('refuses bad values field by field and changes nothing', async () => {
    const { status, body } = await call(t.app, 'PATCH', base, {
      token: admin.tokens,
      body: { displayName: '  ', email: 'nope', homePageURL: 'javascript:alert(1)', churchSize: -3, aboutUs: 'x'.repeat(10_001), customization: { primaryColor: 'red' } },
    });
    assert.equal(status, 400);
    assert.equal(body.errors.displayName, 'This field is required.');
    assert.equal(body.errors.email, 'Enter a valid e-mail address.');
    assert.equal(body.errors.homePageURL, 'Enter a valid URL.');
    assert.equal(body.errors.churchSize, 'Enter a whole number.');
    assert.equal(body.errors.aboutUs, 'This text is too long.');
    assert.equal(body.errors['customization.primaryColor'], 'Use a color such as #1d4ed8.');
    const after = await call(t.app, 'GET', `${base}/private_data`, { token: admin.tokens });
    assert.equal(after.body.displayName, 'Grace Chapel Springfield');
  });

  it('merges customization over the defaults and keeps only known keys', async () => {
    await call(t.app, 'PATCH', base, {
      token: admin.tokens,
      body: { customization: { primaryColor: '#AA3300', defaultTab: 'series', evil: '<script>' } },
    });
    const { body } = await call(t.app, 'GET', `${base}/private_data`, { token: admin.tokens });
    assert.deepEqual(body.customization, { ...DEFAULT_CUSTOMIZATION, primaryColor: '#aa3300', defaultTab: 'series' });
  });

  it('saves e-mail settings and checks the notification address', async () => {
    const bad = await call(t.app, 'PATCH', base, { token: admin.tokens, body: { emailSettings: { notificationEmail: 'x@' } } });
    assert.equal(bad.body.errors['emailSettings.notificationEmail'], 'Enter a valid e-mail address.');
    await call(t.app, 'PATCH', base, { token: admin.tokens, body: { emailSettings: { notificationEmail: 'media@example.org', weeklyStats: true } } });
    const { body } = await call(t.app, 'GET', `${base}/private_data`, { token: admin.tokens });
    assert.equal(body.emailSettings.notificationEmail, 'media@example.org');
    assert.equal(body.emailSettings.weeklyStats, true);
    assert.equal(body.emailSettings.uploadComplete, true, 'untouched settings keep their values');
  });

  it('donations: at least one option when donatable, URL prefix per method', async () => {
    const none = await call(t.app, 'PATCH', base, { token: admin.tokens, body: { donatable: true, donationOptions: [] } });
    assert.equal(none.status, 400);
    assert.equal(none.body.errors.donationOptions, DONATION_MESSAGES.atLeastOne);
    const onWithoutList = await call(t.app, 'PATCH', base, { token: admin.tokens, body: { donatable: true } });
    assert.equal(onWithoutList.body.errors.donationOptions, DONATION_MESSAGES.atLeastOne, 'turning donations on with the stored empty list');

    const badUrl = await call(t.app, 'PATCH', base, {
      token: admin.tokens,
      body: { donatable: true, donationOptions: [{ method: 'paypal', label: 'PayPal', url: 'https://paypa1.example.com/x' }] },
    });
    assert.equal(badUrl.body.errors['donationOptions.0.url'], 'The donation URL must start with https://www.paypal.com/');

    const options = [
      { method: 'stripe', label: 'Card', url: 'https://donate.stripe.com/abc' },
      { method: 'mail', label: '1 Church St, Springfield', email: 'giving@example.org', url: 'https://ignored.example.org' },
    ];
    const ok = await call(t.app, 'PATCH', base, { token: admin.tokens, body: { donatable: true, donationOptions: options } });
    assert.equal(ok.status, 200);
    assert.deepEqual((await call(t.app, 'GET', `${base}/private_data`, { token: admin.tokens })).body.donationOptions, [
      { method: 'stripe', label: 'Card', email: null, url: 'https://donate.stripe.com/abc' },
      { method: 'mail', label: '1 Church St, Springfield', email: 'giving@example.org', url: null },
    ]);
    assert.equal((await call(t.app, 'GET', `${base}?lite=false`)).body.donatable, true);
    const emptied = await call(t.app, 'PATCH', base, { token: admin.tokens, body: { donationOptions: [] } });
    assert.equal(emptied.status, 400, 'a donatable broadcaster cannot drop its last option');
  });

  it('resetStreamToken gives a new key at once', async () => {
    const before = await call(t.app, 'GET', `${base}/keyinfo`, { token: admin.tokens });
    assert.match(before.body.rtmpURL, /^rtmp:\/\/[^/]+:1935\/live$/);
    assert.equal(before.body.streamKey.length, 24);
    const again = await call(t.app, 'GET', `${base}/keyinfo`, { token: admin.tokens });
    assert.equal(again.body.streamKey, before.body.streamKey, 'stable until reset');
    const reset = await call(t.app, 'PATCH', base, { token: admin.tokens, body: { resetStreamToken: true } });
    assert.equal(reset.status, 200);
    assert.equal(JSON.stringify(reset.body).includes(before.body.streamKey), false);
    const after = await call(t.app, 'GET', `${base}/keyinfo`, { token: admin.tokens });
    assert.notEqual(after.body.streamKey, before.body.streamKey);
  });
});

describe('api key and webcast metadata', () => {
  it('generates the API key once', async () => {
    const first = await call(t.app, 'GET', `${base}/current_api_key`, { token: admin.tokens });
    const second = await call(t.app, 'GET', `${base}/current_api_key`, { token: admin.tokens });
    assert.match(first.body.key, /^bk_[A-Za-z0-9_-]{32}$/);
    assert.equal(second.body.key, first.body.key);
  });

  it('stores webcast defaults', async () => {
    const empty = await call(t.app, 'GET', `${base}/webcast_metadata`, { token: admin.tokens });
    assert.deepEqual(empty.body, { defaultWebcastTitle: '', defaultWebcastDescription: '', defaultWebcastSpeakerName: '', defaultWebcastPassword: '', defaultWebcastReplay: true });
    const metadata = { defaultWebcastTitle: 'Sunday Live', defaultWebcastDescription: 'Morning service', defaultWebcastSpeakerName: 'Pastor John', defaultWebcastPassword: '', defaultWebcastReplay: false };
    assert.deepEqual((await call(t.app, 'PUT', `${base}/webcast_metadata`, { token: admin.tokens, body: metadata })).body, metadata);
    assert.deepEqual((await call(t.app, 'GET', `${base}/webcast_metadata`, { token: admin.tokens })).body, metadata);
    assert.equal((await call(t.app, 'PUT', `${base}/webcast_metadata`, { token: admin.tokens, body: { defaultWebcastTitle: 'x'.repeat(201) } })).status, 400);
    assert.equal((await call(t.app, 'PUT', `${base}/webcast_metadata`, { token: uploader.tokens, body: metadata })).status, 403);
  });
});

describe('connections', () => {
  it('says plainly that a provider is not configured (503), after checking permission', async () => {
    for (const provider of ['twitter', 'google', 'facebook']) {
      const { status, body } = await call(t.app, 'GET', `/v2/${provider}_auth/gracechapel?newBehavior=true`, { token: admin.tokens });
      assert.equal(status, 503);
      assert.equal(body.message, `Linking ${provider[0]!.toUpperCase()}${provider.slice(1)} is not configured on this server`);
      assert.equal((await call(t.app, 'GET', `/v2/${provider}_auth/gracechapel`, { token: uploader.tokens })).status, 403);
      assert.equal((await call(t.app, 'DELETE', `/v2/${provider}_auth/gracechapel`, { token: admin.tokens })).status, 204);
    }
    assert.equal((await call(t.app, 'GET', '/v2/facebook/gracechapel/accounts', { token: admin.tokens })).status, 503);
    assert.equal((await call(t.app, 'POST', '/v2/node/broadcasters/gracechapel/dropbox', { token: admin.tokens })).status, 503);
    assert.equal((await call(t.app, 'DELETE', '/v2/node/broadcasters/gracechapel/dropbox', { token: admin.tokens })).status, 204);
    assert.equal((await call(t.app, 'POST', '/v2/node/broadcasters/gracechapel/refresh_social', { token: admin.tokens })).status, 204);
    assert.equal((await call(t.app, 'PATCH', '/v2/node/broadcasters/gracechapel/etc/twitter', { token: admin.tokens, body: { autoPost: true } })).status, 503);
  });

  it('creates an FTP login whose password is shown once, and removes it', async () => {
    const created = await call(t.app, 'POST', `${base}/ftp`, { token: admin.tokens });
    assert.equal(created.status, 201);
    assert.equal(created.body.username, 'gracechapel');
    assert.equal(created.body.password.length, 24);
    const settings = await call(t.app, 'GET', `${base}/private_data`, { token: admin.tokens });
    assert.equal(settings.body.socialAccounts.ftp.username, 'gracechapel');
    assert.equal(settings.raw.includes(created.body.password), false);
    assert.equal(settings.raw.includes('passwordHash'), false, 'the hash never leaves the server');
    assert.equal((await call(t.app, 'POST', `${base}/ftp`, { token: biller.tokens })).status, 403);
    assert.equal((await call(t.app, 'DELETE', `${base}/ftp`, { token: admin.tokens })).status, 204);
    assert.equal((await call(t.app, 'GET', `${base}/private_data`, { token: admin.tokens })).body.socialAccounts.ftp, null);
  });
});

describe('POST message_from_user', () => {
  const url = `${base}/message_from_user`;
  it('mails a verified listener\'s message to the notification address, with their address to answer to', async () => {
    const listener = await createSignedInUser(t, { username: 'writer', displayName: 'Faithful Writer' });
    await call(t.app, 'PATCH', base, { token: admin.tokens, body: { emailSettings: { notificationEmail: 'inbox@gracechapel.example.org', listenerMessage: true } } });
    const sent = await call(t.app, 'POST', url, { token: listener.tokens, body: { subject: 'Thank you', message: 'The sermon on <Psalm 23> helped me.' } });
    assert.equal(sent.status, 204);
    const mail = await latestMailTo(t, 'inbox@gracechapel.example.org');
    assert.match(mail!.subject, /Thank you/);
    assert.match(mail!.text, /Faithful Writer \(writer@example.test\) wrote to/);
    assert.match(mail!.html, /&lt;Psalm 23&gt;/, 'the message is escaped in the HTML part');
  });

  it('needs a signed-in user with a verified e-mail and a real message', async () => {
    const unverified = await createSignedInUser(t, { username: 'unverifiedwriter', verified: false });
    assert.equal((await call(t.app, 'POST', url, { body: { message: 'Hello there' } })).status, 401);
    const refused = await call(t.app, 'POST', url, { token: unverified.tokens, body: { message: 'Hello there' } });
    assert.equal(refused.status, 403);
    assert.equal(refused.body.message, 'Please verify your e-mail address before contacting a broadcaster.');
    assert.equal((await call(t.app, 'POST', url, { token: admin.tokens, body: { message: 'Hi' } })).status, 400);
    assert.equal((await call(t.app, 'POST', '/v2/node/broadcasters/nosuch/message_from_user', { token: admin.tokens, body: { message: 'Hello there' } })).status, 404);
  });

  it('refuses when the broadcaster turned listener messages off', async () => {
    await call(t.app, 'PATCH', base, { token: admin.tokens, body: { emailSettings: { listenerMessage: false } } });
    const { status } = await call(t.app, 'POST', url, { token: uploader.tokens, body: { message: 'Hello there' } });
    assert.equal(status, 409);
    await call(t.app, 'PATCH', base, { token: admin.tokens, body: { emailSettings: { listenerMessage: true } } });
  });
});
