import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { languageSchema } from '@sermon/shared-contracts/entities/language.schema';
import { nodeListSchema } from '@sermon/shared-contracts/entities/node-list.schema';
import { sermonEventTypeDetailSchema } from '@sermon/shared-contracts/entities/sermon-event-type.schema';
import type { Language } from '@sermon/shared-contracts/entities/language';
import type { NodeList } from '@sermon/shared-contracts/entities/node-list';
import type { SermonEventTypeDetail } from '@sermon/shared-contracts/entities/sermon-event-type';
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

  it('narrows to one broadcaster with snake_case broadcaster_id and can include unpublished', async () => {
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
    const all = await getJson<NodeList<SermonEventTypeDetail>>(
      t.app,
      '/v2/node/filter_options/sermon_event_types?broadcaster_id=gracechapel&includeUnpublished=true',
    );
    assert.equal(all.body.results.find((e) => e.description === 'Sunday - AM')!.numberOfSermons, 3);
  });
});
