import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { sermonSeriesSchema } from '@sermon/shared-contracts/entities/sermon-series.schema';
import { series, sermons } from '../../db/schema';
import type { SignedInUser } from '../../testing/auth-helpers';
import { call } from '../../testing/inject-json';
import { signInTeam } from '../../testing/broadcaster-team';
import { startTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
let uploader: SignedInUser;
let biller: SignedInUser;
let otherAdmin: SignedInUser;
let siteAdmin: SignedInUser;
before(async () => {
  t = await startTestApp();
  ({ uploader, biller, otherAdmin, siteAdmin } = await signInTeam(t, { uploader: 'seriesup', biller: 'seriesbill', otherAdmin: 'berlinadm', siteAdmin: 'siteadmser' }));
});
after(() => t.close());

describe('POST /v2/node/series', () => {
  it('creates a series for the broadcaster and answers 201 with the series', async () => {
    const reply = await call(t.app, 'POST', '/v2/node/series', {
      token: uploader.tokens,
      body: { broadcasterID: 'gracechapel', title: '  Acts  ', description: 'The early church', podcastEnabled: true, podcastEmail: 'pod@example.org', key: 'broadcaster' },
    });
    assert.equal(reply.status, 201, reply.raw);
    sermonSeriesSchema.parse(reply.body);
    assert.equal(reply.body.title, 'Acts');
    assert.equal(reply.body.broadcasterID, 'gracechapel');
    assert.equal(reply.body.podcastEnabled, true);
    assert.equal(reply.body.podcastEmail, 'pod@example.org');
    assert.equal(reply.body.count, 0);
    const publicRead = await call(t.app, 'GET', `/v2/node/series/${reply.body.seriesID}`);
    assert.equal(publicRead.status, 200);
    assert.equal(publicRead.body.title, 'Acts');
    assert.equal('podcastEmail' in publicRead.body, false, 'the podcast e-mail stays private');
  });

  it('accepts the legacy form call with series_name', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/v2/node/broadcasters/gracechapel/series',
      headers: { authorization: `Bearer ${uploader.tokens.access_token}`, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'series_name=Genesis',
    });
    assert.equal(response.statusCode, 201, response.body);
    assert.equal(JSON.parse(response.body).title, 'Genesis');
  });

  it('requires a title and a valid podcast e-mail', async () => {
    const reply = await call(t.app, 'POST', '/v2/node/series', {
      token: uploader.tokens,
      body: { broadcasterID: 'gracechapel', title: ' ', podcastEmail: 'not-an-email', defaultSortBy: 'sideways' },
    });
    assert.equal(reply.status, 400);
    assert.equal(reply.body.errors.title, 'This field is required.');
    assert.equal(reply.body.errors.podcastEmail, 'Enter a valid e-mail address.');
    assert.match(reply.body.errors.defaultSortBy, /^Use one of/);
  });

  it('refuses a huge title', async () => {
    const reply = await call(t.app, 'POST', '/v2/node/series', { token: uploader.tokens, body: { broadcasterID: 'gracechapel', title: 'x'.repeat(5000) } });
    assert.equal(reply.status, 400);
    assert.match(reply.body.errors.title, /at most 150/);
  });

  it('refuses a Biller, another broadcaster admin (403) and anonymous callers (401)', async () => {
    const body = { broadcasterID: 'gracechapel', title: 'Nope' };
    const asBiller = await call(t.app, 'POST', '/v2/node/series', { token: biller.tokens, body });
    assert.equal(asBiller.status, 403);
    assert.match(asBiller.body.message, /^You do not have permission to access this page\. Contact an admin for Grace Chapel/);
    assert.equal((await call(t.app, 'POST', '/v2/node/series', { token: otherAdmin.tokens, body })).status, 403);
    assert.equal((await call(t.app, 'POST', '/v2/node/series', { body })).status, 401);
    const missing = await call(t.app, 'POST', '/v2/node/series', { token: uploader.tokens, body: { title: 'x' } });
    assert.equal(missing.status, 400);
    assert.equal(missing.body.errors.broadcasterID, 'This field is required.');
  });
});

describe('PATCH /v2/node/series/{id}', () => {
  it('changes the fields and carries a rename to the sermons subtitle', async () => {
    const reply = await call(t.app, 'PATCH', '/v2/node/series/10', {
      token: uploader.tokens,
      body: { title: 'Romans', podcastSpeaker: 'John Doe', defaultSortBy: 'oldest', description: '' },
    });
    assert.equal(reply.status, 200, reply.raw);
    assert.equal(reply.body.title, 'Romans');
    assert.equal(reply.body.podcastSpeaker, 'John Doe');
    assert.equal(reply.body.defaultSortBy, 'oldest');
    assert.equal(reply.body.description, null);
    const rows = await t.database.db.select({ subtitle: sermons.subtitle }).from(sermons).where(eq(sermons.seriesId, 10));
    assert.ok(rows.some((r) => r.subtitle === 'Romans'));
    assert.ok(rows.every((r) => r.subtitle !== 'Romans: The Gospel of God'));
  });

  it('answers 404 for an unknown series and 403 for another broadcaster', async () => {
    const unknown = await call(t.app, 'PATCH', '/v2/node/series/999999', { token: uploader.tokens, body: { title: 'x' } });
    assert.equal(unknown.status, 404);
    assert.equal(unknown.body.message, 'Series not found');
    assert.equal((await call(t.app, 'PATCH', '/v2/node/series/12', { token: uploader.tokens, body: { title: 'x' } })).status, 403);
    assert.equal((await call(t.app, 'PATCH', '/v2/node/series/12', { token: siteAdmin.tokens, body: { title: 'Predigten' } })).status, 200);
  });

  it('gives the editor its read with the podcast e-mail, to managers only', async () => {
    const own = await call(t.app, 'GET', '/v2/node/series/11/editor', { token: uploader.tokens });
    assert.equal(own.status, 200);
    assert.equal(own.body.podcastEmail, null);
    assert.equal((await call(t.app, 'GET', '/v2/node/series/11/editor', { token: otherAdmin.tokens })).status, 403);
  });

  it('presents an uploaded image from image_key', async () => {
    await t.database.db.update(series).set({ imageKey: 'images/series/11/1.jpg' }).where(eq(series.id, 11));
    const reply = await call(t.app, 'GET', '/v2/node/series/11');
    assert.match(reply.body.image, /\/media\/images\/series\/11\/1\.jpg$/);
    assert.equal(reply.body.imageResizable, reply.body.image);
  });
});

describe('DELETE /v2/node/series/{id}', () => {
  it('deletes the series; its sermons stay without it', async () => {
    const before = await t.database.db.select({ id: sermons.id }).from(sermons).where(eq(sermons.seriesId, 11));
    assert.ok(before.length > 0);
    assert.equal((await call(t.app, 'DELETE', '/v2/node/series/11', { token: biller.tokens })).status, 403);
    const reply = await call(t.app, 'DELETE', '/v2/node/series/11', { token: uploader.tokens });
    assert.equal(reply.status, 204);
    assert.equal((await call(t.app, 'GET', '/v2/node/series/11')).status, 404);
    for (const { id } of before) {
      const [row] = await t.database.db.select({ seriesId: sermons.seriesId, subtitle: sermons.subtitle }).from(sermons).where(eq(sermons.id, id));
      assert.equal(row!.seriesId, null);
      assert.notEqual(row!.subtitle, 'Psalms of Ascent');
    }
    assert.equal((await call(t.app, 'DELETE', '/v2/node/series/11', { token: uploader.tokens })).status, 404);
  });
});

describe('legacy series calls under node/broadcasters/{id}/series/{idOrTitle}', () => {
  it('renames by title with new_series_name, and merges into a series that has that name', async () => {
    const a = await call(t.app, 'POST', '/v2/node/series', { token: uploader.tokens, body: { broadcasterID: 'gracechapel', title: 'Merge From' } });
    const b = await call(t.app, 'POST', '/v2/node/series', { token: uploader.tokens, body: { broadcasterID: 'gracechapel', title: 'Merge Into' } });
    const renamed = await call(t.app, 'PATCH', '/v2/node/broadcasters/gracechapel/series/Merge%20From', { token: uploader.tokens, body: { new_series_name: 'Merge Source' } });
    assert.equal(renamed.status, 200, renamed.raw);
    assert.equal(renamed.body.seriesID, a.body.seriesID);
    assert.equal(renamed.body.title, 'Merge Source');
    const [sermon] = await t.database.db.select({ id: sermons.id }).from(sermons).where(eq(sermons.broadcasterId, 'gracechapel')).limit(1);
    await t.database.db.update(sermons).set({ seriesId: a.body.seriesID }).where(eq(sermons.id, sermon!.id));
    const merged = await call(t.app, 'PATCH', `/v2/node/broadcasters/gracechapel/series/${a.body.seriesID}`, { token: uploader.tokens, body: { new_series_name: 'merge into' } });
    assert.equal(merged.status, 200, merged.raw);
    assert.equal(merged.body.seriesID, b.body.seriesID);
    const [moved] = await t.database.db.select({ seriesId: sermons.seriesId, subtitle: sermons.subtitle }).from(sermons).where(eq(sermons.id, sermon!.id));
    assert.equal(moved!.seriesId, b.body.seriesID);
    assert.equal(moved!.subtitle, 'Merge Into');
    assert.equal((await call(t.app, 'GET', `/v2/node/series/${a.body.seriesID}`)).status, 404);
  });

  it('deletes by title and answers 404 afterwards; other broadcasters get 403', async () => {
    await call(t.app, 'POST', '/v2/node/series', { token: uploader.tokens, body: { broadcasterID: 'gracechapel', title: 'Short Lived' } });
    assert.equal((await call(t.app, 'DELETE', '/v2/node/broadcasters/gracechapel/series/Short%20Lived', { token: otherAdmin.tokens })).status, 403);
    assert.equal((await call(t.app, 'DELETE', '/v2/node/broadcasters/gracechapel/series/Short%20Lived', { token: uploader.tokens })).status, 204);
    assert.equal((await call(t.app, 'DELETE', '/v2/node/broadcasters/gracechapel/series/Short%20Lived', { token: uploader.tokens })).status, 404);
    assert.equal((await call(t.app, 'GET', '/v2/node/broadcasters/gracechapel/series/Short%20Lived')).status, 404);
  });
});
