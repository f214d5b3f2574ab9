import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { BROADCASTER_ROLES } from '@sermon/shared-contracts/constants/accounts';
import { MANAGER_MESSAGES } from '@sermon/shared-contracts/rules/manager-permissions';
import { createSignedInUser, createUser, latestMailTo, signIn, type SignedInUser } from '../../testing/auth-helpers';
import { call } from '../../testing/inject-json';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import { startTestApp, type TestApp } from '../../testing/test-app';

const { Admin, Uploader, Biller } = BROADCASTER_ROLES;
const base = '/v2/node/broadcasters/gracechapel';

let t: TestApp;
let admin: SignedInUser;
let uploader: SignedInUser;
let otherAdmin: SignedInUser;

before(async () => {
  t = await startTestApp();
  admin = await createSignedInUser(t, { username: 'graceadmin', displayName: 'Grace Admin', broadcasterRoles: [{ broadcasterID: 'gracechapel', role: Admin }] });
  uploader = await createSignedInUser(t, { username: 'graceuploader', broadcasterRoles: [{ broadcasterID: 'gracechapel', role: Uploader }] });
  otherAdmin = await createSignedInUser(t, { username: 'berlinadmin', broadcasterRoles: [{ broadcasterID: 'berlinradio', role: Admin }] });
});
after(() => t.close());

/** The link's token from the newest invitation mail to an address. */
async function inviteTokenFor(email: string): Promise<string> {
  const mail = await latestMailTo(t, email);
  const match = mail ? /[?&]invite=([A-Za-z0-9_-]+)/.exec(mail.text) : null;
  if (!match) throw new Error(`no invite link in mail: ${mail?.text ?? '(none)'}`);
  return match[1]!;
}

describe('GET user_roles', () => {
  it('lists the managers with their permissions, Admin alone standing for all', async () => {
    const { status, body } = await call(t.app, 'GET', `${base}/user_roles`, { token: admin.tokens });
    assert.equal(status, 200);
    const byName = Object.fromEntries(body.results.map((m: any) => [m.username, m]));
    assert.deepEqual(byName.graceadmin.roles, [Admin]);
    assert.equal(byName.graceadmin.displayName, 'Grace Admin');
    assert.equal(byName.graceadmin.email, 'graceadmin@example.test');
    assert.deepEqual(byName.graceuploader.roles, [Uploader]);
    assert.equal(byName.graceuploader.displayName, 'graceuploader', 'falls back to the username');
    assert.equal(body.results.some((m: any) => m.username === 'berlinadmin'), false);
  });

  it('is for Admins only: an Uploader and another broadcaster\'s Admin get 403, anonymous 401', async () => {
    assert.equal((await call(t.app, 'GET', `${base}/user_roles`, { token: uploader.tokens })).status, 403);
    const other = await call(t.app, 'GET', `${base}/user_roles`, { token: otherAdmin.tokens });
    assert.equal(other.status, 403);
    assert.match(other.body.message, /Contact an admin for Grace Chapel/);
    assert.equal((await call(t.app, 'GET', `${base}/user_roles`)).status, 401);
    assert.equal((await call(t.app, 'GET', '/v2/node/broadcasters/nosuch/user_roles', { token: admin.tokens })).status, 404);
  });
});

describe('invitations', () => {
  it('refuses a bad address and an empty permission list, naming both fields', async () => {
    const { status, body } = await call(t.app, 'POST', `${base}/user_invites`, { token: admin.tokens, body: { email: 'not an address', roles: [] } });
    assert.equal(status, 400);
    assert.equal(body.errors.email, 'Enter a valid e-mail address.');
    assert.equal(body.errors.roles, MANAGER_MESSAGES.atLeastOnePermission);
    const unknownRole = await call(t.app, 'POST', `${base}/user_invites`, { token: admin.tokens, body: { email: 'x@example.test', roles: [1] } });
    assert.equal(unknownRole.body.errors.roles, MANAGER_MESSAGES.unknownPermission);
  });

  it('an Uploader cannot invite', async () => {
    const { status } = await call(t.app, 'POST', `${base}/user_invites`, { token: uploader.tokens, body: { email: 'x@example.test', roles: [Uploader] } });
    assert.equal(status, 403);
  });

  it('invites an address without an account: the mail says to sign up first; the invite waits for the account', async () => {
    const email = 'Newcomer@Example.test';
    const created = await call(t.app, 'POST', `${base}/user_invites`, { token: admin.tokens, body: { email, roles: [Uploader, Biller] } });
    assert.equal(created.status, 201);
    assert.equal(created.body.email, email);
    assert.deepEqual(created.body.roles, [Uploader, Biller]);
    assert.equal(created.body.accountExists, false);
    const mail = await latestMailTo(t, email);
    assert.match(mail!.subject, /Grace Admin invited you to manage Grace Chapel/);
    assert.match(mail!.text, /no SermonHub account with this e-mail address yet/);
    assert.match(mail!.text, /\/broadcaster\/invitation\?invite=/);
    const token = await inviteTokenFor(email);

    const list = await call(t.app, 'GET', `${base}/user_invites`, { token: admin.tokens });
    assert.equal(list.body.results.filter((i: any) => i.email === email).length, 1);

    // the same address again is a conflict, whatever its case
    const again = await call(t.app, 'POST', `${base}/user_invites`, { token: admin.tokens, body: { email: 'newcomer@example.test', roles: [Uploader] } });
    assert.equal(again.status, 409);

    const preview = await call(t.app, 'GET', `/v2/site/invites/${token}`);
    assert.equal(preview.status, 200);
    assert.equal(preview.body.broadcasterName, 'Grace Chapel');
    assert.equal(preview.body.accountExists, false);

    // the account is created later with that address (not verified yet: accepting waits)
    const newcomer = await createUser(t, { username: 'newcomer', email: 'newcomer@example.test', verified: false });
    const tokens = await signIn(t.app, newcomer.username);
    const unverified = await call(t.app, 'POST', `/v2/site/invites/${token}/accept`, { token: tokens });
    assert.equal(unverified.status, 403);
    assert.equal(unverified.body.message, MANAGER_MESSAGES.verifyEmailFirst);
    await t.database.db.update(users).set({ verified: true }).where(eq(users.id, newcomer.id));

    const accepted = await call(t.app, 'POST', `/v2/site/invites/${token}/accept`, { token: tokens });
    assert.equal(accepted.status, 200);
    assert.deepEqual(accepted.body, { broadcasterID: 'gracechapel', roles: [Uploader, Biller] });
    const managers = await call(t.app, 'GET', `${base}/user_roles`, { token: admin.tokens });
    assert.deepEqual(managers.body.results.find((m: any) => m.username === 'newcomer').roles, [Uploader, Biller]);
    // the new manager now reaches the dashboard calls their permission allows (their token is re-read per request)
    const invites = await call(t.app, 'GET', `${base}/user_invites`, { token: admin.tokens });
    assert.equal(invites.body.results.some((i: any) => i.email === email), false, 'accepted invitations leave the list');
    // a link works once
    assert.equal((await call(t.app, 'POST', `/v2/site/invites/${token}/accept`, { token: tokens })).status, 404);
  });

  it('only the invited address may accept', async () => {
    await createUser(t, { username: 'invitee2', email: 'invitee2@example.test' });
    await call(t.app, 'POST', `${base}/user_invites`, { token: admin.tokens, body: { email: 'invitee2@example.test', roles: [Biller] } });
    const token = await inviteTokenFor('invitee2@example.test');
    const wrong = await call(t.app, 'POST', `/v2/site/invites/${token}/accept`, { token: uploader.tokens });
    assert.equal(wrong.status, 403);
    assert.match(wrong.body.message, /This invitation was sent to invitee2@example.test/);
    assert.equal((await call(t.app, 'POST', `/v2/site/invites/${token}/accept`)).status, 401);
  });

  it('resending mails a new link and the old one stops working; deleting withdraws it', async () => {
    const email = 'resend@example.test';
    const created = await call(t.app, 'POST', `${base}/user_invites`, { token: admin.tokens, body: `email=${encodeURIComponent(email)}&roles=3`, headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    assert.equal(created.status, 201, 'form bodies work too');
    assert.deepEqual(created.body.roles, [Uploader]);
    const first = await inviteTokenFor(email);
    const resent = await call(t.app, 'POST', `${base}/user_invites/${created.body.inviteID}/resend`, { token: admin.tokens });
    assert.equal(resent.status, 200);
    const second = await inviteTokenFor(email);
    assert.notEqual(first, second);
    assert.equal((await call(t.app, 'GET', `/v2/site/invites/${first}`)).status, 404);
    assert.equal((await call(t.app, 'GET', `/v2/site/invites/${second}`)).status, 200);

    assert.equal((await call(t.app, 'DELETE', `${base}/user_invites/${created.body.inviteID}`, { token: uploader.tokens })).status, 403);
    assert.equal((await call(t.app, 'DELETE', `${base}/user_invites/${created.body.inviteID}`, { token: admin.tokens })).status, 204);
    assert.equal((await call(t.app, 'GET', `/v2/site/invites/${second}`)).status, 404);
    assert.equal((await call(t.app, 'DELETE', `${base}/user_invites/${created.body.inviteID}`, { token: admin.tokens })).status, 404);
  });

  it('another broadcaster\'s Admin cannot resend or delete this broadcaster\'s invitations', async () => {
    const created = await call(t.app, 'POST', `${base}/user_invites`, { token: admin.tokens, body: { email: 'cross@example.test', roles: [Uploader] } });
    assert.equal((await call(t.app, 'POST', `/v2/node/broadcasters/berlinradio/user_invites/${created.body.inviteID}/resend`, { token: otherAdmin.tokens })).status, 404);
    assert.equal((await call(t.app, 'DELETE', `/v2/node/broadcasters/berlinradio/user_invites/${created.body.inviteID}`, { token: otherAdmin.tokens })).status, 404);
  });

  it('an address that already manages the broadcaster is not invited again', async () => {
    const { status, body } = await call(t.app, 'POST', `${base}/user_invites`, { token: admin.tokens, body: { email: uploader.email, roles: [Biller] } });
    assert.equal(status, 409);
    assert.equal(body.message, MANAGER_MESSAGES.alreadyManager);
  });
});

describe('changing and removing managers', () => {
  it('an Admin changes permissions; at least one is needed; Admin plus others stores Admin', async () => {
    const member = await createUser(t, { username: 'member1', broadcasterRoles: [{ broadcasterID: 'gracechapel', role: Uploader }] });
    const url = `${base}/user_roles/${member.id}`;
    assert.equal((await call(t.app, 'PATCH', url, { token: admin.tokens, body: { roles: [] } })).status, 400);
    const changed = await call(t.app, 'PATCH', url, { token: admin.tokens, body: { roles: [Biller] } });
    assert.equal(changed.status, 200);
    assert.deepEqual(changed.body.roles, [Biller]);
    const promoted = await call(t.app, 'PATCH', url, { token: admin.tokens, body: { roles: [Admin, Uploader] } });
    assert.deepEqual(promoted.body.roles, [Admin]);
    assert.equal((await call(t.app, 'PATCH', url, { token: uploader.tokens, body: { roles: [Uploader] } })).status, 403);
    assert.equal((await call(t.app, 'PATCH', `${base}/user_roles/999999`, { token: admin.tokens, body: { roles: [Uploader] } })).status, 404);
    await call(t.app, 'DELETE', url, { token: admin.tokens });
  });

  it('a manager may remove themselves but not others', async () => {
    const leaver = await createSignedInUser(t, { username: 'leaver', broadcasterRoles: [{ broadcasterID: 'gracechapel', role: Biller }] });
    assert.equal((await call(t.app, 'DELETE', `${base}/user_roles/${uploader.id}`, { token: leaver.tokens })).status, 403);
    assert.equal((await call(t.app, 'DELETE', `${base}/user_roles/${leaver.id}`, { token: leaver.tokens })).status, 204);
    const list = await call(t.app, 'GET', `${base}/user_roles`, { token: admin.tokens });
    assert.equal(list.body.results.some((m: any) => m.username === 'leaver'), false);
    // gone means gone: the same call again is 403 (no role any more)
    assert.equal((await call(t.app, 'DELETE', `${base}/user_roles/${leaver.id}`, { token: leaver.tokens })).status, 403);
  });

  it('never removes or demotes the last Admin', async () => {
    const demote = await call(t.app, 'PATCH', `${base}/user_roles/${admin.id}`, { token: admin.tokens, body: { roles: [Uploader] } });
    assert.equal(demote.status, 409);
    assert.equal(demote.body.message, MANAGER_MESSAGES.lastAdmin);
    assert.equal((await call(t.app, 'DELETE', `${base}/user_roles/${admin.id}`, { token: admin.tokens })).status, 409);

    const second = await createSignedInUser(t, { username: 'secondadmin', broadcasterRoles: [{ broadcasterID: 'gracechapel', role: Admin }] });
    assert.equal((await call(t.app, 'DELETE', `${base}/user_roles/${second.id}`, { token: second.tokens })).status, 204, 'with two Admins one may leave');
    assert.equal((await call(t.app, 'DELETE', `${base}/user_roles/${admin.id}`, { token: admin.tokens })).status, 409);
  });
});
