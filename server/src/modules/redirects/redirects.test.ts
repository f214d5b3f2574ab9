import assert from 'node:assert/strict';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { coupons, speakers } from '../../db/schema';
import { startTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
let frontendRoot: string;
const SHELL_INDEX = '<!doctype html><title>shell</title><div id="mf-outlet"></div>';

before(async () => {
  frontendRoot = await mkdtemp(path.join(os.tmpdir(), 'frontends-'));
  await mkdir(path.join(frontendRoot, 'shell/dist'), { recursive: true });
  await writeFile(path.join(frontendRoot, 'shell/dist/index.html'), SHELL_INDEX);
  t = await startTestApp({ frontendRoot });
});
after(async () => {
  await t.close();
  await rm(frontendRoot, { recursive: true, force: true });
});

async function get(url: string, method: 'GET' | 'HEAD' = 'GET') {
  const response = await t.app.inject({ method, url });
  return { status: response.statusCode, location: response.headers.location, body: response.body };
}

async function assertRedirect(from: string, to: string, status = 301) {
  const response = await get(from);
  assert.equal(response.status, status, `${from} status`);
  assert.equal(response.location, to, `${from} location`);
}

async function assertSpa(url: string) {
  const response = await get(url);
  assert.equal(response.status, 200, `${url} status`);
  assert.equal(response.location, undefined);
  assert.match(response.body, /mf-outlet/);
}

describe('redirect rules', () => {
  it('redirects the fixed paths with 301', async () => {
    await assertRedirect('/sitemap.xml', '/sitemap/index.xml');
    await assertRedirect('/login', '/user/login');
    await assertRedirect('/logout', '/user/logout');
    await assertRedirect('/learn', '/broadcaster/overview');
    await assertRedirect('/mobile', '/devices');
    await assertRedirect('/goj/2024', '/collections/goj-2024');
    await assertRedirect('/podcasts', '/series/podcasts');
    await assertRedirect('/podcasts/10', '/series/10');
    await assertRedirect('/broadcasters/gracechapel/series/10', '/series/10');
    await assertRedirect('/broadcasters/gracechapel/about', '/broadcasters/gracechapel');
    await assertRedirect('/broadcaster/signup-coupon', '/broadcaster/sign-up');
  });

  it('redirects a bare id of a published sermon, and leaves unknown and draft ids to the SPA', async () => {
    await assertRedirect(`/${t.fixture.ids.romans}`, `/sermons/${t.fixture.ids.romans}`);
    await assertRedirect(`/de/${t.fixture.ids.romans}`, `/de/sermons/${t.fixture.ids.romans}`);
    await assertSpa('/999999999999');
    // a draft's id must not reveal that the draft exists
    await assertSpa(`/${t.fixture.ids.draft}`);
  });

  it('matches without case, keeps the locale prefix and the query string', async () => {
    await assertRedirect('/LOGIN', '/user/login');
    await assertRedirect('/Sitemap.XML', '/sitemap/index.xml');
    await assertRedirect('/de/login', '/de/user/login');
    await assertRedirect('/DE/Mobile', '/de/devices');
    await assertRedirect('/gb/podcasts/11?x=1', '/gb/series/11?x=1');
    await assertRedirect('/login?next=%2Fsettings&a=b', '/user/login?next=%2Fsettings&a=b');
    await assertRedirect('/login/', '/user/login');
    const head = await get('/learn', 'HEAD');
    assert.equal(head.status, 301);
    assert.equal(head.location, '/broadcaster/overview');
  });

  it('leaves other pages to the SPA and server paths alone', async () => {
    await assertSpa('/sermons/123');
    await assertSpa('/broadcasters/gracechapel/series');
    await assertSpa('/user/login');
    await assertSpa('/de/learning');
    await assertSpa('/goj');
    assert.equal((await get('/v2/login')).status, 404);
    assert.equal((await get('/media/login')).location, undefined);
    assert.equal((await get('/mf/login')).location, undefined);
    assert.equal((await get('/deploy/login')).location, undefined);
    const post = await t.app.inject({ method: 'POST', url: '/login' });
    assert.equal(post.headers.location, undefined);
  });

  it('creates the sign-up coupon once, then 302s to the sign-up page carrying it', async () => {
    await assertRedirect('/broadcaster/signup-coupon/spring24', '/broadcaster/sign-up?coupon=SPRING24', 302);
    await assertRedirect('/de/Broadcaster/Signup-Coupon/spring24?utm=x', '/de/broadcaster/sign-up?coupon=SPRING24&utm=x', 302);
    const rows = await t.database.db.select().from(coupons).where(eq(coupons.code, 'SPRING24'));
    assert.equal(rows.length, 1);
    assert.equal(rows[0]!.couponType, 'signup-referral');
    assert.equal(rows[0]!.usedAt, null);
    // the sign-up page's lookup finds it
    const lookup = await t.app.inject({ method: 'GET', url: '/v2/signup_params/coupon/spring24' });
    assert.equal(lookup.statusCode, 200, lookup.body);
    // a segment that cannot be a code still lands on the sign-up page, without creating anything
    await assertRedirect('/broadcaster/signup-coupon/a%20b', '/broadcaster/sign-up', 302);
    assert.equal((await t.database.db.select().from(coupons).where(eq(coupons.code, 'A B'))).length, 0);
  });

  it('sends Bible book spellings to the OSIS abbreviation and out-of-range parts one level up', async () => {
    await assertRedirect('/sermons/scripture/romans/8/28', '/sermons/scripture/Rom/8/28');
    await assertRedirect('/sermons/scripture/ROM', '/sermons/scripture/Rom');
    await assertRedirect('/sermons/scripture/1%20John/5', '/sermons/scripture/1John/5');
    await assertRedirect('/sermons/scripture/1jn', '/sermons/scripture/1John');
    await assertRedirect('/de/Sermons/Scripture/romans/8?x=1', '/de/sermons/scripture/Rom/8?x=1');
    await assertRedirect('/sermons/scripture/Hezekiah/1/1', '/sermons/scripture');
    await assertRedirect('/gb/sermons/scripture/nope', '/gb/sermons/scripture');
    await assertRedirect('/sermons/scripture/Rom/17', '/sermons/scripture/Rom');
    await assertRedirect('/sermons/scripture/Rom/17/1', '/sermons/scripture/Rom');
    await assertRedirect('/sermons/scripture/Rom/8/40', '/sermons/scripture/Rom/8');
    await assertRedirect('/sermons/scripture/romans/8/40', '/sermons/scripture/Rom/8');
    // malformed input redirects, never a 500
    // a segment that is not valid percent-encoding is refused by fastify's router before any hook: 400, not 500
    assert.equal((await get('/sermons/scripture/%ZZ')).status, 400);
    await assertRedirect(`/sermons/scripture/${'a'.repeat(500)}/1`, '/sermons/scripture');
    await assertRedirect('/sermons/scripture/Rom/abc', '/sermons/scripture/Rom');
    assert.equal((await get('/sermons/scripture/Rom/8/%ZZ')).status, 400);
    await assertRedirect('/sermons/scripture/Rom/8/1.5', '/sermons/scripture/Rom/8');
    // canonical targets belong to the SPA: no redirect loop
    for (const path of ['/sermons/scripture/Rom/8/28', '/sermons/scripture/Rom/8', '/sermons/scripture/Rom', '/sermons/scripture/1John', '/de/sermons/scripture/Rom/8', '/sermons/scripture']) {
      await assertSpa(path);
    }
  });

  it('sends a speaker name to the id page and leaves ids, fixed lists and unknown names to the SPA', async () => {
    const [john] = await t.database.db.select({ id: speakers.id }).from(speakers).where(eq(speakers.displayName, 'John Doe'));
    const [spurgeon] = await t.database.db.select({ id: speakers.id }).from(speakers).where(eq(speakers.displayName, 'Charles H. Spurgeon'));
    assert.ok(john && spurgeon);
    await assertRedirect('/speakers/John_Doe', `/speakers/${john.id}`);
    await assertRedirect('/speakers/john%20doe', `/speakers/${john.id}`);
    await assertRedirect('/speakers/JOHN_DOE?tab=1', `/speakers/${john.id}?tab=1`);
    await assertRedirect('/de/speakers/charles_h._spurgeon', `/de/speakers/${spurgeon.id}`);
    await assertSpa(`/speakers/${john.id}`);
    for (const fixed of ['choice', 'classic', 'featured', 'primary', 'puritans', 'alphabetical', 'search', 'Featured']) {
      await assertSpa(`/speakers/${fixed}`);
    }
    await assertSpa('/speakers/No_Such_Person');
    assert.equal((await get('/speakers/%ZZ')).status, 400);
    await assertSpa('/speakers/%27%20OR%201%3D1--');
    await assertSpa(`/speakers/${'x'.repeat(500)}`);
    await assertSpa(`/speakers/${john.id}/sermons`);
  });
});
