import assert from 'node:assert/strict';
import { BROADCASTER_ROLES, SITE_ROLES } from '@sermon/shared-contracts/constants/accounts';
import { after, before, describe, it } from 'node:test';
import { languageSchema } from '@sermon/shared-contracts/entities/language.schema';
import { nodeListSchema } from '@sermon/shared-contracts/entities/node-list.schema';
import { sermonEventTypeDetailSchema } from '@sermon/shared-contracts/entities/sermon-event-type.schema';
import type { Language } from '@sermon/shared-contracts/entities/language';
import type { NodeList } from '@sermon/shared-contracts/entities/node-list';
import type { SermonEventTypeDetail } from '@sermon/shared-contracts/entities/sermon-event-type';
import { authHeader, createSignedInUser } from '../../testing/auth-helpers';
import { getJson, startTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
before(async () => {
  t = await startTestApp();
});
after(() => t.close());

describe('GET /v2/node/languages', () => {
  it('lists the languages of published sermons with English, localized and native names', async () => {
    const { status, body } = await getJson<NodeList<Language>>(t.app, '/v2/node/languages', { 'accept-language': 'de-DE,de;q=0.9' });
    assert.equal(status, 200);
    nodeListSchema(languageSchema).parse(body);
    assert.deepEqual(body.results.map((l) => l.languageCode), ['en', 'de', 'es']);
    const german = body.results.find((l) => l.languageCode === 'de')!;
    assert.deepEqual(german, {
      type: 'language',
      languageName: 'German',
      languageCode: 'de',
      languageCode3: 'deu',
      localizedName: 'Deutsch',
      localizedNameInLanguage: 'Deutsch',
    });
    const spanish = body.results.find((l) => l.languageCode === 'es')!;
    assert.equal(spanish.localizedName, 'Spanisch');
    assert.equal(spanish.localizedNameInLanguage, 'español');
  });

  it('names languages in English without an Accept-Language', async () => {
    const { body } = await getJson<NodeList<Language>>(t.app, '/v2/node/languages');
    assert.equal(body.results.find((l) => l.languageCode === 'es')!.localizedName, 'Spanish');
  });
});

describe('GET /v2/node/filter_options/sermon_event_types', () => {
  it('counts published sermons per event type', async () => {
    const { status, body } = await getJson<NodeList<SermonEventTypeDetail>>(t.app, '/v2/node/filter_options/sermon_event_types');
    assert.equal(status, 200);
    nodeListSchema(sermonEventTypeDetailSchema).parse(body);
    const counts = Object.fromEntries(body.results.map((e) => [e.description, e.numberOfSermons]));
    assert.equal(counts['Sunday - AM'], 1);
    assert.equal(counts['Bible Study'], 1);
    assert.equal(body.totalCount, body.results.length);
  });

  it('narrows to one broadcaster with snake_case broadcaster_id', async () => {
    const { body } = await getJson<NodeList<SermonEventTypeDetail>>(
      t.app,
      '/v2/node/filter_options/sermon_event_types?broadcaster_id=gracechapel',
    );
    assert.deepEqual(
      body.results.map((e) => [e.description, e.numberOfSermons]),
      [
        ['Bible Study', 1],
        ['Special Meeting', 1],
        ['Sunday - AM', 1],
        ['Sunday - PM', 1],
        ['Classic Audio', 1],
      ].sort((a, b) => String(a[0]).localeCompare(String(b[0]))),
    );
  });
});

// gracechapel has one published 'Sunday - AM' sermon, plus a draft and a scheduled one of that type.
describe('GET /v2/node/filter_options/sermon_event_types?includeUnpublished=true', () => {
  let callers: Record<'listener' | 'otherAdmin' | 'admin' | 'uploader' | 'siteAdmin', Record<string, string>>;
  before(async () => {
    const [listener, otherAdmin, admin, uploader, siteAdmin] = await Promise.all([
      createSignedInUser(t, { username: 'et-listener' }),
      createSignedInUser(t, { username: 'et-oxford-admin', broadcasterRoles: [{ broadcasterID: 'oxfordsem', role: BROADCASTER_ROLES.Admin }] }),
      createSignedInUser(t, { username: 'et-grace-admin', broadcasterRoles: [{ broadcasterID: 'gracechapel', role: BROADCASTER_ROLES.Admin }] }),
      createSignedInUser(t, { username: 'et-grace-uploader', broadcasterRoles: [{ broadcasterID: 'gracechapel', role: BROADCASTER_ROLES.Uploader }] }),
      createSignedInUser(t, { username: 'et-site-admin', siteRoles: [SITE_ROLES.Admin] }),
    ]);
    callers = {
      listener: authHeader(listener.tokens),
      otherAdmin: authHeader(otherAdmin.tokens),
      admin: authHeader(admin.tokens),
      uploader: authHeader(uploader.tokens),
      siteAdmin: authHeader(siteAdmin.tokens),
    };
  });

  async function sundayAm(url: string, headers: Record<string, string> = {}): Promise<number | undefined> {
    const { status, body } = await getJson<NodeList<SermonEventTypeDetail>>(t.app, url, headers);
    assert.equal(status, 200);
    return body.results.find((e) => e.description === 'Sunday - AM')?.numberOfSermons;
  }
  const forGrace = '/v2/node/filter_options/sermon_event_types?broadcaster_id=gracechapel&includeUnpublished=true';
  const forAll = '/v2/node/filter_options/sermon_event_types?includeUnpublished=true';

  it('ignores the flag for anonymous callers, listeners and another broadcaster\'s admin', async () => {
    assert.equal(await sundayAm(forGrace), 1);
    assert.equal(await sundayAm(forGrace, callers.listener), 1);
    assert.equal(await sundayAm(forGrace, callers.otherAdmin), 1);
  });

  it('counts drafts and scheduled sermons for the broadcaster\'s staff and site admins', async () => {
    assert.equal(await sundayAm(forGrace, callers.admin), 3);
    assert.equal(await sundayAm(forGrace, callers.uploader), 3);
    assert.equal(await sundayAm(forGrace, callers.siteAdmin), 3);
  });

  it('counts them across all broadcasters only for site admins', async () => {
    assert.equal(await sundayAm(forAll), 1);
    assert.equal(await sundayAm(forAll, callers.admin), 1);
    assert.equal(await sundayAm(forAll, callers.siteAdmin), 3);
  });

  it('treats an unusable token as anonymous (published counts only)', async () => {
    assert.equal(await sundayAm(forGrace, { authorization: 'Bearer not-a-token' }), 1);
  });

  it('keeps answers with unpublished counts out of shared caches', async () => {
    const staff = await getJson(t.app, forGrace, callers.admin);
    assert.equal(staff.headers['cache-control'], 'private, no-store');
    const anonymous = await getJson(t.app, forGrace);
    assert.equal(anonymous.headers['cache-control'], undefined);
  });
});
