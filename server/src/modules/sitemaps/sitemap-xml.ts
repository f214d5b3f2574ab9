// Sitemap XML (sitemaps.org 0.9): <urlset> files and the <sitemapindex>, every value XML-escaped.
import { SITEMAP_MIN_DATE, type ChangeFrequency } from '@sermon/shared-contracts/constants/sitemap';

export const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

export interface SitemapEntry {
  /** absolute URL */
  loc: string;
  /** epoch seconds; clamped to SITEMAP_MIN_DATE */
  updated?: number;
  changeFrequency?: ChangeFrequency;
  priority?: number;
}

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ENTITIES[char]!);
}

/** W3C date (YYYY-MM-DD) of an epoch-seconds time, never before 2025-03-05 (spec doc 2 §2). */
export function sitemapDate(epochSeconds: number): string {
  const day = new Date(epochSeconds * 1000).toISOString().slice(0, 10);
  return day < SITEMAP_MIN_DATE ? SITEMAP_MIN_DATE : day;
}

export function renderUrlset(entries: readonly SitemapEntry[]): string {
  const lines = [`<?xml version="1.0" encoding="UTF-8"?>`, `<urlset xmlns="${SITEMAP_NS}">`];
  for (const entry of entries) {
    // child order of the schema's tUrl sequence: loc, lastmod, changefreq, priority
    let url = `<url><loc>${escapeXml(entry.loc)}</loc>`;
    if (entry.updated !== undefined) url += `<lastmod>${sitemapDate(entry.updated)}</lastmod>`;
    if (entry.changeFrequency) url += `<changefreq>${entry.changeFrequency}</changefreq>`;
    if (entry.priority !== undefined) url += `<priority>${entry.priority.toFixed(1)}</priority>`;
    lines.push(`${url}</url>`);
  }
  lines.push('</urlset>', '');
  return lines.join('\n');
}

export function renderIndex(locs: readonly string[]): string {
  const lines = [`<?xml version="1.0" encoding="UTF-8"?>`, `<sitemapindex xmlns="${SITEMAP_NS}">`];
  for (const loc of locs) lines.push(`<sitemap><loc>${escapeXml(loc)}</loc></sitemap>`);
  lines.push('</sitemapindex>', '');
  return lines.join('\n');
}
