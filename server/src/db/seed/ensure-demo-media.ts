// A database is seeded once, but the demo recordings grow new files (waveform, captions, transcript,
// HLS, preview). At every start this brings the demo sermons' sermon_media rows in line with the files
// on disk and sets their translation groups, so a database seeded before a recipe change gets the new
// rows too. Demo sermons are found by their rows' storage keys (demo/<key>/...), not by id: ids of an
// older catalogue may differ from today's.
import { and, eq, inArray, isNull, like } from 'drizzle-orm';
import type { Db } from '../client';
import { sermonMedia, sermons } from '../schema';
import { generateDemoMedia, readDemoMedia, type DemoMedia } from '../../media/demo-media/generate-demo-media';
import { translationGroupOf } from './catalogue/demo-media-sermons';
import { demoMediaDuration, demoMediaRows } from './load-catalogue';

export interface EnsureSummary {
  sermons: number;
  inserted: number;
  updated: number;
  removed: number;
  translationGroups: number;
}

const DEMO_PREFIX = 'demo/';

/**
 * Makes the sermon_media rows of every demo sermon match `media` (inserting missing rows, updating
 * changed ones, removing rows for files the recipe no longer makes) and fills missing translation
 * groups. Running it again changes nothing.
 */
export async function ensureDemoMediaRows(db: Db, media: readonly DemoMedia[], log: (line: string) => void = () => {}): Promise<EnsureSummary> {
  const summary: EnsureSummary = { sermons: 0, inserted: 0, updated: 0, removed: 0, translationGroups: 0 };
  const existing = await db
    .select({ sermon: sermonMedia.sermonId, storageKey: sermonMedia.storageKey })
    .from(sermonMedia)
    .where(like(sermonMedia.storageKey, `${DEMO_PREFIX}%`));
  const sermonsByKey = new Map<string, Set<string>>();
  for (const row of existing) {
    const key = row.storageKey.slice(DEMO_PREFIX.length).split('/')[0]!;
    sermonsByKey.set(key, (sermonsByKey.get(key) ?? new Set()).add(row.sermon));
  }

  await db.transaction(async (tx) => {
    for (const item of media) {
      const sermonIds = [...(sermonsByKey.get(item.key) ?? [])];
      if (sermonIds.length === 0) continue;
      const found = await tx
        .select({ id: sermons.id, languageCode3: sermons.languageCode3, hasAudio: sermons.hasAudio, hasVideo: sermons.hasVideo, audio: sermons.audioDurationSeconds, video: sermons.videoDurationSeconds, group: sermons.translationGroup })
        .from(sermons)
        .where(inArray(sermons.id, sermonIds));
      for (const sermon of found) {
        summary.sermons++;
        const wanted = demoMediaRows(sermon.id, sermon.languageCode3, item);
        const rows = await tx.select().from(sermonMedia).where(and(eq(sermonMedia.sermonId, sermon.id), like(sermonMedia.storageKey, `${DEMO_PREFIX}${item.key}/%`)));
        const byStorageKey = new Map(rows.map((r) => [r.storageKey, r]));
        for (const want of wanted) {
          const have = byStorageKey.get(want.storageKey);
          byStorageKey.delete(want.storageKey);
          if (!have) {
            await tx.insert(sermonMedia).values(want);
            summary.inserted++;
          } else if (differs(have, want)) {
            await tx.update(sermonMedia).set(want).where(eq(sermonMedia.id, have.id));
            summary.updated++;
          }
        }
        // Left over: files of an older recipe that are no longer made (and no longer on disk).
        for (const stale of byStorageKey.values()) {
          await tx.delete(sermonMedia).where(eq(sermonMedia.id, stale.id));
          summary.removed++;
        }
        const audio = demoMediaDuration(item, 'audio');
        const video = demoMediaDuration(item, 'video');
        const group = translationGroupOf(item.key);
        const groupMissing = group !== null && sermon.group === null;
        if (sermon.audio !== audio || sermon.video !== video || sermon.hasAudio !== (audio !== null) || sermon.hasVideo !== (video !== null) || groupMissing) {
          await tx
            .update(sermons)
            .set({
              audioDurationSeconds: audio,
              videoDurationSeconds: video,
              hasAudio: audio !== null,
              hasVideo: video !== null,
              ...(groupMissing ? { translationGroup: group } : {}),
            })
            .where(and(eq(sermons.id, sermon.id), ...(groupMissing ? [isNull(sermons.translationGroup)] : [])));
          if (groupMissing) summary.translationGroups++;
        }
      }
    }
  });
  const changed = summary.inserted + summary.updated + summary.removed + summary.translationGroups;
  if (changed > 0) {
    log(
      `seed: demo media rows brought up to date for ${summary.sermons} sermons: ${summary.inserted} added, ` +
        `${summary.updated} updated, ${summary.removed} removed, ${summary.translationGroups} translation groups set`,
    );
  }
  return summary;
}

/**
 * For a database that was seeded already: if it has demo sermons, make sure the demo files are there
 * (cheaply, from their manifests; generating only what is missing or out of date) and sync the rows.
 * A database without demo sermons (production) costs one indexed query.
 */
export async function ensureDemoMedia(db: Db, mediaRoot: string, log: (line: string) => void): Promise<EnsureSummary | null> {
  const [any] = await db
    .select({ id: sermonMedia.id })
    .from(sermonMedia)
    .where(like(sermonMedia.storageKey, `${DEMO_PREFIX}%`))
    .limit(1);
  if (!any) return null;
  const quick = await readDemoMedia(mediaRoot);
  let media = quick.filter((m): m is DemoMedia => m !== null);
  if (media.length < quick.length) {
    log('seed: the demo recordings are missing or out of date; making them (later starts reuse the files)');
    media = await generateDemoMedia(mediaRoot, log);
  }
  return ensureDemoMediaRows(db, media, log);
}


function differs(have: typeof sermonMedia.$inferSelect, want: typeof sermonMedia.$inferInsert): boolean {
  const keys = ['kind', 'encoding', 'mediaType', 'contentType', 'bitrateKbps', 'fileSizeBytes', 'durationSeconds', 'audioCodec', 'videoCodec', 'language'] as const;
  return keys.some((key) => (have[key] ?? null) !== (want[key] ?? null));
}
