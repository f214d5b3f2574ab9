// The demo catalogue loaded with demo media, and the start-up step that brings a database seeded by an
// older recipe up to date. Runs on PGlite, or on the PostgreSQL in DATABASE_URL (own schema).
import assert from 'node:assert/strict';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { and, asc, eq, inArray, isNotNull, like, notInArray, sql } from 'drizzle-orm';
import { sermonMedia, sermons, series } from '../schema';
import { DEMO_LANGUAGE_CODES_3, DEMO_MEDIA_SPECS, type DemoMediaSpec } from '../../media/demo-media/demo-media-keys';
import type { DemoMedia, DemoRendition } from '../../media/demo-media/generate-demo-media';
import { openTestDatabase, type TestDatabase } from '../../testing/test-database';
import { generateCatalogue } from './catalogue/generate-catalogue';
import { DEMO_MEDIA_SERIES } from './catalogue/demo-media-sermons';
import { ensureDemoMedia, ensureDemoMediaRows } from './ensure-demo-media';
import { loadCatalogue } from './load-catalogue';

/** What generateDemoMedia describes, without running ffmpeg: same files, kinds and languages. */
function fakeMedia(spec: DemoMediaSpec, seconds: number, recipe: 'old' | 'new' = 'new'): DemoMedia {
  const lang = DEMO_LANGUAGE_CODES_3[spec.languageCode];
  const key = (file: string) => `demo/${spec.key}/${file}`;
  const timed = (encoding: DemoRendition['encoding'], file: string, mediaType: 'mp3' | 'mp4', contentType: string, size: number): DemoRendition => ({
    encoding, mediaType, storageKey: key(file), contentType, bitrateKbps: 100, fileSizeBytes: size, durationSeconds: seconds,
    audioCodec: mediaType === 'mp3' ? 'mp3' : 'aac', videoCodec: mediaType === 'mp4' ? 'h264' : null,
  });
  const file = (encoding: DemoRendition['encoding'], name: string, mediaType: DemoRendition['mediaType'], contentType: string, language?: string): DemoRendition => ({
    encoding, mediaType, storageKey: key(name), contentType, bitrateKbps: null, fileSizeBytes: 500, durationSeconds: null,
    audioCodec: null, videoCodec: null, ...(language ? { language } : {}),
  });
  // The old recipe's audio was a few bytes different; the new recipe rebuilt it.
  const audioSize = recipe === 'old' ? 1000 : 1200;
  const renditions: DemoRendition[] = [
    timed('audio-high', 'audio-high.mp3', 'mp3', 'audio/mpeg', audioSize),
    timed('audio-low', 'audio-low.mp3', 'mp3', 'audio/mpeg', 300),
  ];
  if (spec.kind === 'video') {
    renditions.push(
      timed('video-high', 'video-high.mp4', 'mp4', 'video/mp4', 5000),
      timed('video-low', 'video-low.mp4', 'mp4', 'video/mp4', 2000),
      file('video-thumbnail', 'thumbnail.jpg', 'jpg', 'image/jpeg'),
    );
    if (recipe === 'new') {
      renditions.push(
        { ...timed('video-hls', 'hls/master.m3u8', 'mp4', 'application/vnd.apple.mpegurl', 300), bitrateKbps: 600 },
        { ...timed('video-short', 'preview.mp4', 'mp4', 'video/mp4', 400), durationSeconds: 8 },
      );
    }
  }
  if (recipe === 'new') {
    renditions.push(
      file('waveform', 'waveform.json', 'json', 'application/json'),
      file('caption', `captions.${lang}.vtt`, 'caption', 'text/vtt', lang),
      file('caption-srt', `captions.${lang}.srt`, 'caption', 'application/x-subrip', lang),
      file('transcript', `transcript.${lang}.txt`, 'transcript', 'text/plain; charset=utf-8', lang),
    );
  }
  return { key: spec.key, kind: spec.kind, durationSeconds: seconds, renditions };
}

const NEW_MEDIA = DEMO_MEDIA_SPECS.map((spec, i) => fakeMedia(spec, 50 + i));
const OLD_MEDIA = DEMO_MEDIA_SPECS.map((spec, i) => fakeMedia(spec, 50 + i, 'old'));
const NOW = Math.floor(Date.UTC(2026, 10, 20, 15) / 1000);

const catalogue = generateCatalogue();
const demoSermonId = (key: string) => catalogue.sermons.find((s) => s.mediaKey === key)!.sermonID;

describe('seeding the demo catalogue with the demo media', { timeout: 120_000 }, () => {
  let t: TestDatabase;
  before(async () => {
    t = await openTestDatabase('seed-test-');
    await loadCatalogue(t.database.db, catalogue, NEW_MEDIA, () => {}, NOW);
  });
  after(() => t.close());

  it('gives every demo sermon a waveform, VTT and SRT captions and a transcript in its own language', async () => {
    for (const spec of DEMO_MEDIA_SPECS) {
      const rows = await t.database.db.select().from(sermonMedia).where(eq(sermonMedia.sermonId, demoSermonId(spec.key)));
      const lang = DEMO_LANGUAGE_CODES_3[spec.languageCode];
      const of = (encoding: string) => rows.filter((r) => r.encoding === encoding);
      assert.equal(of('waveform').length, 1, spec.key);
      assert.deepEqual(
        [of('waveform')[0]!.kind, of('waveform')[0]!.mediaType, of('waveform')[0]!.contentType, of('waveform')[0]!.storageKey],
        ['waveform', 'json', 'application/json', `demo/${spec.key}/waveform.json`],
      );
      assert.deepEqual(
        rows.filter((r) => r.kind === 'caption').map((r) => [r.encoding, r.contentType, r.language, r.storageKey]).sort(),
        [
          ['caption', 'text/vtt', lang, `demo/${spec.key}/captions.${lang}.vtt`],
          ['caption-srt', 'application/x-subrip', lang, `demo/${spec.key}/captions.${lang}.srt`],
        ],
      );
      const transcript = rows.filter((r) => r.kind === 'text');
      assert.deepEqual(
        transcript.map((r) => [r.encoding, r.mediaType, r.contentType, r.language]),
        [['transcript', 'transcript', 'text/plain; charset=utf-8', lang]],
      );
    }
  });

  it('gives the demo videos an HLS rendition and a preview clip, and no audio item either', async () => {
    for (const spec of DEMO_MEDIA_SPECS) {
      const rows = await t.database.db.select().from(sermonMedia).where(eq(sermonMedia.sermonId, demoSermonId(spec.key)));
      const hls = rows.filter((r) => r.encoding === 'video-hls');
      const preview = rows.filter((r) => r.kind === 'preview');
      if (spec.kind === 'audio') {
        assert.equal(hls.length + preview.length, 0, spec.key);
        continue;
      }
      assert.deepEqual(
        hls.map((r) => [r.kind, r.mediaType, r.contentType, r.storageKey]),
        [['video', 'mp4', 'application/vnd.apple.mpegurl', `demo/${spec.key}/hls/master.m3u8`]],
      );
      assert.deepEqual(preview.map((r) => [r.encoding, r.mediaType, r.contentType, r.durationSeconds]), [['video-short', 'mp4', 'video/mp4', 8]]);
    }
  });

  it('puts the English and German Psalm 23, and the English and Spanish John 3, in translation groups', async () => {
    const grouped = await t.database.db
      .select({ id: sermons.id, group: sermons.translationGroup })
      .from(sermons)
      .where(isNotNull(sermons.translationGroup))
      .orderBy(asc(sermons.translationGroup), asc(sermons.id));
    const groupOf = (key: string) => grouped.find((g) => g.id === demoSermonId(key))?.group;
    assert.equal(grouped.length, 4);
    assert.equal(groupOf('psalm-23-shepherd'), 'demo-psalm-23');
    assert.equal(groupOf('psalm-23-de-hirte'), 'demo-psalm-23');
    assert.equal(groupOf('john-3-so-loved'), 'demo-john-3');
    assert.equal(groupOf('john-3-es-tal-manera'), 'demo-john-3');
  });

  it('has a demo series of three short audio recordings, one a day, in preaching order', async () => {
    const [row] = await t.database.db.select().from(series).where(eq(series.id, DEMO_MEDIA_SERIES.seriesID));
    assert.equal(row?.title, 'Weekend Meetings: Help for Pilgrims');
    const members = await t.database.db
      .select({ id: sermons.id, preachDate: sermons.preachDate, hasAudio: sermons.hasAudio, hasVideo: sermons.hasVideo, seconds: sermons.audioDurationSeconds, broadcaster: sermons.broadcasterId, published: sermons.publishTimestamp })
      .from(sermons)
      .where(eq(sermons.seriesId, DEMO_MEDIA_SERIES.seriesID))
      .orderBy(asc(sermons.preachDate));
    assert.deepEqual(members.map((m) => m.id), DEMO_MEDIA_SERIES.keys.map(demoSermonId));
    assert.equal(new Set(members.map((m) => m.preachDate)).size, 3, 'distinct dates give a clear order');
    assert.ok(members.every((m) => m.hasAudio && !m.hasVideo && m.seconds! <= 90 && m.broadcaster === 'capegrace' && m.published! <= NOW));
  });

  it('changes nothing when the start-up step runs on a freshly seeded database', async () => {
    const summary = await ensureDemoMediaRows(t.database.db, NEW_MEDIA);
    assert.deepEqual({ ...summary, sermons: 0 }, { sermons: 0, inserted: 0, updated: 0, removed: 0, translationGroups: 0 });
    assert.equal(summary.sermons, DEMO_MEDIA_SPECS.length);
  });
});

describe('bringing a database seeded by the old recipe up to date', { timeout: 120_000 }, () => {
  let t: TestDatabase;
  const db = () => t.database.db;
  const demoIds = DEMO_MEDIA_SPECS.map((s) => demoSermonId(s.key));
  const countRows = async () =>
    (await db().select({ n: sql<number>`count(*)::int` }).from(sermonMedia).where(like(sermonMedia.storageKey, 'demo/%')))[0]!.n;

  before(async () => {
    t = await openTestDatabase('seed-test-');
    // As it was before issue 4: audio, video and thumbnail rows only, no translation groups.
    await loadCatalogue(db(), catalogue, OLD_MEDIA, () => {}, NOW);
    await db().update(sermons).set({ translationGroup: null });
    // A row for a file an even older recipe made, which no recipe makes any more.
    await db().insert(sermonMedia).values({
      sermonId: demoSermonId('psalm-23-shepherd'), kind: 'text', encoding: 'pdf', mediaType: 'pdf',
      storageKey: 'demo/psalm-23-shepherd/notes.pdf', contentType: 'application/pdf', language: 'eng',
    });
  });
  after(() => t.close());

  it('adds the new rows, updates rebuilt files, drops rows for files no longer made and sets the groups', async () => {
    const before = await countRows();
    const lines: string[] = [];
    const summary = await ensureDemoMediaRows(db(), NEW_MEDIA, (line) => lines.push(line));
    const audioItems = DEMO_MEDIA_SPECS.filter((s) => s.kind === 'audio').length;
    const videoItems = DEMO_MEDIA_SPECS.length - audioItems;
    assert.deepEqual(summary, {
      sermons: DEMO_MEDIA_SPECS.length,
      inserted: audioItems * 4 + videoItems * 6,
      updated: DEMO_MEDIA_SPECS.length, // every audio-high changed size
      removed: 1,
      translationGroups: 4,
    });
    assert.equal(await countRows(), before + summary.inserted - 1);
    assert.deepEqual(lines, [
      `seed: demo media rows brought up to date for 14 sermons: ${summary.inserted} added, 14 updated, 1 removed, 4 translation groups set`,
    ]);
    const hls = await db().select().from(sermonMedia).where(eq(sermonMedia.encoding, 'video-hls'));
    assert.equal(hls.length, videoItems);
    const [high] = await db().select().from(sermonMedia).where(eq(sermonMedia.storageKey, 'demo/psalm-23-shepherd/audio-high.mp3'));
    assert.equal(high!.fileSizeBytes, 1200);
    const groups = await db().select({ id: sermons.id }).from(sermons).where(inArray(sermons.translationGroup, ['demo-psalm-23', 'demo-john-3']));
    assert.equal(groups.length, 4);
  });

  it('does it exactly once: a second start changes nothing', async () => {
    const before = await countRows();
    const lines: string[] = [];
    const summary = await ensureDemoMediaRows(db(), NEW_MEDIA, (line) => lines.push(line));
    assert.deepEqual(summary, { sermons: DEMO_MEDIA_SPECS.length, inserted: 0, updated: 0, removed: 0, translationGroups: 0 });
    assert.equal(await countRows(), before);
    assert.deepEqual(lines, [], 'nothing to say when nothing changed');
  });

  it('keeps a translation group an editor has changed, and the rows of sermons that are not demo sermons', async () => {
    await db().update(sermons).set({ translationGroup: 'editor-choice' }).where(eq(sermons.id, demoSermonId('john-3-so-loved')));
    const others = await db().select({ n: sql<number>`count(*)::int` }).from(sermonMedia).where(notInArray(sermonMedia.sermonId, demoIds));
    await ensureDemoMediaRows(db(), NEW_MEDIA);
    const [john] = await db().select({ group: sermons.translationGroup }).from(sermons).where(eq(sermons.id, demoSermonId('john-3-so-loved')));
    assert.equal(john!.group, 'editor-choice');
    const othersAfter = await db().select({ n: sql<number>`count(*)::int` }).from(sermonMedia).where(notInArray(sermonMedia.sermonId, demoIds));
    assert.deepEqual(othersAfter, others);
  });

  it('updates the sermon durations when the recordings were rebuilt with another length', async () => {
    const longer = NEW_MEDIA.map((m) =>
      m.key === 'psalm-121-keeper' ? { ...m, durationSeconds: 70, renditions: m.renditions.map((r) => (r.durationSeconds === null ? r : { ...r, durationSeconds: 70 })) } : m,
    );
    const summary = await ensureDemoMediaRows(db(), longer);
    assert.equal(summary.updated, 2, 'audio-high and audio-low');
    const [row] = await db().select({ seconds: sermons.audioDurationSeconds }).from(sermons).where(eq(sermons.id, demoSermonId('psalm-121-keeper')));
    assert.equal(row!.seconds, 70);
  });

  it('leaves a demo sermon alone when its recording is missing this time', async () => {
    const without = NEW_MEDIA.filter((m) => m.key !== 'psalm-1-two-ways');
    const id = demoSermonId('psalm-1-two-ways');
    const before = await db().select({ id: sermonMedia.id }).from(sermonMedia).where(eq(sermonMedia.sermonId, id));
    await ensureDemoMediaRows(db(), without);
    const afterRows = await db().select({ id: sermonMedia.id }).from(sermonMedia).where(eq(sermonMedia.sermonId, id));
    assert.equal(afterRows.length, before.length);
  });
});

describe('the start-up step on a database without demo sermons', () => {
  let t: TestDatabase;
  before(async () => {
    t = await openTestDatabase('seed-test-');
  });
  after(() => t.close());

  it('returns at once without looking for or making demo media (a production database)', async () => {
    const started = Date.now();
    const lines: string[] = [];
    const mediaRoot = path.join(t.dataDir, 'no-media-here');
    assert.equal(await ensureDemoMedia(t.database.db, mediaRoot, (line) => lines.push(line)), null);
    assert.deepEqual(lines, []);
    assert.ok(Date.now() - started < 2000);
    const rows = await t.database.db.select().from(sermonMedia).where(and(like(sermonMedia.storageKey, 'demo/%')));
    assert.equal(rows.length, 0);
  });
});
