import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { linkBroadcasterUser } from '@sermon/shared-contracts/api/link-broadcaster-user';
import { BROADCASTER_ROLES } from '@sermon/shared-contracts/constants/accounts';
import { ApiError } from '@sermon/shared-contracts/errors/api-error';
import { fakeUser, signedInSession } from '@sermon/shared-contracts/testing/fake-session';
import { renderDashboard } from '../../components/testing/render-dashboard';
import { LinkingUsersPage } from './LinkingUsersPage';

jest.mock('@sermon/shared-contracts/api/link-broadcaster-user', () => ({ linkBroadcasterUser: jest.fn() }));
const link = linkBroadcasterUser as jest.MockedFunction<typeof linkBroadcasterUser>;

const admin = fakeUser({ user_id: 5, broadcasterRoles: [{ broadcasterID: 'gracechapel', broadcasterRoleID: BROADCASTER_ROLES.Admin }] });

async function renderPage(path = '/broadcaster/linking-users', user = admin) {
  let result!: ReturnType<typeof renderDashboard>;
  await act(async () => {
    result = renderDashboard(<LinkingUsersPage />, { path, routePath: '/broadcaster/linking-users', current: null, props: { session: signedInSession(user) } });
  });
  return result;
}

async function submit(username: string) {
  fireEvent.change(screen.getByTestId('linking-users-username'), { target: { value: username } });
  await act(async () => {
    fireEvent.click(screen.getByTestId('linking-users-submit'));
  });
}

beforeEach(() => link.mockReset());

describe('linking users', () => {
  it('links a user to the admin’s broadcaster with the chosen permissions', async () => {
    link.mockResolvedValue({ userID: 3, username: 'helper', displayName: 'Helpful Person', roles: [3] });
    await renderPage();
    await submit('helper@example.org');
    expect(link).toHaveBeenCalledWith(expect.anything(), 'gracechapel', { username: 'helper@example.org', roles: [BROADCASTER_ROLES.Uploader] });
    expect(screen.getByTestId('linking-users-success').textContent).toBe('Helpful Person can now manage gracechapel.');
  });

  it("shows 'No user found' and 'User is already linked to this broadcaster account'", async () => {
    link.mockRejectedValueOnce(new ApiError('No user found', 404, 'NOT_FOUND', { username: 'No user found' }));
    await renderPage();
    await submit('nobody');
    expect(screen.getByTestId('linking-users-error').textContent).toBe('No user found');
    link.mockRejectedValueOnce(new ApiError('User is already linked to this broadcaster account', 409, 'USER_ALREADY_LINKED'));
    await submit('helper');
    expect(screen.getByTestId('linking-users-error').textContent).toBe('User is already linked to this broadcaster account');
  });

  it('needs at least one permission', async () => {
    await renderPage();
    fireEvent.click(screen.getByTestId(`linking-users-role-${BROADCASTER_ROLES.Uploader}`));
    await submit('helper');
    expect(link).not.toHaveBeenCalled();
    expect(screen.getByTestId('linking-users-error').textContent).toBe('Choose at least one permission.');
  });

  it('explains that only admins link users', async () => {
    await renderPage('/broadcaster/linking-users', fakeUser({ broadcasterRoles: [{ broadcasterID: 'gracechapel', broadcasterRoleID: BROADCASTER_ROLES.Uploader }] }));
    expect(screen.getByTestId('linking-users-not-admin')).toBeTruthy();
  });

  it('forwards an invitation link to the invitation page', async () => {
    const { router } = await renderPage('/broadcaster/linking-users?invite=abc123');
    await waitFor(() => expect(router.state.location.pathname + router.state.location.search).toBe('/broadcaster/invitation?invite=abc123'));
  });
});
