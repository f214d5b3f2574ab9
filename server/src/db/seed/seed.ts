// First start: an empty database gets the demo catalogue and the project's own demo recordings, and (embedded
// demo only) the demo accounts, also when the catalogue was seeded before accounts existed. Later starts
// bring the demo sermons' media rows up to date with the demo recordings (new kinds of file, new recipes).
import { sql } from 'drizzle-orm';
import type { Db } from '../client';
import { sermons } from '../schema';
import { generateCatalogue } from './catalogue/generate-catalogue';
import { generateDemoMedia } from '../../media/demo-media/generate-demo-media';
import { ensureDemoAccounts } from './demo-accounts';
import { ensureDemoBilling } from './demo-billing';
import { ensureDemoMedia } from './ensure-demo-media';
import { loadCatalogue } from './load-catalogue';

export interface SeedOptions {
  /** config.demoAccounts: create listener, broadcaster and admin when no account exists */
  demoAccounts: boolean;
}

/** Seeds the catalogue when the sermons table is empty (returns whether it did), then the demo accounts if wanted. */
export async function seedIfEmpty(
  db: Db,
  mediaRoot: string,
  log: (line: string) => void,
  options: SeedOptions = { demoAccounts: false },
): Promise<boolean> {
  const seeded = await seedCatalogueIfEmpty(db, mediaRoot, log);
  if (!seeded) await ensureDemoMedia(db, mediaRoot, log);
  await ensureDemoAccounts(db, options.demoAccounts, log);
  await ensureDemoBilling(db, options.demoAccounts, log);
  return seeded;
}

async function seedCatalogueIfEmpty(db: Db, mediaRoot: string, log: (line: string) => void): Promise<boolean> {
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
