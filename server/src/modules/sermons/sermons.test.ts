import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { nodeListSchema } from '@sermon/shared-contracts/entities/node-list.schema';
import { sermonSchema } from '@sermon/shared-contracts/entities/sermon.schema';
import { broadcasterSchema, liteBroadcasterSchema } from '@sermon/shared-contracts/entities/broadcaster.schema';
import { SERMON_SORT_OPTIONS } from '@sermon/shared-contracts/constants/sermon-sort';
import type { Sermon } from '@sermon/shared-contracts/entities/sermon';
import type { NodeList } from '@sermon/shared-contracts/entities/node-list';
import { BROADCASTER_ROLES, SITE_ROLES } from '@sermon/shared-contracts/constants/accounts';
import { authHeader, createSignedInUser } from '../../testing/auth-helpers';
import { getJson, startTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
before(async () => {
  t = await startTestApp();
});
after(() => t.close());

async function list(query: string): Promise<NodeList<Sermon>> {
  const { status, body, raw } = await getJson<NodeList<Sermon>>(t.app, `/v2/node/sermons${query}`);
  assert.equal(status, 200, raw);
  return body;
}

async function ids(query: string): Promise<string[]> {
  return (await list(query)).results.map((s) => s.sermonID);
}

describe('GET /v2/node/sermons', () => {
  it('answers the list envelope with every key of every sermon present', async () => {
    const body = await list('');
    nodeListSchema(sermonSchema).parse(body);
    assert.equal(body.nodeType, 'sermons_list');
    assert.equal(body.nodeDisplayName, 'Sermons');
    assert.equal(body.totalCount, 8, 'published sermons only');
    assert.equal(body.next, null);
    const romans = body.results.find((s) => s.sermonID === t.fixture.ids.romans)!;
    assert.equal(romans.type, 'sermon');
    assert.equal(romans.series?.title, 'Romans: The Gospel of God');
    assert.equal(romans.series?.count, 2);
    assert.equal(romans.speaker.displayName, 'John Doe');
    broadcasterSchema.parse(romans.broadcaster);
  });

  it('lists newest preach date first by default and falls back to newest for an unknown sort', async () => {
    const newest = await ids('');
    assert.deepEqual(newest.slice(0, 3), [t.fixture.ids.romans, '1010', '1009']);
    assert.deepEqual(await ids('?sortBy=sideways'), newest);
    assert.deepEqual(await ids('?sortBy=NEWEST'), newest);
  });

  it('accepts every sort option of the spec', async () => {
    for (const sortBy of SERMON_SORT_OPTIONS) {
      const body = await list(`?sortBy=${sortBy}`);
      assert.equal(body.totalCount, 8, sortBy);
    }
  });

  it('sorts by the chosen field', async () => {
    assert.equal((await ids('?sortBy=oldest'))[0], '1007');
    assert.equal((await ids('?sortBy=downloads'))[0], '1007');
    assert.equal((await ids('?sortBy=videoplays'))[0], t.fixture.ids.video);
    assert.equal((await ids('?sortBy=plays'))[0], '1007');
    assert.deepEqual((await ids('?sortBy=pickdate')).slice(0, 2), [t.fixture.ids.romans, '1007']);
    assert.equal((await list('?sortBy=title')).results[0]!.fullTitle, 'Abide in Me');
    assert.equal((await list('?sortBy=speaker')).results[0]!.speaker.sortName, 'Doe, John');
    assert.equal((await list('?sortBy=language')).results[0]!.languageCode, 'de');
    assert.equal((await list('?sortBy=event')).results[0]!.eventType, 'Bible Study');
    assert.equal((await list('?sortBy=series')).results[0]!.series?.title, 'Predigten aus Berlin');
    // Psalm 23 is the first book in canonical order among the fixture's references.
    assert.equal((await ids('?sortBy=bible'))[0], t.fixture.ids.psalm);
    const random = await ids('?sortBy=random&randomSeed=abc');
    assert.deepEqual(await ids('?sortBy=random&randomSeed=abc'), random, 'a seed gives a stable order');
    assert.deepEqual([...random].sort(), [...(await ids(''))].sort());
  });

  it('pages with a host-relative next link that keeps the filters', async () => {
    const first = await list('?pageSize=3&eventType=Sunday%20-%20AM&cacheLanguage=en&cacheMax=300');
    assert.equal(first.results.length, 1);
    const page1 = await list('?pageSize=3');
    assert.equal(page1.results.length, 3);
    assert.equal(page1.totalCount, 8);
    assert.equal(page1.next, '/v2/node/sermons?pageSize=3&page=2');
    const page2 = await list(page1.next!.replace('/v2/node/sermons', ''));
    assert.equal(page2.next, '/v2/node/sermons?pageSize=3&page=3');
    const page3 = await list('?pageSize=3&page=3');
    assert.equal(page3.results.length, 2);
    assert.equal(page3.next, null);
    const seen = [...page1.results, ...page2.results, ...page3.results].map((s) => s.sermonID);
    assert.equal(new Set(seen).size, 8);
    const beyond = await list('?pageSize=3&page=9');
    assert.deepEqual(beyond.results, []);
    assert.equal(beyond.totalCount, 8);
  });

  it('drops cache params from the next link', async () => {
    const body = await list('?pageSize=2&cacheLanguage=de&cacheMax=60&cacheDomain=x.org&speakerID=1');
    assert.equal(body.next, '/v2/node/sermons?pageSize=2&speakerID=1&page=2');
  });

  it('filters by scripture book, chapter and verse', async () => {
    assert.deepEqual((await ids('?book=ROM')).sort(), [t.fixture.ids.romans, '1007']);
    assert.deepEqual(await ids('?book=Rom&chapter=8'), [t.fixture.ids.romans]);
    assert.deepEqual(await ids('?book=romans&chapter=8&verse=35'), [t.fixture.ids.romans]);
    assert.deepEqual(await ids('?book=ROM&chapter=8&verse=1&verseEnd=30'), []);
    assert.deepEqual(await ids('?book=ROM&chapter=4&chapterEnd=6'), ['1007']);
    assert.deepEqual((await ids('?book=PSA&chapter=23&verse=2')).sort(), [t.fixture.ids.psalm, t.fixture.ids.german]);
    assert.deepEqual(await ids('?book=GAL'), ['1007']);
  });

  it('filters by event type, language (2 or 3 letters), series id or title, broadcaster and speaker', async () => {
    assert.deepEqual(await ids('?eventType=Bible%20Study'), [t.fixture.ids.psalm]);
    assert.deepEqual(await ids('?languageCode=de'), [t.fixture.ids.german]);
    assert.deepEqual(await ids('?languageCode=SPA'), ['1008']);
    assert.deepEqual(await ids('?series=10'), [t.fixture.ids.romans, '1009']);
    assert.deepEqual(await ids('?series=romans:%20the%20gospel%20of%20god&broadcasterID=gracechapel'), [t.fixture.ids.romans, '1009']);
    assert.deepEqual(await ids('?broadcasterID=berlinradio'), [t.fixture.ids.german]);
    assert.deepEqual(await ids('?speakerName=charles%20h.%20spurgeon'), [t.fixture.ids.video, '1007']);
    assert.deepEqual(await ids('?speakerID=2'), [t.fixture.ids.video, '1007']);
  });

  it('filters by media', async () => {
    assert.deepEqual(await ids('?requireAudio=True'), [t.fixture.ids.romans, t.fixture.ids.psalm, t.fixture.ids.video]);
    assert.deepEqual(await ids('?requireVideo=true'), [t.fixture.ids.video]);
    assert.deepEqual(await ids('?requirePDF=1'), []);
    assert.equal((await list('?noMedia=true')).totalCount, 5);
    assert.equal((await list('?requireAudio=false')).totalCount, 8);
  });

  it('filters by dates, picks, features and audio duration', async () => {
    assert.deepEqual(await ids('?year=2024'), [t.fixture.ids.romans, '1010', '1009']);
    assert.deepEqual(await ids('?year=2024&month=1'), ['1009']);
    assert.deepEqual(await ids('?year=2024&month=5&day=5'), [t.fixture.ids.romans]);
    const jan2024 = Date.parse('2024-01-01T00:00:00Z') / 1000;
    const mar2024 = Date.parse('2024-03-01T00:00:00Z') / 1000;
    assert.deepEqual(await ids(`?preachedAfterTimestamp=${jan2024}&preachedBeforeTimestamp=${mar2024}`), ['1010', '1009']);
    assert.deepEqual(await ids('?staffPick=true'), [t.fixture.ids.romans, '1007']);
    assert.deepEqual(await ids('?featured=true'), [t.fixture.ids.romans, t.fixture.ids.psalm, t.fixture.ids.video]);
    assert.deepEqual(await ids('?audioMinDurationSeconds=601'), [t.fixture.ids.romans]);
    assert.deepEqual(await ids('?audioMaxDurationSeconds=600'), [t.fixture.ids.psalm, t.fixture.ids.video]);
  });

  it('filters by the broadcaster fields', async () => {
    assert.deepEqual(await ids('?denomination=baptist&year=2023'), [t.fixture.ids.psalm]);
    assert.deepEqual(await ids('?state=georgia&year=2023'), [t.fixture.ids.psalm]);
    assert.deepEqual(await ids('?country=DE'), [t.fixture.ids.german]);
    assert.deepEqual(await ids('?country=united%20kingdom'), ['1010', '1008']);
    assert.deepEqual(await ids('?vacantPulpit=true'), [t.fixture.ids.german]);
  });

  it('searches titles, texts, keywords and speaker names, accent-insensitively', async () => {
    assert.deepEqual(await ids('?searchKeyword=conquerors'), [t.fixture.ids.romans]);
    assert.deepEqual(await ids('?searchKeyword=assurance'), [t.fixture.ids.romans]);
    assert.deepEqual(await ids('?searchKeyword=separate'), [t.fixture.ids.romans]);
    assert.deepEqual(await ids('?searchKeyword=spurgeon'), [t.fixture.ids.video, '1007']);
    assert.deepEqual(await ids('?searchKeyword=gracia%20sobre'), ['1008']);
    assert.deepEqual(await ids('?searchKeyword=muller'), [t.fixture.ids.german]);
    assert.equal((await ids('?searchKeyword=faith&sortBy=relevance'))[0], '1007');
  });

  it('returns exactly the listed sermonIDs and ignores other filters', async () => {
    assert.deepEqual((await ids(`?sermonIDs=1007,${t.fixture.ids.psalm}&eventType=Wedding`)).sort(), [
      t.fixture.ids.psalm,
      '1007',
    ]);
  });

  it("shows drafts and scheduled sermons only when asked, and only to the broadcaster's staff", async () => {
    const manager = await createSignedInUser(t, {
      username: 'listmanager',
      broadcasterRoles: [{ broadcasterID: 'gracechapel', role: BROADCASTER_ROLES.Admin }],
    });
    const asManager = async (query: string) => {
      const { status, body, raw } = await getJson<NodeList<Sermon>>(t.app, `/v2/node/sermons${query}`, authHeader(manager.tokens));
      assert.equal(status, 200, raw);
      return body;
    };
    assert.ok(!(await asManager('?pageSize=100')).results.some((s) => s.sermonID === t.fixture.ids.draft));
    assert.deepEqual((await asManager('?includeDrafts=true&includePublished=false')).results.map((s) => s.sermonID), [t.fixture.ids.draft]);
    assert.deepEqual((await asManager('?includeScheduled=true&includePublished=false')).results.map((s) => s.sermonID), [
      t.fixture.ids.scheduled,
    ]);
    assert.equal((await asManager('?includeDrafts=1&includeScheduled=1')).totalCount, 10);
    const draft = (await asManager('?includeDrafts=true&includePublished=false')).results[0]!;
    assert.equal(draft.publishTimestamp, null);
  });

  it('never lists drafts or scheduled sermons to anonymous callers or listeners, and does not refuse the flags', async () => {
    const listener = await createSignedInUser(t, { username: 'listpeeker' });
    const unpublished = [t.fixture.ids.draft, t.fixture.ids.scheduled];
    for (const query of [
      '?includeDrafts=true&includeScheduled=true&pageSize=100',
      '?includeDrafts=true&includeScheduled=true&broadcasterID=gracechapel&pageSize=100',
      '?includeDrafts=1&includePublished=false',
      '?includeScheduled=1&includePublished=false',
      `?sermonIDs=${unpublished.join(',')}&includeDrafts=true&includeScheduled=true`,
    ]) {
      for (const headers of [{}, authHeader(listener.tokens)]) {
        const { status, body, raw } = await getJson<NodeList<Sermon>>(t.app, `/v2/node/sermons${query}`, headers);
        assert.equal(status, 200, raw);
        const seen = body.results.map((s) => s.sermonID);
        assert.ok(!seen.some((id) => unpublished.includes(id)), `${query}: ${seen.join(',')}`);
        assert.ok(body.results.every((s) => s.publishTimestamp !== null && s.publishTimestamp <= Date.now() / 1000), query);
        if (!query.includes('includePublished=false') && !query.includes('sermonIDs')) {
          // the same as without the flags
          const plain = await list(query.includes('gracechapel') ? '?broadcasterID=gracechapel' : '');
          assert.equal(body.totalCount, plain.totalCount, query);
        } else {
          assert.equal(body.totalCount, 0, query);
        }
      }
    }
  });

  it("lists a broadcaster's drafts to any of its roles and to site admins, never to another broadcaster's admin", async () => {
    const draftIds = async (user: { tokens: Parameters<typeof authHeader>[0] }, query = '') => {
      const { body } = await getJson<NodeList<Sermon>>(
        t.app,
        `/v2/node/sermons?includeDrafts=true&includeScheduled=true&includePublished=false${query}`,
        authHeader(user.tokens),
      );
      return body.results.map((s) => s.sermonID).sort();
    };
    const both = [t.fixture.ids.draft, t.fixture.ids.scheduled].sort();
    const biller = await createSignedInUser(t, {
      username: 'listbiller',
      broadcasterRoles: [{ broadcasterID: 'gracechapel', role: BROADCASTER_ROLES.Biller }],
    });
    const uploader = await createSignedInUser(t, {
      username: 'listuploader',
      broadcasterRoles: [{ broadcasterID: 'gracechapel', role: BROADCASTER_ROLES.Uploader }],
    });
    const berlin = await createSignedInUser(t, {
      username: 'listberlin',
      broadcasterRoles: [{ broadcasterID: 'berlinradio', role: BROADCASTER_ROLES.Admin }],
    });
    const siteAdmin = await createSignedInUser(t, { username: 'listsiteadmin', siteRoles: [SITE_ROLES.Admin] });
    assert.deepEqual(await draftIds(biller), both);
    assert.deepEqual(await draftIds(uploader, '&broadcasterID=gracechapel'), both);
    assert.deepEqual(await draftIds(siteAdmin), both);
    assert.deepEqual(await draftIds(berlin), []);
    assert.deepEqual(await draftIds(berlin, '&broadcasterID=gracechapel'), []);
    // the same people can open what they were shown
    for (const id of both) {
      const url = `/v2/node/sermons/${id}?allowUnpublished=true`;
      assert.equal((await getJson(t.app, url, authHeader(biller.tokens))).status, 200, id);
      assert.equal((await getJson(t.app, url, authHeader(berlin.tokens))).status, 404, id);
    }
  });

  it('gives lite broadcasters when asked', async () => {
    const body = await list('?liteBroadcaster=true&pageSize=1');
    liteBroadcasterSchema.parse(body.results[0]!.broadcaster);
    const lite = await list('?lite=true&pageSize=1');
    assert.equal(lite.results[0]!.type, 'lite_sermon');
    liteBroadcasterSchema.parse(lite.results[0]!.broadcaster);
  });

  it('lists media highest quality first with absolute URLs on this server', async () => {
    const [video] = (await list(`?sermonIDs=${t.fixture.ids.video}`)).results;
    assert.ok(video);
    assert.equal(video.hasVideo, true);
    assert.equal(video.hasAudio, true);
    assert.equal(video.videoDurationSeconds, 96);
    assert.equal(video.audioDurationSeconds, 95);
    assert.deepEqual(video.media.audio.map((m) => m.bitrate), [128, 32]);
    // the files highest first, then the adaptive HLS stream, which has no one bitrate and no download
    assert.deepEqual(video.media.video.map((m) => [m.bitrate, m.adaptiveBitrate]), [[900, false], [300, false], [null, true]]);
    const hls = video.media.video[2]!;
    assert.equal(hls.streamURL, 'http://localhost:80/media/fixture/john-1/hls/master.m3u8');
    assert.equal(hls.downloadURL, null);
    assert.equal(video.media.video[0]!.downloadURL, 'http://localhost:80/media/fixture/john-1/video-high.mp4?download=1');
    assert.equal(video.media.audio[0]!.streamURL, 'http://localhost:80/media/fixture/john-1/audio-high.mp3');
    assert.equal(video.media.video[0]!.videoCodec, 'h264');
    assert.equal(video.videoThumbnail, 'http://localhost:80/media/fixture/john-1/thumbnail.jpg');
    assert.equal(video.media.video[0]!.thumbnailImageURL, video.videoThumbnail);
  });

  it('builds media URLs from the request host, ignoring forwarded headers unless a proxy is trusted (TRUST_PROXY)', async () => {
    const { body } = await getJson<NodeList<Sermon>>(t.app, `/v2/node/sermons?sermonIDs=${t.fixture.ids.romans}`, {
      host: 'sermons.example.org',
      'x-forwarded-proto': 'https',
      'x-forwarded-host': 'evil.example',
    });
    assert.equal(body.results[0]!.media.audio[0]!.streamURL, 'http://sermons.example.org/media/fixture/romans-8/audio-high.mp3');
  });

  it('answers 400 with a clear JSON message for bad paging and filter values', async () => {
    const cases: [string, string][] = [
      ['?page=0', 'page'],
      ['?page=abc', 'page'],
      ['?pageSize=500', 'pageSize'],
      ['?pageSize=-1', 'pageSize'],
      ['?requireAudio=maybe', 'requireAudio'],
      ['?book=Hezekiah', 'book'],
      ['?book=ROM&chapter=17', 'chapter'],
      ['?chapter=3', 'chapter'],
      ['?languageCode=english', 'languageCode'],
      ['?sermonIDs=12,abc', 'sermonIDs'],
      ['?year=99', 'year'],
      ['?month=2', 'month'],
      ['?preachedAfterTimestamp=soon', 'preachedAfterTimestamp'],
    ];
    for (const [query, field] of cases) {
      const { status, body } = await getJson(t.app, `/v2/node/sermons${query}`);
      assert.equal(status, 400, query);
      assert.equal(body.errors.code, 'INVALID_PARAMETER', query);
      assert.ok(typeof body.errors[field] === 'string', `${query} names ${field}: ${JSON.stringify(body)}`);
      assert.ok(body.message.startsWith(`${field}: `), query);
    }
  });
});

describe('GET /v2/node/sermons/{sermonID}', () => {
  it('answers the bare sermon object with every key', async () => {
    const { status, body } = await getJson<Sermon>(t.app, `/v2/node/sermons/${t.fixture.ids.romans}`);
    assert.equal(status, 200);
    sermonSchema.parse(body);
    assert.equal(body.sermonID, t.fixture.ids.romans);
    assert.equal(body.bibleText, 'Romans 8:31-39');
    assert.equal(body.pickDate, '2024-06-01');
    assert.equal(body.speaker.sermonCount, 3);
    assert.equal((body.broadcaster as { numberOfSermons: number }).numberOfSermons, 5);
  });

  it("fills the player's extras from the sermon's files: waveform, captions, preview and transcript", async () => {
    const romans = (await getJson<Sermon>(t.app, `/v2/node/sermons/${t.fixture.ids.romans}`)).body;
    assert.equal(romans.waveformPeaksURL, 'http://localhost:80/media/fixture/romans-8/waveform.json');
    assert.deepEqual(romans.captionLanguages, { alpha_2: ['en'], alpha_3: ['eng'] });
    assert.deepEqual(romans.transcript, { downloadURL: 'http://localhost:80/v2/node/sermons/1001/transcript?language=eng' });
    assert.equal(romans.videoPreviewURL, null);
    // both caption formats are listed; clients pick by the URL's suffix
    assert.deepEqual(
      romans.media.caption.map((m) => [m.mediaType, m.language, m.streamURL?.split('/').pop()]).sort(),
      [
        ['caption', 'eng', 'captions.eng.srt'],
        ['caption', 'eng', 'captions.eng.vtt'],
      ],
    );
    assert.deepEqual(romans.media.text.map((m) => m.mediaType), ['transcript']);
    // the waveform is not a medium of its own: it never shows in the media lists
    assert.equal(JSON.stringify(romans.media).includes('waveform.json'), false);

    const video = (await getJson<Sermon>(t.app, `/v2/node/sermons/${t.fixture.ids.video}`)).body;
    assert.equal(video.videoPreviewURL, 'http://localhost:80/media/fixture/john-1/preview.mp4');
    assert.equal(JSON.stringify(video.media).includes('preview.mp4'), false);
    assert.deepEqual(video.captionLanguages, { alpha_2: [], alpha_3: [] });
    assert.equal(video.transcript, null);

    const german = (await getJson<Sermon>(t.app, `/v2/node/sermons/${t.fixture.ids.german}`)).body;
    assert.equal(german.waveformPeaksURL, null);
    assert.equal(german.lastAudioAccessTimestamp, null);
    assert.equal(german.lastVideoAccessTimestamp, null);
  });

  it('answers 404 with the spec message for unknown, malformed and unpublished ids', async () => {
    for (const id of ['999999', 'abc', t.fixture.ids.draft, t.fixture.ids.scheduled]) {
      const { status, body } = await getJson(t.app, `/v2/node/sermons/${id}`);
      assert.equal(status, 404, id);
      assert.deepEqual(body, { message: 'Sermon not found', errors: { code: 'NOT_FOUND' } });
    }
  });

  it("shows drafts and scheduled sermons with allowUnpublished to the broadcaster's staff and site admins only", async () => {
    const url = `/v2/node/sermons/${t.fixture.ids.draft}?allowUnpublished=True`;
    const anonymous = await getJson<Sermon>(t.app, url);
    assert.equal(anonymous.status, 404);
    const listener = await createSignedInUser(t, { username: 'draftpeeker' });
    assert.equal((await getJson(t.app, url, authHeader(listener.tokens))).status, 404);
    const admin = await createSignedInUser(t, { username: 'draftadmin', siteRoles: [SITE_ROLES.Admin] });
    const { status, body } = await getJson<Sermon>(t.app, url, authHeader(admin.tokens));
    assert.equal(status, 200);
    assert.equal(body.publishTimestamp, null);
    const staff = await createSignedInUser(t, {
      username: 'draftuploader',
      broadcasterRoles: [{ broadcasterID: body.broadcaster.broadcasterID, role: BROADCASTER_ROLES.Uploader }],
    });
    assert.equal((await getJson(t.app, url, authHeader(staff.tokens))).status, 200);
  });

  it('gives the lite form when asked, as the web client does', async () => {
    const { body } = await getJson<Sermon>(t.app, `/v2/node/sermons/${t.fixture.ids.romans}?lite=1&liteBroadcaster=1`);
    assert.equal(body.type, 'lite_sermon');
    liteBroadcasterSchema.parse(body.broadcaster);
  });
});

describe('unknown API routes', () => {
  it('answer the status body real clients saw live', async () => {
    const { status, body } = await getJson(t.app, '/v2/node/nothing-here');
    assert.equal(status, 404);
    assert.deepEqual(body, { status: 'SermonAudio API 404 Not Found' });
  });
});
