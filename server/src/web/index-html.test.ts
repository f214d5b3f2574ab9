import assert from 'node:assert/strict';
import { mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { after, before, describe, it } from 'node:test';
import { IndexHtml, insertInHead, oembedLinkTag, withLayout } from './index-html';

describe('insertInHead', () => {
  it('puts markup at the end of the head, or before the body, or after the doctype', () => {
    assert.equal(insertInHead('<html><head><title>x</title></head><body></body>', '<link>'), '<html><head><title>x</title><link></head><body></body>');
    assert.equal(insertInHead('<!doctype html><title>x</title><body class=a>', '<link>'), '<!doctype html><title>x</title><link><body class=a>');
    assert.equal(insertInHead('<!doctype html><title>x</title>', '<link>'), '<!doctype html><link><title>x</title>');
  });
});

describe('withLayout', () => {
  it('marks #shell-app however the minifier wrote its id, and leaves other pages alone', () => {
    assert.equal(withLayout('<div id=shell-app><div>', 'embed'), '<div id=shell-app data-layout="embed"><div>');
    assert.equal(withLayout('<div id="shell-app" class=x>', 'site'), '<div id="shell-app" data-layout="site" class=x>');
    assert.equal(withLayout('<div id=shell-apple>', 'site'), '<div id=shell-apple>');
  });
});

describe('oembedLinkTag', () => {
  it('names the page address encoded, inside an escaped attribute', () => {
    assert.equal(
      oembedLinkTag('https://s.org/de/sermons/1', 'https://s.org'),
      '<link rel="alternate" type="application/json+oembed" href="https://s.org/oembed?url=https%3A%2F%2Fs.org%2Fde%2Fsermons%2F1&amp;format=json">',
    );
  });
});

describe('IndexHtml', () => {
  let dir: string;
  let file: string;
  before(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'index-html-'));
    file = path.join(dir, 'index.html');
  });
  after(() => rm(dir, { recursive: true, force: true }));

  it('answers null while the shell is not built', async () => {
    assert.equal(await new IndexHtml(path.join(dir, 'missing.html')).render('/', 'http://s'), null);
  });

  it('reads the file again after a rebuild, so no stale chunk names are served', async () => {
    await writeFile(file, '<head><script src=/main.1.js></script></head><div id=shell-app></div>');
    const index = new IndexHtml(file);
    const first = await index.render('/sermons', 'http://s');
    assert.match(first!.html, /main\.1\.js/);
    assert.equal(gunzipSync(first!.gzip).toString(), first!.html);
    await writeFile(file, '<head><script src=/main.2.js></script></head><div id=shell-app></div>');
    // a rebuild within the same second still moves the mtime on
    await utimes(file, new Date(), new Date(Date.now() + 5000));
    assert.match((await index.render('/sermons', 'http://s'))!.html, /main\.2\.js/);
  });
});
