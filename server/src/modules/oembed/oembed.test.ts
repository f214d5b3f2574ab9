import assert from 'node:assert/strict';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { after, before, describe, it } from 'node:test';
import { EMBED_SIZES, VIDEO_EMBED_CONTROLS_HEIGHT } from '@sermon/shared-contracts/rules/embed-iframe';
import { getJson, startTestApp, type TestApp } from '../../testing/test-app';
import { jpegSize } from './jpeg-size';
import { parseSermonPageURL, sermonPageOfPath } from './sermon-page-url';

let t: TestApp;
let frontendRoot: string;
// what the shell's build writes: minified, with a head and the #shell-app skeleton
const SHELL_INDEX =
  '<!doctype html><html lang=en><head><meta charset=utf-8><title></title><script defer src=/main.1.js></script></head>' +
  '<body><div id=shell-app><div id=shell-top></div></div></body></html>';
const BASE = 'http://localhost:80';

/** The smallest JPEG head jpegSize needs: SOI, an APP0 segment, then a baseline frame header of w x h. */
function jpegHead(width: number, height: number): Buffer {
  const app0 = [0xff, 0xe0, 0x00, 0x10, ...Buffer.from('JFIF\0'), 1, 1, 0, 0, 1, 0, 1, 0, 0];
  const sof0 = [0xff, 0xc0, 0x00, 0x11, 8, height >> 8, height & 255, width >> 8, width & 255, 3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1];
  return Buffer.from([0xff, 0xd8, ...app0, ...sof0, 0xff, 0xda, 0, 8]);
}

before(async () => {
  frontendRoot = await mkdtemp(path.join(os.tmpdir(), 'oembed-frontends-'));
  await mkdir(path.join(frontendRoot, 'shell/dist'), { recursive: true });
  await writeFile(path.join(frontendRoot, 'shell/dist/index.html'), SHELL_INDEX);
  t = await startTestApp({ frontendRoot });
  // the fixture fills renditions with filler bytes: give the video's thumbnail a real JPEG head
  await writeFile(path.join(t.dataDir, 'media/fixture/john-1/thumbnail.jpg'), jpegHead(1280, 720));
});
after(async () => {
  await t.close();
  await rm(frontendRoot, { recursive: true, force: true });
});

const oembed = (query: string, prefix = '') => getJson(t.app, `${prefix}/oembed?${query}`);
const pageURL = (pathname: string) => encodeURIComponent(`${BASE}${pathname}`);

describe('GET /oembed', () => {
  it('answers a rich iframe of the single audio embed for an audio sermon page', async () => {
    const { status, body, headers } = await oembed(`url=${pageURL(`/sermons/${t.fixture.ids.romans}`)}&format=json`);
    assert.equal(status, 200);
    assert.equal(headers['content-type'], 'application/json; charset=utf-8');
    assert.equal(headers['access-control-allow-origin'], '*');
    assert.equal(body.version, '1.0');
    assert.equal(body.type, 'rich');
    assert.equal(body.provider_name, 'SermonHub');
    assert.equal(body.provider_url, `${BASE}/`);
    assert.ok(body.title.length > 0);
    assert.ok(body.author_name.length > 0);
    assert.match(body.author_url, /^http:\/\/localhost:80\/speakers\/\d+$/);
    assert.deepEqual({ width: body.width, height: body.height }, EMBED_SIZES.audio);
    assert.match(body.html, new RegExp(`^<iframe src="${BASE}/embed/classic/player/a/${t.fixture.ids.romans}" width="640" height="200"`));
    assert.equal(body.thumbnail_url, undefined);
  });

  it('embeds video for a sermon with video, with its thumbnail and the thumbnail size', async () => {
    const { status, body } = await oembed(`url=${pageURL(`/sermons/${t.fixture.ids.video}`)}`);
    assert.equal(status, 200);
    assert.match(body.html, new RegExp(`src="${BASE}/embed/classic/player/v/${t.fixture.ids.video}"`));
    assert.deepEqual({ width: body.width, height: body.height }, EMBED_SIZES.video);
    assert.equal(body.thumbnail_url, `${BASE}/media/fixture/john-1/thumbnail.jpg`);
    assert.equal(body.thumbnail_width, 1280);
    assert.equal(body.thumbnail_height, 720);
  });

  it('follows the page address: /a gives audio even with video, and a locale keeps its prefix', async () => {
    const { body } = await oembed(`url=${pageURL(`/de/sermons/${t.fixture.ids.video}/a`)}`);
    assert.match(body.html, new RegExp(`src="${BASE}/de/embed/classic/player/a/${t.fixture.ids.video}"`));
    assert.match(body.author_url, /^http:\/\/localhost:80\/de\/speakers\//);
  });

  it('keeps the frame inside maxwidth and maxheight', async () => {
    const narrow = await oembed(`url=${pageURL(`/sermons/${t.fixture.ids.video}`)}&maxwidth=320`);
    assert.equal(narrow.body.width, 320);
    assert.equal(narrow.body.height, 180 + VIDEO_EMBED_CONTROLS_HEIGHT);
    assert.match(narrow.body.html, /width="320" height="280"/);
    const low = await oembed(`url=${pageURL(`/sermons/${t.fixture.ids.romans}`)}&maxwidth=500&maxheight=150`);
    assert.deepEqual({ width: low.body.width, height: low.body.height }, { width: 500, height: 150 });
  });

  it('is also served under /v2/oembed', async () => {
    const { status, body } = await oembed(`url=${pageURL(`/sermons/${t.fixture.ids.romans}`)}`, '/v2');
    assert.equal(status, 200);
    assert.equal(body.type, 'rich');
  });

  it('answers 404 for unknown and unpublished sermons and for addresses that are not sermon pages', async () => {
    for (const pathname of ['/sermons/999999', `/sermons/${t.fixture.ids.draft}`, `/sermons/${t.fixture.ids.scheduled}`]) {
      const { status, body } = await oembed(`url=${pageURL(pathname)}`);
      assert.equal(status, 404, pathname);
      assert.equal(body.message, 'Sermon not found');
    }
    for (const url of [`${BASE}/speakers/1`, `${BASE}/sermons/featured`, `https://elsewhere.example/sermons/${t.fixture.ids.romans}`]) {
      const { status } = await oembed(`url=${encodeURIComponent(url)}`);
      assert.equal(status, 404, url);
    }
  });

  it('answers 400 for a missing or malformed url and bad sizes', async () => {
    for (const query of ['', 'url=', 'url=not%20a%20url', 'url=ftp%3A%2F%2Flocalhost%2Fsermons%2F1', `url=${pageURL('/sermons/1001')}&maxwidth=wide`, `url=${pageURL('/sermons/1001')}&maxheight=0`]) {
      const { status, body } = await oembed(query);
      assert.equal(status, 400, query);
      assert.equal(body.errors.code.length > 0, true);
    }
  });

  it('answers 501 for a format other than json', async () => {
    const { status, body } = await oembed(`url=${pageURL(`/sermons/${t.fixture.ids.romans}`)}&format=xml`);
    assert.equal(status, 501);
    assert.match(body.message, /format=json/);
  });
});

describe('the oEmbed discovery link in served pages', () => {
  const page = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
  const linkOf = (html: string) => /<link rel="alternate" type="application\/json\+oembed" href="([^"]+)">/.exec(html)?.[1];

  it('is in the head of a sermon page and its variants, pointing at this page', async () => {
    for (const pathname of [`/sermons/${t.fixture.ids.romans}`, `/de/sermons/${t.fixture.ids.romans}`, `/sermons/${t.fixture.ids.video}/v`]) {
      const response = await page(pathname);
      assert.equal(response.statusCode, 200);
      assert.equal(response.headers['cache-control'], 'no-cache');
      const href = linkOf(response.body);
      assert.ok(href, pathname);
      assert.equal(href, `${BASE}/oembed?url=${encodeURIComponent(`${BASE}${pathname}`)}&amp;format=json`);
      assert.ok(response.body.indexOf('<link rel="alternate"') < response.body.indexOf('</head>'));
      // and the href it names answers
      const answer = await t.app.inject({ method: 'GET', url: href.replace(BASE, '').replace(/&amp;/g, '&') });
      assert.equal(answer.statusCode, 200);
    }
  });

  it('is absent from every other page', async () => {
    for (const pathname of ['/', '/sermons', '/sermons/featured', `/sermons/${t.fixture.ids.romans}/globalize`, '/speakers/12', '/embed/classic/player/a/1001']) {
      const response = await page(pathname);
      assert.equal(response.statusCode, 200, pathname);
      assert.equal(linkOf(response.body), undefined, pathname);
    }
  });

  it('marks the page with its layout, so an embed paints without the site header', async () => {
    assert.match((await page('/embed/classic/player/a/1001')).body, /<div id=shell-app data-layout="embed">/);
    assert.match((await page('/player/sermon/legacy/1001')).body, /<div id=shell-app data-layout="embed">/);
    assert.match((await page('/sermons')).body, /<div id=shell-app data-layout="site">/);
  });

  it('is gzipped for clients that take gzip', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/sermons/${t.fixture.ids.romans}`, headers: { 'accept-encoding': 'gzip' } });
    assert.equal(response.headers['content-encoding'], 'gzip');
    assert.match(gunzipSync(response.rawPayload).toString('utf8'), /application\/json\+oembed/);
  });
});

describe('sermon page addresses', () => {
  it('reads the sermon, media selector and locale of a page path', () => {
    assert.deepEqual(sermonPageOfPath('/sermons/42'), { sermonID: '42', mediaType: null, locale: 'en' });
    assert.deepEqual(sermonPageOfPath('/ko/sermons/42/v'), { sermonID: '42', mediaType: 'video', locale: 'ko' });
    assert.equal(sermonPageOfPath('/sermons/42/x'), null);
    assert.equal(sermonPageOfPath('/sermons/abc'), null);
    assert.equal(sermonPageOfPath('/sermons/%E0%A4%A'), null);
  });

  it('accepts only this site, over http or https', () => {
    assert.equal(parseSermonPageURL('https://site.org/sermons/42', ['site.org']).kind, 'sermon');
    assert.equal(parseSermonPageURL('http://SITE.org/sermons/42', ['site.org']).kind, 'sermon');
    assert.equal(parseSermonPageURL('https://other.org/sermons/42', ['site.org']).kind, 'not-ours');
    assert.equal(parseSermonPageURL('javascript:alert(1)', ['site.org']).kind, 'invalid');
    assert.equal(parseSermonPageURL('/sermons/42', ['site.org']).kind, 'invalid');
  });
});

describe('jpegSize', () => {
  it('reads the frame size after other segments', () => {
    assert.deepEqual(jpegSize(jpegHead(640, 360)), { width: 640, height: 360 });
  });

  it('gives null for other files and heads cut short', () => {
    assert.equal(jpegSize(Buffer.from('not a jpeg')), null);
    assert.equal(jpegSize(Buffer.alloc(100, 7)), null);
    assert.equal(jpegSize(jpegHead(640, 360).subarray(0, 12)), null);
  });
});
