import assert from 'node:assert/strict';
import { BROADCASTER_ROLES, SITE_ROLES } from '@sermon/shared-contracts/constants/accounts';
import { after, before, describe, it } from 'node:test';
import { nodeListSchema } from '@sermon/shared-contracts/entities/node-list.schema';
import { speakerSchema } from '@sermon/shared-contracts/entities/speaker.schema';
import type { NodeList } from '@sermon/shared-contracts/entities/node-list';
import type { Speaker } from '@sermon/shared-contracts/entities/speaker';
import { authHeader, createSignedInUser } from '../../testing/auth-helpers';
import { getJson, startTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
before(async () => {
  t = await startTestApp();
});
after(() => t.close());

describe('GET /v2/node/speakers', () => {
  it('lists speakers by sort name in the list envelope', async () => {
    const { status, body } = await getJson<NodeList<Speaker>>(t.app, '/v2/node/speakers');
    assert.equal(status, 200);
    nodeListSchema(speakerSchema).parse(body);
    assert.equal(body.nodeType, 'speakers_list');
    assert.deepEqual(
      body.results.map((s) => s.sortName),
      ['Doe, John', 'Müller, Anna', 'Smith, AC/DC', 'Spurgeon, Charles H.', 'Various Speakers'],
    );
    const doe = body.results[0]!;
    assert.equal(doe.type, 'speaker');
    assert.equal(doe.sermonCount, 3);
    assert.equal(doe.mostRecentPreachDate, '2024-05-05');
    assert.match(doe.portraitURL, /^http:\/\/localhost:80\/media\/artwork\/speakers\/1\.svg$/);
    assert.match(doe.albumArtURL, /\{size\}x\{size\}/);
  });

  it('narrows to one broadcaster and to a name query', async () => {
    const byBroadcaster = await getJson<NodeList<Speaker>>(t.app, '/v2/node/speakers?broadcasterID=oxfordsem');
    assert.deepEqual(byBroadcaster.body.results.map((s) => s.displayName), ['AC/DC Smith', 'Various Speakers']);
    const byName = await getJson<NodeList<Speaker>>(t.app, '/v2/node/speakers?query=mull');
    assert.deepEqual(byName.body.results.map((s) => s.displayName), ['Anna Müller']);
  });

  it('sorts by sermon count and pages with next', async () => {
    const { body } = await getJson<NodeList<Speaker>>(t.app, '/v2/node/speakers?sortBy=sermon-count&pageSize=2');
    assert.deepEqual(body.results.map((s) => s.displayName), ['John Doe', 'Charles H. Spurgeon']);
    assert.equal(body.totalCount, 5);
    assert.equal(body.next, '/v2/node/speakers?sortBy=sermon-count&pageSize=2&page=2');
  });

  it('answers 400 for a bad page size', async () => {
    const { status, body } = await getJson(t.app, '/v2/node/speakers?pageSize=0');
    assert.equal(status, 400);
    assert.equal(typeof body.errors.pageSize, 'string');
  });
});

// John Doe has three published gracechapel sermons, plus a draft and a scheduled one.
describe('GET /v2/node/speakers?includeUnpublished=true', () => {
  let callers: Record<'listener' | 'otherAdmin' | 'admin' | 'biller' | 'siteAdmin', Record<string, string>>;
  before(async () => {
    const [listener, otherAdmin, admin, biller, siteAdmin] = await Promise.all([
      createSignedInUser(t, { username: 'sp-listener' }),
      createSignedInUser(t, { username: 'sp-oxford-admin', broadcasterRoles: [{ broadcasterID: 'oxfordsem', role: BROADCASTER_ROLES.Admin }] }),
      createSignedInUser(t, { username: 'sp-grace-admin', broadcasterRoles: [{ broadcasterID: 'gracechapel', role: BROADCASTER_ROLES.Admin }] }),
      createSignedInUser(t, { username: 'sp-grace-biller', broadcasterRoles: [{ broadcasterID: 'gracechapel', role: BROADCASTER_ROLES.Biller }] }),
      createSignedInUser(t, { username: 'sp-site-admin', siteRoles: [SITE_ROLES.Admin] }),
    ]);
    callers = {
      listener: authHeader(listener.tokens),
      otherAdmin: authHeader(otherAdmin.tokens),
      admin: authHeader(admin.tokens),
      biller: authHeader(biller.tokens),
      siteAdmin: authHeader(siteAdmin.tokens),
    };
  });

  async function doeCount(url: string, headers: Record<string, string> = {}): Promise<number | null | undefined> {
    const { status, body } = await getJson<NodeList<Speaker>>(t.app, url, headers);
    assert.equal(status, 200);
    return body.results.find((s) => s.displayName === 'John Doe')?.sermonCount;
  }
  const forGrace = '/v2/node/speakers?broadcasterID=gracechapel&includeUnpublished=true';
  const forAll = '/v2/node/speakers?includeUnpublished=true';

  it("ignores the flag for anonymous callers, listeners and another broadcaster's admin", async () => {
    assert.equal(await doeCount(forGrace), 3);
    assert.equal(await doeCount(forGrace, callers.listener), 3);
    assert.equal(await doeCount(forGrace, callers.otherAdmin), 3);
  });

  it("counts drafts and scheduled sermons for the broadcaster's staff and site admins", async () => {
    assert.equal(await doeCount(forGrace, callers.admin), 5);
    assert.equal(await doeCount(forGrace, callers.biller), 5);
    assert.equal(await doeCount(forGrace, callers.siteAdmin), 5);
  });

  it('counts them across all broadcasters only for site admins', async () => {
    assert.equal(await doeCount(forAll, callers.admin), 3);
    assert.equal(await doeCount(forAll, callers.siteAdmin), 5);
  });
});

describe('GET /v2/node/speakers/{speaker}', () => {
  it('finds a speaker by id', async () => {
    const { status, body } = await getJson<Speaker>(t.app, '/v2/node/speakers/2');
    assert.equal(status, 200);
    speakerSchema.parse(body);
    assert.equal(body.displayName, 'Charles H. Spurgeon');
    assert.equal(body.sermonCount, 2);
  });

  it('finds a speaker by URL-encoded display name, including an encoded slash', async () => {
    const spaced = await getJson<Speaker>(t.app, '/v2/node/speakers/Charles%20H.%20Spurgeon');
    assert.equal(spaced.body.speakerID, 2);
    const accented = await getJson<Speaker>(t.app, `/v2/node/speakers/${encodeURIComponent('anna müller')}`);
    assert.equal(accented.body.speakerID, 3);
    const slashed = await getJson<Speaker>(t.app, '/v2/node/speakers/AC%2FDC%20Smith');
    assert.equal(slashed.status, 200);
    assert.equal(slashed.body.speakerID, 4);
  });

  it('answers 404 with the spec message for an unknown speaker', async () => {
    for (const name of ['Nobody%20Here', '9999']) {
      const { status, body } = await getJson(t.app, `/v2/node/speakers/${name}`);
      assert.equal(status, 404);
      assert.deepEqual(body, { message: 'Speaker not found', errors: { code: 'NOT_FOUND' } });
    }
  });
});
