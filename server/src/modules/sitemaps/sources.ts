// What each sitemap label lists (spec doc 2 §2, §5, §9): its parts (page numbers or years) and the entries of one part.
import { and, asc, count, eq, gte, lt, sql } from 'drizzle-orm';
import {
  SITEMAP_EARLIEST_YEAR,
  SITEMAP_EXCLUDED_PREFIXES,
  SITEMAP_MAX_ENTRIES,
  SITEMAP_PRIORITIES,
} from '@sermon/shared-contracts/constants/sitemap';
import { ROUTES } from '@sermon/shared-contracts/routes/route-table';
import type { Db } from '../../db/client';
import { broadcasters, series, sermons, speakers } from '../../db/schema';
import { publishedAt } from '../sermons/visibility';
import type { SitemapEntry } from './sitemap-xml';

/** An entry with a site path; the route turns it into an absolute URL of the request's origin. */
export type PathEntry = Omit<SitemapEntry, 'loc'> & { path: string };

export interface SitemapSource {
  /** the parts to list in the index, e.g. ['1'] or ['2019', '2024']; none = the label is left out */
  parts(db: Db, now: number): Promise<string[]>;
  /** entries of one part, at most SITEMAP_MAX_ENTRIES + 1 (so an oversized file can be reported); null = no such part */
  entries(db: Db, part: string, now: number): Promise<PathEntry[] | null>;
}

/** Page-numbered labels hold at most SITEMAP_MAX_ENTRIES per page: an oversized label is split, never truncated. */
const PAGE_SIZE = SITEMAP_MAX_ENTRIES;

function pagesFor(total: number): string[] {
  return Array.from({ length: Math.ceil(total / PAGE_SIZE) }, (_, i) => String(i + 1));
}

function pageNumber(part: string): number | null {
  return /^[1-9]\d{0,6}$/.test(part) ? Number(part) : null;
}

function isExcluded(path: string): boolean {
  return SITEMAP_EXCLUDED_PREFIXES.some((prefix) => path === prefix || path.startsWith(prefix));
}

/** English public pages without parameters: the locale-free paths of mf-public are the English ones. */
export function staticPaths(): string[] {
  const paths = ROUTES.filter((route) => route.remote === 'mf-public' && !route.path.includes(':'))
    .map((route) => route.path)
    .filter((path) => !isExcluded(path));
  return [...new Set(paths)].sort();
}

/** A year part: digits between SITEMAP_EARLIEST_YEAR and the current year. */
function yearOf(part: string, now: number): number | null {
  if (!/^\d{4}$/.test(part)) return null;
  const year = Number(part);
  const current = new Date(now * 1000).getUTCFullYear();
  return year >= SITEMAP_EARLIEST_YEAR && year <= current ? year : null;
}

/** Years before SITEMAP_EARLIEST_YEAR fold into the earliest year's file, so no item is left out. */
function yearBounds(year: number): { from: string; to: string } {
  return { from: year === SITEMAP_EARLIEST_YEAR ? '0001-01-01' : `${year}-01-01`, to: `${year + 1}-01-01` };
}

/** DISTINCT with ORDER BY wants the identical expression, which bound parameters break: sort here (a few dozen years). */
function sortedYears(rows: Array<{ year: number | string }>): string[] {
  return rows.map((row) => Number(row.year)).sort((a, b) => a - b).map(String);
}

const epochYear = (column: typeof series.createdAt) =>
  sql<number>`greatest(extract(year from to_timestamp(${column}) at time zone 'UTC')::int, ${SITEMAP_EARLIEST_YEAR})`;

const staticSource: SitemapSource = {
  async parts() {
    return pagesFor(staticPaths().length);
  },
  async entries(_db, part) {
    const page = pageNumber(part);
    if (page === null) return null;
    const paths = staticPaths().slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);
    if (paths.length === 0) return null;
    return paths.map((path) => ({ path, ...SITEMAP_PRIORITIES.static }));
  },
};

const sermonYear = sql<number>`greatest(extract(year from ${sermons.preachDate})::int, ${SITEMAP_EARLIEST_YEAR})`;

const sermonSource: SitemapSource = {
  async parts(db, now) {
    const rows = await db
      .selectDistinct({ year: sermonYear })
      .from(sermons)
      .where(publishedAt(now));
    return sortedYears(rows);
  },
  async entries(db, part, now) {
    const year = yearOf(part, now);
    if (year === null) return null;
    const { from, to } = yearBounds(year);
    const rows = await db
      .select({ id: sermons.id, updatedAt: sermons.updatedAt })
      .from(sermons)
      .where(and(publishedAt(now), gte(sermons.preachDate, from), lt(sermons.preachDate, to)))
      .orderBy(asc(sermons.preachDate), asc(sermons.id))
      .limit(SITEMAP_MAX_ENTRIES + 1);
    if (rows.length === 0) return null;
    return rows.map((row) => ({
      path: `/sermons/${encodeURIComponent(row.id)}`,
      updated: row.updatedAt,
      ...SITEMAP_PRIORITIES.sermon,
    }));
  },
};

const seriesSource: SitemapSource = {
  async parts(db) {
    const year = epochYear(series.createdAt);
    return sortedYears(await db.selectDistinct({ year }).from(series));
  },
  async entries(db, part, now) {
    const year = yearOf(part, now);
    if (year === null) return null;
    const rows = await db
      .select({ id: series.id, updatedAt: series.updatedAt })
      .from(series)
      .where(eq(epochYear(series.createdAt), year))
      .orderBy(asc(series.id))
      .limit(SITEMAP_MAX_ENTRIES + 1);
    if (rows.length === 0) return null;
    return rows.map((row) => ({ path: `/series/${row.id}`, updated: row.updatedAt, ...SITEMAP_PRIORITIES.series }));
  },
};

const speakerSource: SitemapSource = {
  async parts(db) {
    const [row] = await db.select({ total: count() }).from(speakers);
    return pagesFor(row?.total ?? 0);
  },
  async entries(db, part) {
    const page = pageNumber(part);
    if (page === null) return null;
    const rows = await db
      .select({ id: speakers.id, createdAt: speakers.createdAt })
      .from(speakers)
      .orderBy(asc(speakers.id))
      .limit(PAGE_SIZE)
      .offset((page - 1) * PAGE_SIZE);
    if (rows.length === 0) return null;
    return rows.map((row) => ({ path: `/speakers/${row.id}`, updated: row.createdAt }));
  },
};

const broadcasterSource: SitemapSource = {
  async parts(db) {
    const [row] = await db.select({ total: count() }).from(broadcasters).where(eq(broadcasters.disabled, false));
    return pagesFor(row?.total ?? 0);
  },
  async entries(db, part) {
    const page = pageNumber(part);
    if (page === null) return null;
    const rows = await db
      .select({ id: broadcasters.id, joinedAt: broadcasters.joinedAt })
      .from(broadcasters)
      // a disabled broadcaster's page is its /disabled tab: spec doc 2 §9 leaves out paths containing 'disabled'
      .where(eq(broadcasters.disabled, false))
      .orderBy(asc(broadcasters.id))
      .limit(PAGE_SIZE)
      .offset((page - 1) * PAGE_SIZE);
    if (rows.length === 0) return null;
    return rows
      .map((row) => ({ path: `/broadcasters/${encodeURIComponent(row.id)}`, updated: row.joinedAt }))
      .filter((entry) => !entry.path.toLowerCase().includes('disabled'));
  },
};

/** Labels served so far; the other labels of SITEMAP_LABELS answer 404 until they have a source. */
export const SITEMAP_SOURCES: Record<string, SitemapSource> = {
  static: staticSource,
  sermons: sermonSource,
  series: seriesSource,
  speakers: speakerSource,
  broadcasters: broadcasterSource,
};
