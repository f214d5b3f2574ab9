import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
let url: string;
before(async () => {
  t = await startTestApp();
  url = `/media/${t.fixture.audioKey}`;
});
after(() => t.close());

describe('GET /media/{key}', () => {
  it('serves the whole file with its content type and range support advertised', async () => {
    const response = await t.app.inject({ method: 'GET', url });
    assert.equal(response.statusCode, 200);
    assert.equal(response.headers['content-type'], 'audio/mpeg');
    assert.equal(response.headers['accept-ranges'], 'bytes');
    assert.equal(response.headers['content-length'], String(t.fixture.audioBytes.length));
    assert.deepEqual(response.rawPayload, t.fixture.audioBytes);
  });

  it('answers a byte range with 206 and Content-Range', async () => {
    const response = await t.app.inject({ method: 'GET', url, headers: { range: 'bytes=100-199' } });
    assert.equal(response.statusCode, 206);
    assert.equal(response.headers['content-range'], `bytes 100-199/${t.fixture.audioBytes.length}`);
    assert.equal(response.headers['content-length'], '100');
    assert.deepEqual(response.rawPayload, t.fixture.audioBytes.subarray(100, 200));
  });

  it('answers open-ended and suffix ranges', async () => {
    const size = t.fixture.audioBytes.length;
    const tail = await t.app.inject({ method: 'GET', url, headers: { range: 'bytes=-10' } });
    assert.equal(tail.statusCode, 206);
    assert.deepEqual(tail.rawPayload, t.fixture.audioBytes.subarray(size - 10));
    const rest = await t.app.inject({ method: 'GET', url, headers: { range: `bytes=${size - 5}-` } });
    assert.equal(rest.headers['content-range'], `bytes ${size - 5}-${size - 1}/${size}`);
  });

  it('answers 416 with the size for unsatisfiable or malformed ranges', async () => {
    for (const range of [`bytes=${t.fixture.audioBytes.length}-`, 'bytes=50-10', 'bytes=x-y']) {
      const response = await t.app.inject({ method: 'GET', url, headers: { range } });
      assert.equal(response.statusCode, 416, range);
      assert.equal(response.headers['content-range'], `bytes */${t.fixture.audioBytes.length}`);
    }
  });

  it('answers HEAD with the headers and no body', async () => {
    const response = await t.app.inject({ method: 'HEAD', url });
    assert.equal(response.statusCode, 200);
    assert.equal(response.headers['content-length'], String(t.fixture.audioBytes.length));
    assert.equal(response.headers['content-type'], 'audio/mpeg');
    assert.equal(response.body, '');
    const partial = await t.app.inject({ method: 'HEAD', url, headers: { range: 'bytes=0-9' } });
    assert.equal(partial.statusCode, 206);
    assert.equal(partial.headers['content-length'], '10');
  });

  it('uses the right content type per kind and offers downloads as attachments', async () => {
    const video = await t.app.inject({ method: 'HEAD', url: '/media/fixture/john-1/video-high.mp4' });
    assert.equal(video.headers['content-type'], 'video/mp4');
    const image = await t.app.inject({ method: 'HEAD', url: '/media/fixture/john-1/thumbnail.jpg' });
    assert.equal(image.headers['content-type'], 'image/jpeg');
    const download = await t.app.inject({ method: 'HEAD', url: `${url}?download=1` });
    assert.equal(download.headers['content-disposition'], 'attachment; filename="audio-high.mp3"');
  });

  it('answers 404 for missing files and paths that try to leave the media root', async () => {
    for (const path of ['/media/fixture/none.mp3', '/media/fixture%2F..%2F..%2Fsecret', '/media/..%2F..%2Fetc%2Fpasswd']) {
      const response = await t.app.inject({ method: 'GET', url: path });
      assert.equal(response.statusCode, 404, path);
    }
  });
});

describe('GET /media/artwork/{kind}/{id}.svg', () => {
  it('draws initials for speakers, broadcasters and series', async () => {
    const speaker = await t.app.inject({ method: 'GET', url: '/media/artwork/speakers/2.svg' });
    assert.equal(speaker.statusCode, 200);
    assert.equal(speaker.headers['content-type'], 'image/svg+xml; charset=utf-8');
    assert.match(speaker.body, />CS<\/text>/);
    const broadcaster = await t.app.inject({ method: 'GET', url: '/media/artwork/broadcasters/gracechapel.svg' });
    assert.match(broadcaster.body, />GC<\/text>/);
    const series = await t.app.inject({ method: 'GET', url: '/media/artwork/series/10.svg?size=200x200' });
    assert.match(series.body, />RG<\/text>/);
  });

  it('answers 404 for unknown ids and kinds', async () => {
    for (const path of ['/media/artwork/speakers/999.svg', '/media/artwork/people/1.svg', '/media/artwork/speakers/1.png']) {
      assert.equal((await t.app.inject({ method: 'GET', url: path })).statusCode, 404, path);
    }
  });
});
