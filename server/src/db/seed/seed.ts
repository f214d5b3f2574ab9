// First start: an empty database gets the demo catalogue and the project's own demo recordings.
import { sql } from 'drizzle-orm';
import type { Db } from '../client';
import { sermons } from '../schema';
import { generateCatalogue } from './catalogue/generate-catalogue';
import { generateDemoMedia } from '../../media/demo-media/generate-demo-media';
import { loadCatalogue } from './load-catalogue';

/** Seeds when the sermons table is empty; returns whether it did. */
export async function seedIfEmpty(db: Db, mediaRoot: string, log: (line: string) => void): Promise<boolean> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(sermons);
  if ((row?.count ?? 0) > 0) return false;
  const started = Date.now();
  log('seed: empty database, loading the demo catalogue');
  const catalogue = generateCatalogue();
  log('seed: making the demo recordings (first run only; later runs reuse the files)');
  const media = await generateDemoMedia(mediaRoot, log);
  const summary = await loadCatalogue(db, catalogue, media, log);
  log(
    `seed: done in ${((Date.now() - started) / 1000).toFixed(1)} s: ${summary.sermons} sermons, ${summary.speakers} speakers, ` +
      `${summary.broadcasters} broadcasters, ${summary.series} series, ${summary.mediaFiles} media files`,
  );
  return true;
}
