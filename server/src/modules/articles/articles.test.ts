import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { articleSchema } from '@sermon/shared-contracts/entities/article.schema';
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
let listener: SignedInUser;
before(async () => {
  t = await startTestApp();
  ({ uploader, biller, otherAdmin, listener } = await signInTeam(t, { uploader: 'artup', biller: 'artbill', otherAdmin: 'artberlin', listener: 'artlisten' }));
});
after(() => t.close());

const today = new Date().toISOString().slice(0, 10);
let draftID: number;

describe('POST /v2/node/articles', () => {
  it("creates a draft 'Untitled Article' with empty content and today's date", async () => {
    const reply = await call(t.app, 'POST', '/v2/node/articles', { token: uploader.tokens, body: { broadcasterID: 'gracechapel' } });
    assert.equal(reply.status, 201, reply.raw);
    articleSchema.parse(reply.body);
    assert.equal(reply.body.type, 'article');
    assert.equal(reply.body.title, 'Untitled Article');
    assert.equal(reply.body.content, '');
    assert.equal(reply.body.articleDate, today);
    assert.equal(reply.body.draft, true);
    assert.equal(reply.body.slug, 'untitled-article');
    assert.equal(reply.body.broadcasterName, 'Grace Chapel');
    draftID = reply.body.articleID;
  });

  it('keeps slugs unique per broadcaster', async () => {
    const second = await call(t.app, 'POST', '/v2/node/articles', { token: uploader.tokens, body: { broadcasterID: 'gracechapel' } });
    assert.equal(second.body.slug, 'untitled-article-2');
    const elsewhere = await call(t.app, 'POST', '/v2/node/articles', { token: otherAdmin.tokens, body: { broadcasterID: 'berlinradio' } });
    assert.equal(elsewhere.body.slug, 'untitled-article');
    await call(t.app, 'DELETE', `/v2/node/articles/${second.body.articleID}`, { token: uploader.tokens });
  });

  it('refuses Billers, other broadcasters and anonymous callers', async () => {
    assert.equal((await call(t.app, 'POST', '/v2/node/articles', { token: biller.tokens, body: { broadcasterID: 'gracechapel' } })).status, 403);
    assert.equal((await call(t.app, 'POST', '/v2/node/articles', { token: otherAdmin.tokens, body: { broadcasterID: 'gracechapel' } })).status, 403);
    assert.equal((await call(t.app, 'POST', '/v2/node/articles', { body: { broadcasterID: 'gracechapel' } })).status, 401);
  });
});

describe('PATCH /v2/node/articles/{id}', () => {
  it('patches the fields, sanitises the HTML and gives the first title a slug', async () => {
    const reply = await call(t.app, 'PATCH', `/v2/node/articles/${draftID}`, {
      token: uploader.tokens,
      body: {
        title: 'Grace Alone',
        content: '<h2>Grace</h2><p onclick="x()">By grace <a href="javascript:alert(1)">you</a> are saved</p><script>alert(document.cookie)</script><iframe src="//evil"></iframe>',
        articleDate: '2024-02-29',
        categories: ['Doctrine', ' doctrine ', 'News'],
      },
    });
    assert.equal(reply.status, 200, reply.raw);
    assert.equal(reply.body.title, 'Grace Alone');
    assert.equal(reply.body.slug, 'grace-alone');
    assert.equal(reply.body.content, '<h2>Grace</h2><p>By grace <a>you</a> are saved</p>');
    assert.equal(reply.body.articleDate, '2024-02-29');
    assert.deepEqual(reply.body.categories, ['Doctrine', 'News']);
    assert.equal(reply.body.draft, true);
  });

  it('refuses bad values: empty title, bad date, huge title, bad slug', async () => {
    const reply = await call(t.app, 'PATCH', `/v2/node/articles/${draftID}`, {
      token: uploader.tokens,
      body: { title: '', articleDate: '2023-02-30', slug: 'Not A Slug' },
    });
    assert.equal(reply.status, 400);
    assert.equal(reply.body.errors.title, 'This field is required.');
    assert.match(reply.body.errors.articleDate, /date/);
    assert.match(reply.body.errors.slug, /lower-case/);
    const huge = await call(t.app, 'PATCH', `/v2/node/articles/${draftID}`, { token: uploader.tokens, body: { title: 'a'.repeat(10_000) } });
    assert.equal(huge.status, 400);
  });

  it('refuses a slug another article of the broadcaster uses', async () => {
    const other = await call(t.app, 'POST', '/v2/node/articles', { token: uploader.tokens, body: { broadcasterID: 'gracechapel', title: 'Other' } });
    const reply = await call(t.app, 'PATCH', `/v2/node/articles/${other.body.articleID}`, { token: uploader.tokens, body: { slug: 'grace-alone' } });
    assert.equal(reply.status, 409);
    assert.equal(reply.body.message, 'grace-alone has already been added');
    assert.equal((await call(t.app, 'DELETE', `/v2/node/articles/${other.body.articleID}`, { token: uploader.tokens })).status, 204);
  });

  it('answers 404 Article not found, and 403 to others', async () => {
    const missing = await call(t.app, 'PATCH', '/v2/node/articles/99999', { token: uploader.tokens, body: { title: 'x' } });
    assert.equal(missing.status, 404);
    assert.equal(missing.body.message, 'Article not found');
    assert.equal((await call(t.app, 'PATCH', `/v2/node/articles/${draftID}`, { token: otherAdmin.tokens, body: { title: 'x' } })).status, 403);
    assert.equal((await call(t.app, 'DELETE', `/v2/node/articles/${draftID}`, { token: biller.tokens })).status, 403);
  });
});

describe('reading articles', () => {
  it('hides drafts from the public and shows them to managers', async () => {
    assert.equal((await call(t.app, 'GET', `/v2/node/articles/${draftID}`)).status, 404);
    assert.equal((await call(t.app, 'GET', `/v2/node/articles/${draftID}`, { token: listener.tokens })).status, 404);
    assert.equal((await call(t.app, 'GET', `/v2/node/articles/${draftID}`, { token: biller.tokens })).status, 200);
    const publicList = await call(t.app, 'GET', '/v2/node/articles?broadcasterID=gracechapel');
    assert.equal(publicList.body.totalCount, 0);
    const managerList = await call(t.app, 'GET', '/v2/node/articles?broadcasterID=gracechapel&includeDrafts=true', { token: uploader.tokens });
    assert.equal(managerList.status, 200);
    assert.deepEqual(managerList.body.results.map((a: { title: string }) => a.title), ['Grace Alone']);
    assert.equal((await call(t.app, 'GET', '/v2/node/articles?broadcasterID=gracechapel&includeDrafts=true', { token: listener.tokens })).status, 403);
  });

  it('shows a published article by id, by broadcaster and slug, in lists and categories', async () => {
    await call(t.app, 'PATCH', `/v2/node/articles/${draftID}`, { token: uploader.tokens, body: { draft: false, title: 'Grace Alone!' } });
    const byId = await call(t.app, 'GET', `/v2/node/articles/${draftID}`);
    assert.equal(byId.status, 200);
    assert.equal(byId.body.slug, 'grace-alone', 'a published address does not move on its own');
    const bySlug = await call(t.app, 'GET', '/v2/node/articles/gracechapel/grace-alone');
    assert.equal(bySlug.status, 200);
    assert.equal(bySlug.body.articleID, draftID);
    assert.equal((await call(t.app, 'GET', '/v2/node/articles/gracechapel/nothing-here')).status, 404);
    const list = await call(t.app, 'GET', '/v2/node/articles?query=grace&sortBy=title');
    nodeListSchema(articleSchema).parse(list.body);
    assert.equal(list.body.nodeType, 'articles_list');
    assert.equal(list.body.totalCount, 1);
    const byCategory = await call(t.app, 'GET', '/v2/node/articles?category=news');
    assert.equal(byCategory.body.totalCount, 1);
    const categories = await call(t.app, 'GET', '/v2/node/articles/categories?broadcasterID=gracechapel');
    assert.deepEqual(categories.body.results.map((c: { description: string; count: number }) => [c.description, c.count]), [['Doctrine', 1], ['News', 1]]);
    const one = await call(t.app, 'GET', '/v2/node/articles/categories/doctrine');
    assert.equal(one.status, 200);
    assert.equal(one.body.description, 'Doctrine');
    const none = await call(t.app, 'GET', '/v2/node/articles/categories/nothing');
    assert.equal(none.status, 404);
    assert.equal(none.body.message, 'Category not found');
  });

  it('answers the config', async () => {
    const config = await call(t.app, 'GET', '/v2/node/articles/config');
    assert.deepEqual(config.body.types, ['article', 'blog', 'news']);
    assert.equal(config.body.defaultTitle, 'Untitled Article');
  });

  it('deletes an article', async () => {
    assert.equal((await call(t.app, 'DELETE', `/v2/node/articles/${draftID}`, { token: uploader.tokens })).status, 204);
    assert.equal((await call(t.app, 'GET', `/v2/node/articles/${draftID}`, { token: uploader.tokens })).status, 404);
  });
});

describe('the articles feed', () => {
  it("shows published articles of followed broadcasters in the follower's feed", async () => {
    const follower = await createSignedInUser(t, { username: 'artfollower' });
    const created = await call(t.app, 'POST', '/v2/node/articles', { token: uploader.tokens, body: { broadcasterID: 'gracechapel', title: 'Feed Me', content: '<p>x</p>' } });
    await call(t.app, 'POST', '/v2/node/articles', { token: uploader.tokens, body: { broadcasterID: 'gracechapel', title: 'Still a draft' } });
    await call(t.app, 'PATCH', `/v2/node/articles/${created.body.articleID}`, { token: uploader.tokens, body: { draft: false } });
    assert.ok((await call(t.app, 'POST', '/v2/site/broadcasters/gracechapel', { token: follower.tokens })).status < 300);
    const feed = await call(t.app, 'GET', '/v2/site/users/feeds?type=articles', { token: follower.tokens });
    assert.equal(feed.status, 200, feed.raw);
    nodeListSchema(feedItemSchema).parse(feed.body);
    assert.deepEqual(feed.body.results.map((item: { article: { title: string } }) => item.article.title), ['Feed Me']);
    articleSchema.parse(feed.body.results[0].article);
    const stranger = await createSignedInUser(t, { username: 'artstranger' });
    assert.equal((await call(t.app, 'GET', '/v2/site/users/feeds?type=articles', { token: stranger.tokens })).body.totalCount, 0);
  });
});

