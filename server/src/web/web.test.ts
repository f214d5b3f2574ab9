import assert from 'node:assert/strict';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { after, before, describe, it } from 'node:test';
import { REMOTE_ROUTE_PREFIXES } from '@sermon/shared-contracts/routes/route-table';
import { isRemotesManifest, type RemotesManifest } from '@sermon/shared-contracts/mf/custom-props';
import { getJson, startTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
let frontendRoot: string;
const SHELL_INDEX = '<!doctype html><title>shell</title><div id="mf-outlet"></div>';

async function put(file: string, content: string | Buffer) {
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, content);
}

before(async () => {
  frontendRoot = await mkdtemp(path.join(os.tmpdir(), 'frontends-'));
  await put(path.join(frontendRoot, 'shell/dist/index.html'), SHELL_INDEX);
  await put(path.join(frontendRoot, 'shell/dist/main.3f9a1c2b.js'), 'console.log("shell")');
  await put(path.join(frontendRoot, 'shell/dist/main.3f9a1c2b.js.gz'), gzipSync('console.log("shell")'));
  await put(path.join(frontendRoot, 'mf-public/dist/mf-manifest.json'), '{"id":"mf_public"}');
  await put(path.join(frontendRoot, 'mf-public/dist/remoteEntry.js'), 'var mf_public;');
  await put(path.join(frontendRoot, 'mf-public/dist/123.abcdef0123456789.js'), 'chunk()');
  await put(path.join(frontendRoot, 'mf-public/dist/build-id.txt'), 'public-42\n');
  t = await startTestApp({ frontendRoot });
});
after(async () => {
  await t.close();
  await rm(frontendRoot, { recursive: true, force: true });
});

describe('GET /remotes.json', () => {
  it('lists every remote with its manifest URL, route prefixes and build id', async () => {
    const { status, body, headers } = await getJson<RemotesManifest>(t.app, '/remotes.json');
    assert.equal(status, 200);
    assert.equal(headers['cache-control'], 'no-cache');
    assert.ok(isRemotesManifest(body));
    const publicRemote = body.remotes.find((r) => r.name === 'mf_public')!;
    assert.equal(publicRemote.manifest, '/mf/mf-public/mf-manifest.json');
    assert.deepEqual(publicRemote.routes, REMOTE_ROUTE_PREFIXES['mf-public']);
    assert.equal(publicRemote.buildId, 'public-42');
    assert.equal(body.remotes.length, 6);
    assert.equal(body.remotes.find((r) => r.name === 'mf_player')!.buildId, undefined);
  });

  it('serves DATA_DIR/remotes.json instead when present, read fresh each time', async () => {
    const override = path.join(t.dataDir, 'remotes.json');
    const first: RemotesManifest = { remotes: [{ name: 'mf_public', manifest: '/deploy/mf-public/v2/mf-manifest.json', routes: ['/'] }] };
    await writeFile(override, JSON.stringify(first));
    assert.deepEqual((await getJson(t.app, '/remotes.json')).body, first);
    const second: RemotesManifest = { remotes: [{ ...first.remotes[0]!, buildId: 'v3' }] };
    await writeFile(override, JSON.stringify(second));
    assert.deepEqual((await getJson(t.app, '/remotes.json')).body, second);
    await writeFile(override, '{ broken');
    assert.equal((await getJson(t.app, '/remotes.json')).status, 500);
    await rm(override);
    assert.equal((await getJson<RemotesManifest>(t.app, '/remotes.json')).body.remotes.length, 6);
  });
});

describe('remotes at /mf/<folder>/ and deployments at /deploy/', () => {
  it('serves entry files uncached and hashed chunks immutable, with open CORS', async () => {
    const manifest = await t.app.inject({ method: 'GET', url: '/mf/mf-public/mf-manifest.json' });
    assert.equal(manifest.statusCode, 200);
    assert.equal(manifest.headers['cache-control'], 'no-cache');
    assert.equal(manifest.headers['access-control-allow-origin'], '*');
    assert.equal(manifest.headers['content-type'], 'application/json; charset=utf-8');
    const entry = await t.app.inject({ method: 'GET', url: '/mf/mf-public/remoteEntry.js' });
    assert.equal(entry.headers['cache-control'], 'no-cache');
    const chunk = await t.app.inject({ method: 'GET', url: '/mf/mf-public/123.abcdef0123456789.js' });
    assert.equal(chunk.headers['cache-control'], 'public, max-age=31536000, immutable');
    assert.equal(chunk.body, 'chunk()');
  });

  it('answers 404 for unknown remotes, missing files and escapes', async () => {
    for (const url of ['/mf/mf-nothing/remoteEntry.js', '/mf/mf-public/missing.js', '/mf/mf-public/..%2F..%2Fshell/dist/index.html']) {
      assert.equal((await t.app.inject({ method: 'GET', url })).statusCode, 404, url);
    }
  });

  it('serves independent deployments from DATA_DIR/deploy', async () => {
    await put(path.join(t.dataDir, 'deploy/mf-public/v2/remoteEntry.js'), 'var deployed;');
    const response = await t.app.inject({ method: 'GET', url: '/deploy/mf-public/v2/remoteEntry.js' });
    assert.equal(response.statusCode, 200);
    assert.equal(response.body, 'var deployed;');
    assert.equal(response.headers['cache-control'], 'no-cache');
    assert.equal(response.headers['access-control-allow-origin'], '*');
  });
});

describe('the shell at /', () => {
  it('serves a precompressed file to clients that accept gzip', async () => {
    const gz = await t.app.inject({ method: 'GET', url: '/main.3f9a1c2b.js', headers: { 'accept-encoding': 'gzip, br' } });
    assert.equal(gz.headers['content-encoding'], 'gzip');
    assert.equal(gz.headers['vary'], 'Accept-Encoding');
    assert.equal(gz.headers['cache-control'], 'public, max-age=31536000, immutable');
    const plain = await t.app.inject({ method: 'GET', url: '/main.3f9a1c2b.js', headers: { 'accept-encoding': 'identity' } });
    assert.equal(plain.headers['content-encoding'], undefined);
    assert.equal(plain.body, 'console.log("shell")');
  });

  it('answers client-side routes with index.html, uncached', async () => {
    for (const url of ['/', '/sermons', '/de/speakers?x=1', '/dashboard-beta/sermons']) {
      const response = await t.app.inject({ method: 'GET', url });
      assert.equal(response.statusCode, 200, url);
      assert.equal(response.body, SHELL_INDEX);
      assert.equal(response.headers['cache-control'], 'no-cache');
      assert.equal(response.headers['content-type'], 'text/html; charset=utf-8');
    }
  });

  it('never answers server paths with the SPA', async () => {
    for (const url of ['/media/nothing.mp3', '/mf/unknown', '/deploy/nothing.js', '/oembed/x']) {
      const response = await t.app.inject({ method: 'GET', url });
      assert.equal(response.statusCode, 404, url);
      assert.notEqual(response.body, SHELL_INDEX);
    }
    // /graphql is the API's: a GET without a query is a GraphQL error, never the app page
    const graphql = await t.app.inject({ method: 'GET', url: '/graphql' });
    assert.equal(graphql.statusCode, 400);
    assert.notEqual(graphql.body, SHELL_INDEX);
    assert.deepEqual((await getJson(t.app, '/v2/unknown')).body, { status: 'SermonAudio API 404 Not Found' });
  });

  it('answers a missing favicon with nothing, not with the app page', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/favicon.ico' });
    assert.equal(response.statusCode, 204);
    assert.equal(response.body, '');
  });

  it('serves the app config and a health check', async () => {
    const config = await getJson(t.app, '/app-config.json');
    assert.deepEqual(config.body, {
      apiBase: '/v2/',
      apiKey: t.config.apiKey,
      broadcasterApiKey: t.config.broadcasterApiKey,
      chromecast: true,
    });
    const health = await getJson(t.app, '/healthz');
    assert.equal(health.status, 200);
    assert.equal(health.body.status, 'ok');
  });
});

describe('CORS on the API', () => {
  it('echoes the calling origin with credentials and answers preflights', async () => {
    const get = await t.app.inject({ method: 'GET', url: '/v2/node/languages', headers: { origin: 'http://localhost:3001' } });
    assert.equal(get.headers['access-control-allow-origin'], 'http://localhost:3001');
    assert.equal(get.headers['access-control-allow-credentials'], 'true');
    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: '/v2/node/sermons',
      headers: { origin: 'http://localhost:3001', 'access-control-request-method': 'GET' },
    });
    assert.equal(preflight.statusCode, 204);
    assert.match(String(preflight.headers['access-control-allow-headers']), /X-API-Key/);
  });
});
