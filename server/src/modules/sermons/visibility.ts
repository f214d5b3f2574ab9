// Which sermons the public sees: published ones (publishTimestamp set and not in the future).
import { sql, type SQL } from 'drizzle-orm';
import { sermons } from '../../db/schema';

export function nowSeconds(): number {
  return Math.floor(Date.now() / 1000);
}

export function publishedAt(now: number): SQL {
  return sql`(${sermons.publishTimestamp} is not null and ${sermons.publishTimestamp} <= ${now})`;
}

export interface PublishStates {
  published: boolean;
  scheduled: boolean;
  drafts: boolean;
}

/** Draft = no timestamp, scheduled = future, published = past or now (spec doc 1 §4). */
export function inPublishStates(states: PublishStates, now: number): SQL {
  const parts: SQL[] = [];
  if (states.published) parts.push(publishedAt(now));
  if (states.scheduled) parts.push(sql`${sermons.publishTimestamp} > ${now}`);
  if (states.drafts) parts.push(sql`${sermons.publishTimestamp} is null`);
  if (parts.length === 0) return sql`false`;
  return sql`(${sql.join(parts, sql` or `)})`;
}
