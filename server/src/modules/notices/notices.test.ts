import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { broadcasterNoticeSchema } from '@sermon/shared-contracts/entities/notice.schema';
import { nodeListSchema } from '@sermon/shared-contracts/entities/node-list.schema';
import { feedItemSchema } from '@sermon/shared-contracts/entities/user.schema';
import { createSignedInUser, type SignedInUser } from '../../testing/auth-helpers';
import { call } from '../../testing/inject-json';
import { signInTeam } from '../../testing/broadcaster-team';
import { startTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
let uploader: SignedInUser;
let biller: SignedInUser;
let otherAdmin: SignedInUser;
before(async () => {
  t = await startTestApp();
  ({ uploader, biller, otherAdmin } = await signInTeam(t, { uploader: 'notup', biller: 'notbill', otherAdmin: 'notberlin' }));
});
after(() => t.close());

const url = '/v2/node/broadcasters/gracechapel/notices';

describe('notices', () => {
  it('sends a notice only with confirmation', async () => {
    const unconfirmed = await call(t.app, 'POST', url, { token: uploader.tokens, body: { title: 'Picnic', text: 'Sunday after service.' } });
    assert.equal(unconfirmed.status, 400);
    assert.equal(unconfirmed.body.errors.code, 'CONFIRMATION_REQUIRED');
    assert.match(unconfirmed.body.message, /only with confirmation/);
    const confirmedFalse = await call(t.app, 'POST', url, { token: uploader.tokens, body: { title: 'Picnic', text: 'x', confirm: false } });
    assert.equal(confirmedFalse.status, 400);
    const listed = await call(t.app, 'GET', url, { token: uploader.tokens });
    assert.equal(listed.body.totalCount, 0, 'nothing was sent');
    const sent = await call(t.app, 'POST', url, { token: uploader.tokens, body: { title: 'Picnic', text: 'Sunday after service.', confirm: true } });
    assert.equal(sent.status, 201, sent.raw);
    broadcasterNoticeSchema.parse(sent.body);
    assert.equal(sent.body.type, 'broadcaster_notice');
    assert.equal(sent.body.title, 'Picnic');
    assert.equal(sent.body.broadcasterName, 'Grace Chapel');
  });

  it('requires a title and a text within limits', async () => {
    const reply = await call(t.app, 'POST', url, { token: uploader.tokens, body: { title: '', text: 'y'.repeat(3000), confirm: true } });
    assert.equal(reply.status, 400);
    assert.equal(reply.body.errors.title, 'This field is required.');
    assert.match(reply.body.errors.text, /at most 2000/);
  });

  it('lists newest first, ten to a page', async () => {
    for (let i = 1; i <= 11; i++) {
      await call(t.app, 'POST', url, { token: uploader.tokens, body: { title: `Notice ${i}`, text: 'text', confirm: 'true' } });
    }
    const first = await call(t.app, 'GET', url, { token: biller.tokens });
    assert.equal(first.status, 200);
    nodeListSchema(broadcasterNoticeSchema).parse(first.body);
    assert.equal(first.body.results.length, 10);
    assert.equal(first.body.totalCount, 12);
    assert.equal(first.body.results[0].title, 'Notice 11');
    assert.equal(first.body.next, `${url}?page=2`);
    const second = await call(t.app, 'GET', `${url}?page=2`, { token: biller.tokens });
    assert.equal(second.body.results.length, 2);
  });

  it('deletes a notice of its own broadcaster only', async () => {
    const list = await call(t.app, 'GET', url, { token: uploader.tokens });
    const id = list.body.results[0].noticeID;
    assert.equal((await call(t.app, 'DELETE', `${url}/${id}`, { token: biller.tokens })).status, 403);
    assert.equal((await call(t.app, 'DELETE', `/v2/node/broadcasters/berlinradio/notices/${id}`, { token: otherAdmin.tokens })).status, 404);
    assert.equal((await call(t.app, 'DELETE', `${url}/${id}`, { token: uploader.tokens })).status, 204);
    assert.equal((await call(t.app, 'DELETE', `${url}/${id}`, { token: uploader.tokens })).status, 404);
  });

  it('keeps other broadcasters and anonymous callers out', async () => {
    assert.equal((await call(t.app, 'GET', url, { token: otherAdmin.tokens })).status, 403);
    assert.equal((await call(t.app, 'GET', url)).status, 401);
    assert.equal((await call(t.app, 'POST', url, { token: biller.tokens, body: { title: 'a', text: 'b', confirm: true } })).status, 403);
  });

  it("reaches the feed of the broadcaster's followers, and only theirs", async () => {
    const follower = await createSignedInUser(t, { username: 'notfollower' });
    const stranger = await createSignedInUser(t, { username: 'notstranger' });
    const followed = await call(t.app, 'POST', '/v2/site/broadcasters/gracechapel', { token: follower.tokens });
    assert.ok(followed.status < 300, followed.raw);
    const feed = await call(t.app, 'GET', '/v2/site/users/feeds?type=notices', { token: follower.tokens });
    assert.equal(feed.status, 200, feed.raw);
    nodeListSchema(feedItemSchema).parse(feed.body);
    assert.equal(feed.body.totalCount, 11);
    assert.equal(feed.body.results[0].type, 'broadcaster_notice');
    assert.equal(feed.body.results[0].notice.title, 'Notice 10');
    const other = await call(t.app, 'GET', '/v2/site/users/feeds?type=notices', { token: stranger.tokens });
    assert.equal(other.body.totalCount, 0);
  });
});

