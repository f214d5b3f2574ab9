// Loads a catalogue (the demo one, or a test fixture in the same shape) and its media into the
// database in batches, inside one transaction, deriving what the list queries index on.
import { sql } from 'drizzle-orm';
import type { Db } from '../client';
import { broadcasters, series, sermonMedia, sermonScripture, sermons, speakers } from '../schema';
import { parseScriptureReferences, scriptureOrder } from '../../modules/sermons/scripture-references';
import type { DemoCatalogue, DemoSermon } from './catalogue/types';
import { demoRenditionKind, type DemoMedia } from '../../media/demo-media/generate-demo-media';

/** 400 rows x ~35 columns stays far below PGlite's 32 768 bind-parameter ceiling (backend-stack §1.5). */
const BATCH = 400;

async function insertInBatches<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += BATCH) await insert(rows.slice(i, i + BATCH));
}

function dateToEpoch(date: string): number {
  return Math.floor(Date.parse(`${date}T12:00:00Z`) / 1000);
}

function epochToDate(seconds: number): string {
  return new Date(seconds * 1000).toISOString().slice(0, 10);
}

/** How long the audio (or video) of a demo recording lasts; null when it has none. */
export function demoMediaDuration(media: DemoMedia | undefined, kind: 'audio' | 'video'): number | null {
  if (!media) return null;
  const rendition = media.renditions.find((r) => demoRenditionKind(r.encoding) === kind && r.durationSeconds !== null);
  return rendition ? rendition.durationSeconds : null;
}

/** sermon_media rows for a sermon's demo recording; captions and transcripts carry their own language. */
export function demoMediaRows(sermonId: string, sermonLanguage3: string, media: DemoMedia): (typeof sermonMedia.$inferInsert)[] {
  return media.renditions.map((r) => ({
    sermonId,
    kind: demoRenditionKind(r.encoding),
    encoding: r.encoding,
    mediaType: r.mediaType,
    storageKey: r.storageKey,
    contentType: r.contentType,
    bitrateKbps: r.bitrateKbps,
    fileSizeBytes: r.fileSizeBytes,
    durationSeconds: r.durationSeconds,
    audioCodec: r.audioCodec,
    videoCodec: r.videoCodec,
    language: r.language ?? sermonLanguage3,
  }));
}

export interface LoadSummary {
  broadcasters: number;
  speakers: number;
  series: number;
  sermons: number;
  mediaFiles: number;
}

export async function loadCatalogue(
  db: Db,
  catalogue: DemoCatalogue,
  media: DemoMedia[],
  log: (line: string) => void = () => {},
  now: number = Math.floor(Date.now() / 1000),
): Promise<LoadSummary> {
  const mediaByKey = new Map(media.map((m) => [m.key, m]));
  const missing = catalogue.sermons.filter((s) => s.mediaKey && !mediaByKey.has(s.mediaKey));
  if (missing.length) log(`seed: ${missing.length} sermons name media that was not generated; they stay without media`);

  const sermonRows = catalogue.sermons.map((s: DemoSermon) => {
    const m = s.mediaKey ? mediaByKey.get(s.mediaKey) : undefined;
    const refs = parseScriptureReferences(s.bibleText);
    const published = s.publishTimestamp !== null && s.publishTimestamp <= now;
    const created = s.publishTimestamp ?? dateToEpoch(s.preachDate);
    const audioSeconds = demoMediaDuration(m, 'audio');
    const videoSeconds = demoMediaDuration(m, 'video');
    return {
      row: {
        id: s.sermonID,
        broadcasterId: s.broadcasterID,
        speakerId: s.speakerID,
        seriesId: s.seriesID,
        fullTitle: s.fullTitle,
        displayTitle: s.displayTitle,
        subtitle: s.subtitle,
        bibleText: s.bibleText,
        moreInfoText: s.moreInfoText,
        eventType: s.eventType,
        languageCode: s.languageCode,
        languageCode3: s.languageCode3,
        preachDate: s.preachDate,
        publishTimestamp: s.publishTimestamp,
        keywords: s.keywords,
        downloadCount: s.downloadCount,
        videoDownloadCount: s.videoDownloadCount,
        pickDate: s.pickDate,
        // The sermons with the project's own recordings are the ones promoted on the home page.
        lastFeatureDate: m && published ? epochToDate(s.publishTimestamp!) : null,
        hasAudio: audioSeconds !== null,
        hasVideo: videoSeconds !== null,
        audioDurationSeconds: audioSeconds,
        videoDurationSeconds: videoSeconds,
        translationGroup: s.translationGroup ?? null,
        scriptureOrder: scriptureOrder(refs),
        createdAt: created,
        updatedAt: Math.max(created, s.pickDate ? dateToEpoch(s.pickDate) : 0),
      },
      refs,
      media: m,
    };
  });

  const mediaRows = sermonRows.flatMap(({ row, media: m }) => (m ? demoMediaRows(row.id, row.languageCode3, m) : []));
  const scriptureRows = sermonRows.flatMap(({ row, refs }) => refs.map((ref) => ({ sermonId: row.id, ...ref })));

  const seriesUpdated = new Map<number, number>();
  for (const { row } of sermonRows) {
    if (row.seriesId !== null) seriesUpdated.set(row.seriesId, Math.max(seriesUpdated.get(row.seriesId) ?? 0, row.updatedAt));
  }
  const earliestJoin = Math.min(now, ...catalogue.broadcasters.map((b) => b.joined));

  await db.transaction(async (tx) => {
    await insertInBatches(catalogue.broadcasters, (batch) =>
      tx.insert(broadcasters).values(
        batch.map((b) => ({
          id: b.broadcasterID,
          idCode: b.idCode,
          displayName: b.displayName,
          shortName: b.shortName,
          location: b.location,
          country: b.country,
          countryIsoCode: b.countryISOCode,
          state: b.state,
          categories: b.categories,
          denomination: b.denomination,
          minister: b.minister,
          address: b.address,
          serviceTimes: b.serviceTimes,
          phone: b.phone,
          homePageUrl: b.homePageURL,
          latitude: b.latitude,
          longitude: b.longitude,
          languageCode: b.languageCode,
          aboutUs: b.aboutUs,
          vacantPulpit: b.vacantPulpit,
          canWebcast: b.canWebcast,
          joinedAt: b.joined,
        })),
      ),
    );
    log(`seed: ${catalogue.broadcasters.length} broadcasters`);
    await insertInBatches(catalogue.speakers, (batch) =>
      tx.insert(speakers).values(
        batch.map((s) => ({
          id: s.speakerID,
          displayName: s.displayName,
          sortName: s.sortName,
          bio: s.bio,
          groups: s.groups,
          createdAt: earliestJoin,
        })),
      ),
    );
    log(`seed: ${catalogue.speakers.length} speakers`);
    await insertInBatches(catalogue.series, (batch) =>
      tx.insert(series).values(
        batch.map((s) => ({
          id: s.seriesID,
          broadcasterId: s.broadcasterID,
          title: s.title,
          description: s.description,
          podcastEnabled: s.podcastEnabled,
          createdAt: earliestJoin,
          updatedAt: seriesUpdated.get(s.seriesID) ?? earliestJoin,
        })),
      ),
    );
    log(`seed: ${catalogue.series.length} series`);
    await insertInBatches(sermonRows, (batch) => tx.insert(sermons).values(batch.map((s) => s.row)));
    log(`seed: ${sermonRows.length} sermons`);
    await insertInBatches(scriptureRows, (batch) => tx.insert(sermonScripture).values(batch));
    await insertInBatches(mediaRows, (batch) => tx.insert(sermonMedia).values(batch));
    log(`seed: ${mediaRows.length} media files attached to ${sermonRows.filter((s) => s.media).length} sermons`);
    // Explicit ids bypass the identity sequences; move them past the loaded rows.
    await tx.execute(sql`select setval(pg_get_serial_sequence('speakers', 'id'), greatest((select max(id) from speakers), 1))`);
    await tx.execute(sql`select setval(pg_get_serial_sequence('series', 'id'), greatest((select max(id) from series), 1))`);
  });
  // Fresh statistics, so the planner picks the list indexes from the first request on.
  await db.execute(sql`analyze`);

  return {
    broadcasters: catalogue.broadcasters.length,
    speakers: catalogue.speakers.length,
    series: catalogue.series.length,
    sermons: sermonRows.length,
    mediaFiles: mediaRows.length,
  };
}
