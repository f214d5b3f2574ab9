import { FAKE_ACCESS_TOKEN, fakeAdmin, fakeUser, fixedSession, signedInSession } from './fake-session';

describe('the fake sessions', () => {
  it('hand out the fixed token while signed in, and the user', async () => {
    const session = signedInSession(fakeUser({ user_id: 9 }));
    expect(session.snapshot()).toEqual({ status: 'signed-in', user: expect.objectContaining({ user_id: 9, username: 'listener' }) });
    await expect(session.accessToken()).resolves.toBe(FAKE_ACCESS_TOKEN);
    await expect(signedInSession(undefined, 'token-abc').accessToken()).resolves.toBe('token-abc');
    await expect(session.reloadUser()).resolves.toMatchObject({ user_id: 9 });
  });

  it('turn anonymous on sign out, telling the listeners and counting the calls', async () => {
    const session = signedInSession(fakeAdmin());
    const listener = jest.fn();
    session.subscribe(listener);
    await session.signOut();
    expect(session.signOutCalls).toBe(1);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(session.snapshot()).toEqual({ status: 'anonymous', user: null });
    await expect(session.accessToken()).resolves.toBeNull();
  });

  it('stay loading when made loading', async () => {
    const session = fixedSession({ status: 'loading', user: null });
    expect(session.snapshot().status).toBe('loading');
    await expect(session.accessToken()).resolves.toBeNull();
  });
});
