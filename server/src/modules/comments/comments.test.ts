import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { BROADCASTER_ROLES, MAX_COMMENT_LENGTH, SITE_ROLES } from '@sermon/shared-contracts/constants/accounts';
import { nodeListSchema } from '@sermon/shared-contracts/entities/node-list.schema';
import { commentSchema } from '@sermon/shared-contracts/entities/user.schema';
import type { Comment, LoginTokens } from '@sermon/shared-contracts/entities/user';
import { sermons } from '../../db/schema';
import { createSignedInUser, type SignedInUser } from '../../testing/auth-helpers';
import { call, tamperedToken } from '../../testing/inject-json';
import { startTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
let ann: SignedInUser;
let bob: SignedInUser;
let admin: SignedInUser;
let graceAdmin: SignedInUser;
let berlinAdmin: SignedInUser;
let graceUploader: SignedInUser;

before(async () => {
  t = await startTestApp();
  ann = await createSignedInUser(t, { username: 'anncomments', displayName: 'Ann Listener' });
  bob = await createSignedInUser(t, { username: 'bobcomments' });
  admin = await createSignedInUser(t, { username: 'admincomments', siteRoles: [SITE_ROLES.Admin] });
  graceAdmin = await createSignedInUser(t, {
    username: 'graceadmin',
    broadcasterRoles: [{ broadcasterID: 'gracechapel', role: BROADCASTER_ROLES.Admin }],
  });
  berlinAdmin = await createSignedInUser(t, {
    username: 'berlinadmin',
    broadcasterRoles: [{ broadcasterID: 'berlinradio', role: BROADCASTER_ROLES.Admin }],
  });
  graceUploader = await createSignedInUser(t, {
    username: 'graceuploader',
    broadcasterRoles: [{ broadcasterID: 'gracechapel', role: BROADCASTER_ROLES.Uploader }],
  });
});
after(() => t.close());

const post = (token: LoginTokens | string | undefined, sermonID: string, body: unknown) =>
  call(t.app, 'POST', `/v2/sermon_comments/sermon/${sermonID}`, { token, body });

async function commentCount(sermonID: string): Promise<number> {
  const [row] = await t.database.db.select({ n: sermons.commentCount }).from(sermons).where(eq(sermons.id, sermonID));
  return row!.n;
}

describe('comments', () => {
  it('posts a comment (201) as plain text, trimmed, and counts it on the sermon', async () => {
    const { romans } = t.fixture.ids;
    const reply = await post(ann.tokens, romans, { text: '  Such an encouraging sermon!\r\nThank you.  ' });
    assert.equal(reply.status, 201, reply.raw);
    commentSchema.parse(reply.body);
    assert.equal(reply.body.text, 'Such an encouraging sermon!\nThank you.');
    assert.equal(reply.body.sermonID, romans);
    assert.deepEqual(reply.body.user, { user_id: ann.id, username: 'anncomments', display_name: 'Ann Listener', profile_picture: null });
    assert.equal(await commentCount(romans), 1);
    const sermon = await call(t.app, 'GET', `/v2/node/sermons/${romans}`);
    assert.equal(sermon.body.commentCount, 1);
  });

  it('lists a sermon\'s comments newest first, oldest first and in a seeded random order, paged by 10', async () => {
    const { psalm } = t.fixture.ids;
    for (let i = 1; i <= 12; i++) {
      const reply = await post(i % 2 ? ann.tokens : bob.tokens, psalm, { text: `Comment number ${i}` });
      assert.equal(reply.status, 201);
    }
    const byDate = await call(t.app, 'GET', `/v2/node/sermons/${psalm}/comments`);
    assert.equal(byDate.status, 200);
    nodeListSchema(commentSchema).parse(byDate.body);
    assert.equal(byDate.body.totalCount, 12);
    assert.equal(byDate.body.results.length, 10);
    assert.equal(byDate.body.results[0].text, 'Comment number 12');
    assert.equal(byDate.body.next, `/v2/node/sermons/${psalm}/comments?page=2`);
    const second = await call(t.app, 'GET', byDate.body.next);
    assert.deepEqual(second.body.results.map((c: Comment) => c.text), ['Comment number 2', 'Comment number 1']);

    const reverse = await call(t.app, 'GET', `/v2/node/sermons/${psalm}/comments?sortBy=reverse-date&pageSize=3`);
    assert.deepEqual(reverse.body.results.map((c: Comment) => c.text), ['Comment number 1', 'Comment number 2', 'Comment number 3']);

    const randomUrl = `/v2/node/sermons/${psalm}/comments?sortBy=random&randomSeed=abc&pageSize=6`;
    const random1 = await call(t.app, 'GET', randomUrl);
    const random2 = await call(t.app, 'GET', `${randomUrl}&page=2`);
    const seen = [...random1.body.results, ...random2.body.results].map((c: Comment) => c.commentID);
    assert.equal(new Set(seen).size, 12, 'the two pages of one seed cover every comment once');
    assert.deepEqual((await call(t.app, 'GET', randomUrl)).body.results, random1.body.results);
    // an unknown sort falls back to date
    const fallback = await call(t.app, 'GET', `/v2/node/sermons/${psalm}/comments?sortBy=nonsense&pageSize=1`);
    assert.equal(fallback.body.results[0].text, 'Comment number 12');
    assert.equal(await commentCount(psalm), 12);
  });

  it("lists the user's own comments and the recent comments site-wide, each with its lite sermon", async () => {
    const mine = await call(t.app, 'GET', '/v2/sermon_comments/user', { token: bob.tokens });
    assert.equal(mine.status, 200);
    nodeListSchema(commentSchema).parse(mine.body);
    assert.equal(mine.body.totalCount, 6);
    assert.ok(mine.body.results.every((c: Comment) => c.user.user_id === bob.id && c.sermon?.type === 'lite_sermon'));

    const recent = await call(t.app, 'GET', '/v2/sermon_comments/legacy?pageSize=3');
    assert.equal(recent.status, 200);
    nodeListSchema(commentSchema).parse(recent.body);
    assert.equal(recent.body.totalCount, 13);
    assert.equal(recent.body.results[0].text, 'Comment number 12');
    assert.equal(recent.body.results[0].sermon.sermonID, t.fixture.ids.psalm);

    const ofRomans = await call(t.app, 'GET', `/v2/sermon_comments/legacy?sermonID=${t.fixture.ids.romans}`);
    assert.equal(ofRomans.body.totalCount, 1);
    const ofBerlin = await call(t.app, 'GET', '/v2/sermon_comments/legacy?broadcasterID=berlinradio');
    assert.equal(ofBerlin.body.totalCount, 0);
  });

  it('lets the author, a site admin and an Admin of the broadcaster delete a comment, and lowers the count', async () => {
    const { video } = t.fixture.ids;
    const byAnn = (await post(ann.tokens, video, { text: 'First comment here' })).body;
    const byBob = (await post(bob.tokens, video, { text: 'Second comment here' })).body;
    const third = (await post(bob.tokens, video, { text: 'Third comment here' })).body;
    assert.equal(await commentCount(video), 3);
    assert.equal((await call(t.app, 'DELETE', `/v2/sermon_comments/comment/${byAnn.commentID}`, { token: ann.tokens })).status, 204);
    assert.equal((await call(t.app, 'DELETE', `/v2/sermon_comments/comment/${byBob.commentID}`, { token: admin.tokens })).status, 204);
    assert.equal((await call(t.app, 'DELETE', `/v2/sermon_comments/comment/${third.commentID}`, { token: graceAdmin.tokens })).status, 204);
    assert.equal(await commentCount(video), 0);
    const gone = await call(t.app, 'DELETE', `/v2/sermon_comments/comment/${third.commentID}`, { token: admin.tokens });
    assert.equal(gone.status, 404);
    assert.deepEqual(gone.body, { message: 'Comment not found', errors: { code: 'NOT_FOUND' } });
    assert.equal(await commentCount(video), 0);
  });
});

describe('attacks', () => {
  it('refuses comments that are too short, too long or not text with 400, and stores nothing', async () => {
    const { german } = t.fixture.ids;
    const bad: unknown[] = [
      { text: 'Amen' },
      { text: '    a b    ' },
      { text: '\u0000\u0000\u0000\u0000\u0000\u0000' },
      { text: 'x'.repeat(MAX_COMMENT_LENGTH + 1) },
      { text: 42 },
      { text: null },
      { text: ['Hello there'] },
      {},
    ];
    for (const body of bad) {
      const reply = await post(ann.tokens, german, body);
      assert.equal(reply.status, 400, `${JSON.stringify(body).slice(0, 40)}: ${reply.raw}`);
      assert.equal(typeof reply.body.errors.text, 'string');
    }
    assert.equal((await post(ann.tokens, german, { text: `  ${'x'.repeat(MAX_COMMENT_LENGTH)}  ` })).status, 201);
    assert.equal(await commentCount(german), 1);
  });

  it('stores HTML as text and returns it unchanged, never as markup', async () => {
    const html = '<script>alert("x")</script><img src=x onerror=alert(1)> <b>bold</b> &amp;';
    const reply = await post(ann.tokens, t.fixture.ids.german, { text: html });
    assert.equal(reply.status, 201);
    assert.equal(reply.body.text, html);
    assert.match(reply.headers['content-type'] as string, /^application\/json/);
    const listed = await call(t.app, 'GET', `/v2/node/sermons/${t.fixture.ids.german}/comments`);
    assert.equal(listed.body.results[0].text, html);
    assert.match(listed.headers['content-type'] as string, /^application\/json/);
  });

  it("answers 403 when deleting someone else's comment (another listener, an uploader, another broadcaster's admin)", async () => {
    const comment = (await post(ann.tokens, t.fixture.ids.romans, { text: 'Mine, not yours' })).body;
    for (const intruder of [bob, graceUploader, berlinAdmin]) {
      const reply = await call(t.app, 'DELETE', `/v2/sermon_comments/comment/${comment.commentID}`, { token: intruder.tokens });
      assert.equal(reply.status, 403, intruder.username);
      assert.equal(reply.body.errors.code, 'FORBIDDEN');
    }
    const still = await call(t.app, 'GET', `/v2/sermon_comments/legacy?sermonID=${t.fixture.ids.romans}`);
    assert.ok(still.body.results.some((c: Comment) => c.commentID === comment.commentID));
  });

  it("answers 403 when reading another user's comments list", async () => {
    const reply = await call(t.app, 'GET', `/v2/sermon_comments/user?userID=${ann.id}`, { token: bob.tokens });
    assert.equal(reply.status, 403);
    const asAdmin = await call(t.app, 'GET', `/v2/sermon_comments/user?userID=${ann.id}`, { token: admin.tokens });
    assert.equal(asAdmin.status, 200);
    assert.ok(asAdmin.body.results.every((c: Comment) => c.user.user_id === ann.id));
  });

  it('answers 404 for comments on unknown, draft or scheduled sermons and for unknown comment ids', async () => {
    for (const id of ['999999', 'abc', t.fixture.ids.draft, t.fixture.ids.scheduled]) {
      assert.equal((await post(ann.tokens, id, { text: 'Hello world' })).status, 404, id);
      assert.equal((await call(t.app, 'GET', `/v2/node/sermons/${id}/comments`)).status, 404, id);
    }
    for (const id of ['999999', 'abc', '-1', '99999999999999999999']) {
      const reply = await call(t.app, 'DELETE', `/v2/sermon_comments/comment/${id}`, { token: admin.tokens });
      assert.equal(reply.status, 404, id);
    }
  });

  it('answers 401 without a token and with a tampered one', async () => {
    for (const token of [undefined, tamperedToken(ann.tokens.access_token)]) {
      assert.equal((await post(token, t.fixture.ids.romans, { text: 'Hello world' })).status, 401);
      assert.equal((await call(t.app, 'DELETE', '/v2/sermon_comments/comment/1', { token })).status, 401);
      assert.equal((await call(t.app, 'GET', '/v2/sermon_comments/user', { token })).status, 401);
    }
  });

  it('answers 400 for bad paging', async () => {
    assert.equal((await call(t.app, 'GET', `/v2/node/sermons/${t.fixture.ids.romans}/comments?page=0`)).status, 400);
    assert.equal((await call(t.app, 'GET', `/v2/node/sermons/${t.fixture.ids.romans}/comments?pageSize=1000`)).status, 400);
    assert.equal((await call(t.app, 'GET', '/v2/sermon_comments/legacy?page=abc')).status, 400);
  });
});
