import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { loadRoles } from '../../modules/auth/auth-user';
import { createUser, requestJson, signIn } from '../../testing/auth-helpers';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { follows, listeningHistory, sermons, users } from '../schema';
import { DEMO_PASSWORD, ensureDemoAccounts, existingDemoAccounts } from './demo-accounts';

describe('demo accounts', () => {
  let t: TestApp;
  before(async () => {
    t = await startTestApp({ demoAccounts: true });
  });
  after(() => t.close());

  it('creates listener, broadcaster and admin, verified, with the demo password and addresses', async () => {
    const accounts = await existingDemoAccounts(t.database.db);
    assert.deepEqual(
      accounts.map((account) => [account.username, account.email, account.password]),
      [
        ['listener', 'listener@demo.sermonhub.local', 'sermons-demo-1'],
        ['broadcaster', 'broadcaster@demo.sermonhub.local', 'sermons-demo-1'],
        ['admin', 'admin@demo.sermonhub.local', 'sermons-demo-1'],
      ],
    );
    const rows = await t.database.db.select({ username: users.username, verified: users.verified }).from(users);
    assert.ok(rows.every((row) => row.verified));
    for (const account of accounts) assert.equal((await signIn(t.app, account.username, DEMO_PASSWORD)).token_type, 'Bearer');
  });

  it('gives admin the site Admin role and broadcaster the Admin role of a broadcaster with sermons, series and speakers', async () => {
    const idOf = async (username: string) =>
      (await t.database.db.select({ id: users.id }).from(users).where(eq(users.username, username)))[0]!.id;
    const admin = await loadRoles(t.database.db, await idOf('admin'));
    assert.deepEqual(admin.roles, [2]);
    const broadcaster = await loadRoles(t.database.db, await idOf('broadcaster'));
    assert.deepEqual(broadcaster.roles, []);
    assert.equal(broadcaster.broadcasterRoles.length, 1);
    assert.equal(broadcaster.broadcasterRoles[0]!.broadcasterRoleID, 2);
    const broadcasterId = broadcaster.broadcasterRoles[0]!.broadcasterID;
    assert.equal(broadcasterId, 'gracechapel', 'the fixture broadcaster with the most sermons and series');
    const listener = await loadRoles(t.database.db, await idOf('listener'));
    assert.deepEqual(listener, { roles: [], broadcasterRoles: [] });
  });

  it('gives listener 2 speakers, 1 broadcaster, 1 series, 2 favourites and 2 half-heard sermons', async () => {
    const [listener] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.username, 'listener'));
    const followed = await t.database.db.select().from(follows).where(eq(follows.userId, listener!.id));
    const countOf = (type: string) => followed.filter((row) => row.targetType === type).length;
    assert.deepEqual(
      { speaker: countOf('speaker'), broadcaster: countOf('broadcaster'), series: countOf('series'), sermon: countOf('sermon') },
      { speaker: 2, broadcaster: 1, series: 1, sermon: 2 },
    );
    const history = await t.database.db
      .select({ position: listeningHistory.playPosition, audio: sermons.audioDurationSeconds, video: sermons.videoDurationSeconds })
      .from(listeningHistory)
      .innerJoin(sermons, eq(sermons.id, listeningHistory.sermonId))
      .where(eq(listeningHistory.userId, listener!.id));
    assert.equal(history.length, 2);
    for (const entry of history) {
      const duration = entry.audio ?? entry.video ?? 0;
      assert.ok(duration > 0);
      assert.ok(Math.abs(entry.position / duration - 0.4) < 0.05, `${entry.position} of ${duration}`);
    }
  });

  it('does nothing when run again or when any account exists', async () => {
    assert.equal(await ensureDemoAccounts(t.database.db, true, () => {}), false);
    const rows = await t.database.db.select({ id: users.id }).from(users);
    assert.equal(rows.length, 3);
  });
});

describe('demo accounts when not wanted', () => {
  let t: TestApp;
  before(async () => {
    t = await startTestApp();
  });
  after(() => t.close());

  it('are never created when config.demoAccounts is false', async () => {
    assert.equal(await ensureDemoAccounts(t.database.db, false, () => {}), false);
    assert.deepEqual(await existingDemoAccounts(t.database.db), []);
    const login = await requestJson(t.app, 'POST', '/v2/site/users/listener/login', { body: { password: DEMO_PASSWORD } });
    assert.equal(login.status, 404);
  });

  it('are not added to a database that already has accounts', async () => {
    await createUser(t, { username: 'RealPerson' });
    assert.equal(await ensureDemoAccounts(t.database.db, true, () => {}), false);
    assert.deepEqual(await existingDemoAccounts(t.database.db), []);
  });
});
