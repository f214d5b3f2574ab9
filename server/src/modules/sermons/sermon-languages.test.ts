import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { BROADCASTER_ROLES, SITE_ROLES } from '@sermon/shared-contracts/constants/accounts';
import type { NodeList } from '@sermon/shared-contracts/entities/node-list';
import { nodeListSchema } from '@sermon/shared-contracts/entities/node-list.schema';
import type { SermonLanguageOption } from '@sermon/shared-contracts/entities/sermon-language';
import { sermonLanguageOptionSchema } from '@sermon/shared-contracts/entities/sermon-language.schema';
import { authHeader, createSignedInUser } from '../../testing/auth-helpers';
import { getJson, startTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
before(async () => {
  t = await startTestApp();
});
after(() => t.close());

async function languages(id: string, query = '', headers: Record<string, string> = {}): Promise<NodeList<SermonLanguageOption>> {
  const { status, body, raw } = await getJson<NodeList<SermonLanguageOption>>(t.app, `/v2/node/sermons/${id}/languages${query}`, headers);
  assert.equal(status, 200, raw);
  return nodeListSchema(sermonLanguageOptionSchema).parse(body);
}

const idsOf = (list: NodeList<SermonLanguageOption>) => list.results.map((option) => option.sermonID);

describe('GET /v2/node/sermons/{id}/languages', () => {
  it('lists the sermon and its published translations, named for the reader and in themselves', async () => {
    const list = await languages(t.fixture.ids.psalm, '', { 'accept-language': 'en-US' });
    assert.equal(list.nodeType, 'sermon_language');
    assert.equal(list.totalCount, 2);
    assert.equal(list.next, null);
    assert.deepEqual(list.results, [
      { sermonID: t.fixture.ids.psalm, languageCode: 'en', languageCode3: 'eng', localizedName: 'English', localizedNameInLanguage: 'English' },
      { sermonID: t.fixture.ids.german, languageCode: 'de', languageCode3: 'deu', localizedName: 'German', localizedNameInLanguage: 'Deutsch' },
    ]);
  });

  it('gives every member of the group the same list, ordered by name in the request locale', async () => {
    const german = await languages(t.fixture.ids.german, '', { 'accept-language': 'de-DE,de;q=0.9' });
    assert.deepEqual(
      german.results.map((o) => [o.sermonID, o.localizedName]),
      [
        [t.fixture.ids.german, 'Deutsch'],
        [t.fixture.ids.psalm, 'Englisch'],
      ],
    );
    const english = await languages(t.fixture.ids.german);
    assert.deepEqual(idsOf(english), [t.fixture.ids.psalm, t.fixture.ids.german], 'English sorts first without a locale');
  });

  it('lists a sermon without translations alone', async () => {
    const list = await languages(t.fixture.ids.romans);
    assert.deepEqual(idsOf(list), [t.fixture.ids.romans]);
    assert.equal(list.totalCount, 1);
  });

  it("lists unpublished translations only to their broadcaster's staff, when asked", async () => {
    const staff = await createSignedInUser(t, {
      username: 'langgrace',
      broadcasterRoles: [{ broadcasterID: 'gracechapel', role: BROADCASTER_ROLES.Uploader }],
    });
    const berlin = await createSignedInUser(t, {
      username: 'langberlin',
      broadcasterRoles: [{ broadcasterID: 'berlinradio', role: BROADCASTER_ROLES.Admin }],
    });
    const admin = await createSignedInUser(t, { username: 'langadmin', siteRoles: [SITE_ROLES.Admin] });
    const all = [t.fixture.ids.psalm, t.fixture.ids.draft, t.fixture.ids.german]; // English, French, German
    const published = [t.fixture.ids.psalm, t.fixture.ids.german];

    assert.deepEqual(idsOf(await languages(t.fixture.ids.german, '?allowUnpublished=true')), published, 'anonymous');
    assert.deepEqual(idsOf(await languages(t.fixture.ids.german, '', authHeader(staff.tokens))), published, 'not asked');
    assert.deepEqual(idsOf(await languages(t.fixture.ids.german, '?allowUnpublished=true', authHeader(berlin.tokens))), published, 'staff of another broadcaster');
    assert.deepEqual(idsOf(await languages(t.fixture.ids.german, '?allowUnpublished=true', authHeader(staff.tokens))), all);
    assert.deepEqual(idsOf(await languages(t.fixture.ids.psalm, '?allowUnpublished=1', authHeader(admin.tokens))), all);

    const draft = await languages(t.fixture.ids.draft, '?allowUnpublished=true', authHeader(staff.tokens));
    assert.deepEqual(idsOf(draft), all);
    const french = draft.results.find((o) => o.sermonID === t.fixture.ids.draft)!;
    assert.deepEqual([french.languageCode3, french.localizedName, french.localizedNameInLanguage], ['fra', 'French', 'français']);
  });

  it('answers 404 Sermon not found for unknown, malformed and unpublished sermons', async () => {
    for (const id of ['999999', 'abc', '1'.repeat(40), '..%2F1002', '1002%2F..', t.fixture.ids.draft, t.fixture.ids.scheduled]) {
      const { status, body } = await getJson(t.app, `/v2/node/sermons/${id}/languages`);
      assert.equal(status, 404, id);
      assert.deepEqual(body, { message: 'Sermon not found', errors: { code: 'NOT_FOUND' } }, id);
    }
    const listener = await createSignedInUser(t, { username: 'langlistener' });
    const asked = await getJson(t.app, `/v2/node/sermons/${t.fixture.ids.draft}/languages?allowUnpublished=true`, authHeader(listener.tokens));
    assert.equal(asked.status, 404);
  });

  it('answers 400 for a bad allowUnpublished', async () => {
    const { status, body } = await getJson(t.app, `/v2/node/sermons/${t.fixture.ids.psalm}/languages?allowUnpublished=perhaps`);
    assert.equal(status, 400);
    assert.ok(body.errors.allowUnpublished);
  });
});
