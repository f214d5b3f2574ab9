import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { SITEMAP_EXCLUDED_PREFIXES, SITEMAP_MIN_DATE } from '@sermon/shared-contracts/constants/sitemap';
import { LOCALES } from '@sermon/shared-contracts/i18n/locales';
import { broadcasters, sermons } from '../../db/schema';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { escapeXml, renderUrlset, SITEMAP_NS } from './sitemap-xml';
import { staticPaths } from './sources';

const ORIGIN = 'http://localhost:80';

interface XmlNode {
  name: string;
  attrs: Record<string, string>;
  children: XmlNode[];
  text: string;
}

/**
 * A strict little XML reader for the subset sitemaps use (declaration, elements, attributes, text, the five
 * predefined entities): throws on a mismatched or unclosed tag, a raw '&' or '<' in text, or trailing content.
 */
function parseXml(xml: string): XmlNode {
  let at = 0;
  const decl = /^<\?xml version="1\.0" encoding="UTF-8"\?>\s*/.exec(xml);
  assert.ok(decl, 'XML declaration');
  at = decl[0].length;
  const checkText = (text: string) => {
    assert.ok(!/[<>]/.test(text), `raw markup in text: ${text}`);
    assert.ok(!/&(?!(amp|lt|gt|quot|apos);)/.test(text), `unescaped & in: ${text}`);
    return text.replace(/&(amp|lt|gt|quot|apos);/g, (_, e: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" })[e]!);
  };
  function element(): XmlNode {
    const open = /^<([a-zA-Z][\w:-]*)((?:\s+[\w:-]+="[^"]*")*)\s*(\/?)>/.exec(xml.slice(at));
    assert.ok(open, `element expected at ${at}: ${xml.slice(at, at + 40)}`);
    at += open[0].length;
    const attrs: Record<string, string> = {};
    for (const m of open[2]!.matchAll(/([\w:-]+)="([^"]*)"/g)) attrs[m[1]!] = checkText(m[2]!);
    const node: XmlNode = { name: open[1]!, attrs, children: [], text: '' };
    if (open[3]) return node;
    for (;;) {
      const textEnd = xml.indexOf('<', at);
      assert.ok(textEnd >= 0, `unclosed <${node.name}>`);
      node.text += checkText(xml.slice(at, textEnd));
      at = textEnd;
      if (xml.startsWith('</', at)) {
        const close = /^<\/([\w:-]+)\s*>/.exec(xml.slice(at));
        assert.equal(close?.[1], node.name, 'mismatched closing tag');
        at += close![0].length;
        return node;
      }
      node.children.push(element());
    }
  }
  const root = element();
  assert.equal(xml.slice(at).trim(), '', 'content after the root element');
  return root;
}

const URL_CHILDREN = ['loc', 'lastmod', 'changefreq', 'priority'];
const FREQUENCIES = ['always', 'hourly', 'daily', 'weekly', 'monthly', 'yearly', 'never'];

/** The rules of the sitemaps.org 0.9 schema (sitemap.xsd) the files must follow. */
function validateUrlset(xml: string): Array<Record<string, string>> {
  const root = parseXml(xml);
  assert.equal(root.name, 'urlset');
  assert.equal(root.attrs.xmlns, SITEMAP_NS);
  assert.ok(root.children.length >= 1 && root.children.length <= 50_000);
  return root.children.map((url) => {
    assert.equal(url.name, 'url');
    const names = url.children.map((child) => child.name);
    // children in schema order, each at most once, loc required
    assert.equal(names[0], 'loc');
    assert.deepEqual(names, URL_CHILDREN.filter((name) => names.includes(name)));
    const values = Object.fromEntries(url.children.map((child) => [child.name, child.text]));
    assert.ok(values.loc!.length <= 2048 && /^https?:\/\//.test(values.loc!), values.loc);
    if (values.lastmod) assert.match(values.lastmod, /^\d{4}-\d{2}-\d{2}$/);
    if (values.changefreq) assert.ok(FREQUENCIES.includes(values.changefreq));
    if (values.priority) assert.ok(/^(0(\.\d+)?|1(\.0+)?)$/.test(values.priority), values.priority);
    return values;
  });
}

function validateIndex(xml: string): string[] {
  const root = parseXml(xml);
  assert.equal(root.name, 'sitemapindex');
  assert.equal(root.attrs.xmlns, SITEMAP_NS);
  return root.children.map((sitemap) => {
    assert.equal(sitemap.name, 'sitemap');
    assert.equal(sitemap.children[0]?.name, 'loc');
    return sitemap.children[0]!.text;
  });
}

let t: TestApp;
const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { host: 'localhost:80' } });

before(async () => {
  t = await startTestApp();
  // a disabled broadcaster's page is its /disabled tab, which sitemaps leave out
  await t.database.db.update(broadcasters).set({ disabled: true }).where(eq(broadcasters.id, 'oxfordsem'));
  // one sermon changed after the clamp date keeps its own date
  await t.database.db.update(sermons).set({ updatedAt: Date.parse('2026-01-02T12:00:00Z') / 1000 }).where(eq(sermons.id, t.fixture.ids.romans));
});
after(async () => t?.close());

describe('GET /sitemap/index.xml', () => {
  it('lists the parts of every label with entries, as absolute URLs of the request origin', async () => {
    const response = await get('/sitemap/index.xml');
    assert.equal(response.statusCode, 200);
    assert.match(String(response.headers['content-type']), /^application\/xml/);
    const locs = validateIndex(response.body);
    assert.ok(locs.includes(`${ORIGIN}/sitemap/static-1.xml`));
    assert.ok(locs.includes(`${ORIGIN}/sitemap/speakers-1.xml`));
    assert.ok(locs.includes(`${ORIGIN}/sitemap/broadcasters-1.xml`));
    assert.ok(locs.includes(`${ORIGIN}/sitemap/sermons-2024.xml`));
    // the 1885 sermon folds into the earliest year
    assert.ok(locs.includes(`${ORIGIN}/sitemap/sermons-2000.xml`));
    assert.ok(locs.some((loc) => /\/sitemap\/series-\d{4}\.xml$/.test(loc)));
    assert.ok(!locs.some((loc) => /sermons-1\d{3}\.xml$/.test(loc)), 'no year before 2000');
    // every listed part is served and valid
    for (const loc of locs) {
      const part = await get(new URL(loc).pathname);
      assert.equal(part.statusCode, 200, loc);
      validateUrlset(part.body);
    }
  });
});

describe('GET /sitemap/{label}-{part}.xml', () => {
  async function allEntries() {
    const locs = validateIndex((await get('/sitemap/index.xml')).body);
    const entries: Array<Record<string, string>> = [];
    for (const loc of locs) entries.push(...validateUrlset((await get(new URL(loc).pathname)).body));
    return entries;
  }

  it('static lists English public pages without parameters, priority 1 daily', async () => {
    const entries = validateUrlset((await get('/sitemap/static-1.xml')).body);
    const locs = entries.map((entry) => entry.loc);
    assert.ok(locs.includes(`${ORIGIN}/sermons/featured`));
    assert.ok(locs.includes(`${ORIGIN}/speakers/puritans`));
    assert.ok(!locs.some((loc) => new URL(loc!).pathname.includes(':')), 'no parameter placeholders');
    assert.equal(entries.length, staticPaths().length);
    for (const entry of entries) {
      assert.equal(entry.priority, '1.0');
      assert.equal(entry.changefreq, 'daily');
    }
  });

  it('lists no excluded prefix and no locale-prefixed URL in any file', async () => {
    const entries = await allEntries();
    assert.ok(entries.length > 10);
    const otherLocales = LOCALES.filter((locale) => locale !== 'en');
    for (const { loc } of entries) {
      const path = new URL(loc!).pathname;
      for (const prefix of SITEMAP_EXCLUDED_PREFIXES) assert.ok(!path.startsWith(prefix), `${path} under ${prefix}`);
      for (const locale of otherLocales) assert.ok(path !== `/${locale}` && !path.startsWith(`/${locale}/`), `${path} is localized`);
      assert.ok(!path.includes('disabled'), path);
    }
  });

  it('lists published sermons only, priority 1, dates clamped to 2025-03-05', async () => {
    const entries = await allEntries();
    const sermonIds = entries.map((entry) => /\/sermons\/(\d+)$/.exec(entry.loc!)?.[1]).filter(Boolean);
    assert.ok(sermonIds.includes(t.fixture.ids.romans));
    assert.ok(sermonIds.includes(t.fixture.ids.psalm));
    assert.ok(!sermonIds.includes(t.fixture.ids.draft), 'draft listed');
    assert.ok(!sermonIds.includes(t.fixture.ids.scheduled), 'scheduled sermon listed');
    for (const entry of entries) {
      if (entry.lastmod) assert.ok(entry.lastmod >= SITEMAP_MIN_DATE, entry.lastmod);
    }
    const romans = validateUrlset((await get('/sitemap/sermons-2024.xml')).body).find((e) => e.loc === `${ORIGIN}/sermons/${t.fixture.ids.romans}`);
    assert.deepEqual(romans, { loc: `${ORIGIN}/sermons/${t.fixture.ids.romans}`, lastmod: '2026-01-02', priority: '1.0' });
    const older = validateUrlset((await get('/sitemap/sermons-2023.xml')).body);
    assert.ok(older.length > 0 && older.every((entry) => entry.lastmod === SITEMAP_MIN_DATE));
  });

  it('lists enabled broadcasters only', async () => {
    const locs = validateUrlset((await get('/sitemap/broadcasters-1.xml')).body).map((entry) => entry.loc);
    assert.ok(locs.includes(`${ORIGIN}/broadcasters/gracechapel`));
    assert.ok(!locs.some((loc) => loc!.includes('oxfordsem')));
  });

  it('series carry priority 0.9', async () => {
    const locs = validateIndex((await get('/sitemap/index.xml')).body).filter((loc) => loc.includes('/series-'));
    const entries = validateUrlset((await get(new URL(locs[0]!).pathname)).body);
    assert.ok(entries.every((entry) => entry.priority === '0.9' && /\/series\/\d+$/.test(entry.loc!)));
  });

  it('answers 404 for an unknown label, an unknown part or a year out of range', async () => {
    for (const url of [
      '/sitemap/nonsense-1.xml',
      '/sitemap/index-1.xml',
      '/sitemap/static-2.xml',
      '/sitemap/static-0.xml',
      '/sitemap/sermons-1999.xml',
      '/sitemap/sermons-2001.xml',
      '/sitemap/sermons-3000.xml',
      '/sitemap/static.xml',
    ]) {
      assert.equal((await get(url)).statusCode, 404, url);
    }
  });
});

describe('sitemap XML', () => {
  it('escapes every value', () => {
    assert.equal(escapeXml(`a&b<c>"d'`), 'a&amp;b&lt;c&gt;&quot;d&apos;');
    const entries = validateUrlset(renderUrlset([{ loc: 'https://x.test/a?b=1&c=<2>', updated: 0, priority: 0.5 }]));
    assert.deepEqual(entries, [{ loc: 'https://x.test/a?b=1&c=<2>', lastmod: SITEMAP_MIN_DATE, priority: '0.5' }]);
  });
});
