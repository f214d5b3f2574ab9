// Partial upload files nobody will finish: the ticket is complete, failed or gone (a deleted sermon takes its
// tickets with it), or the client has not sent a byte for PARTIAL_MAX_IDLE_MS. Run once at start; a restart a day
// is enough for files that only cost disk space.
import { readdir, stat } from 'node:fs/promises';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { mediaUploads } from '../../db/schema';
import type { PartialFiles } from './partial-files';

/** An upload left this long without a byte is given up (a client resumes within days, not weeks). */
export const PARTIAL_MAX_IDLE_MS = 14 * 24 * 3600 * 1000;

export async function sweepPartials(db: Db, partials: PartialFiles, now = Date.now()): Promise<number> {
  let names: string[];
  try {
    names = (await readdir(partials.dir)).filter((name) => /^[0-9a-f]{32}$/.test(name));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 0;
    throw error;
  }
  if (names.length === 0) return 0;
  const rows = await db.select({ guid: mediaUploads.guid, state: mediaUploads.state }).from(mediaUploads).where(inArray(mediaUploads.guid, names));
  const pending = new Set(rows.filter((row) => row.state === 'pending').map((row) => row.guid));
  let removed = 0;
  for (const guid of names) {
    if (pending.has(guid)) {
      const info = await stat(partials.pathOf(guid)).catch(() => null);
      if (!info || now - info.mtimeMs < PARTIAL_MAX_IDLE_MS) continue;
      await db
        .update(mediaUploads)
        .set({ state: 'failed', error: 'The upload was not finished and has expired. Start it again.' })
        .where(and(eq(mediaUploads.guid, guid), eq(mediaUploads.state, 'pending')));
    }
    await partials.remove(guid);
    removed += 1;
  }
  return removed;
}
